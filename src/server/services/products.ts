/** The catalogue's reads and edits: the product page, the categories, stock views and the admin's changes (the list and its search: ./search/). */
import { asc, count, eq, lte, sql } from 'drizzle-orm';
import { type ColourFamily, type Department, LOW_STOCK_AT } from '../../lib/constants';
import { colourLabels, validation } from '../../lib/messages';
import { api } from '../messages';
import { discountText } from '../../lib/money';
import { present } from '../../lib/present';
import type { ProductInput, ProductUpdateInput } from '../../lib/schemas';
import { detailsFor } from '../catalogue-defaults';
import { catalogueChanged, onCatalogueChange } from '../db/changes';
import { getDb } from '../db/client';
import { prepared } from '../db/prepared';
import type { Db, Tx } from '../db/types';
import { products, productSizes, type Product } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { offsetOf } from './paging';
import { pastedImages } from '../pictures/view';
import { pictureIdsOf, removeFiles } from './pictures';
import { productColumns, withImage } from './product-view';
import { departmentOfCategory, ensureCategory } from './categories';
import { replaceSizes } from './stock';
import { styleColoursJson } from './style-colours';

/** The API's product as it is now (after a write, inside its transaction). */
async function reread(db: Db | Tx, id: number) {
  const [row] = await db.select(productColumns).from(products).where(eq(products._id, id)).limit(1);
  return withImage(present(row, `product ${id}`));
}

/** The list, search and filters live in ./search/ so products.ts stays the catalogue's reads and edits. */
export { searchProducts as listProducts } from './search';

const productPage = prepared((db) =>
  db
    .select({ ...productColumns, colours: styleColoursJson })
    .from(products)
    .where(eq(products._id, sql.placeholder('id')))
    .limit(1)
    .prepare('product_page'),
);

/** The product page's product, with its style's colours (itself included, oldest first: the order never changes with a sale). */
export async function getProduct(id: number) {
  const [row] = await (await productPage()).execute({ id });
  if (!row) throw notFound(api.productNotFound);
  const { colours, ...rest } = row;
  const p = withImage(rest);
  return { ...p, colours: colours ?? [{ _id: p._id, colour: p.colour, colourFamily: p.colourFamily, image: p.image }] };
}

// Categories change only when an admin edits the catalogue: keep the distinct list for a while.
const CATEGORY_TTL_MS = 30_000;
let categoryCache: { at: number; data: string[] } | undefined;
/** Bumped by every change: a list read before a change is not kept after it. */
let generation = 0;

export async function listCategories(): Promise<string[]> {
  dropCachesOnChange();
  if (categoryCache && Date.now() - categoryCache.at < CATEGORY_TTL_MS) return categoryCache.data;
  const db = await getDb();
  const readAt = generation;
  const rows = await db.selectDistinct({ category: products.category }).from(products).orderBy(asc(products.category));
  const data = rows.map((r) => r.category);
  if (readAt === generation) categoryCache = { at: Date.now(), data };
  return data;
}

/** Subscribed on first use, so a script that never caches opens no LISTEN connection. */
let subscribed = false;
function dropCachesOnChange(): void {
  if (subscribed) return;
  subscribed = true;
  onCatalogueChange(() => {
    generation++;
    categoryCache = undefined;
  });
}

/**
 * Whom a product is for and its colour, as stored: left out when adding, the category's department and
 * 'multi'; a colour name left empty is the family's (drizzle/0022). A category the table lacks is added
 * under the product's department.
 */
async function placed(tx: Tx, p: { category: string; department?: Department; colour?: string; colourFamily?: ColourFamily; styleCode?: string | null }) {
  const department = p.department ?? (await departmentOfCategory(tx, p.category));
  await ensureCategory(tx, p.category, department);
  const colourFamily = p.colourFamily ?? 'multi';
  return { department, colourFamily, colour: p.colour || colourLabels[colourFamily], styleCode: p.styleCode ?? null };
}

/** What Add Products left empty takes the category's defaults (docs/data.md). */
function withDefaultDetails(p: { category: string; materialCare?: string; fit?: string }) {
  const defaults = detailsFor(p.category);
  return { materialCare: p.materialCare || defaults.materialCare, fit: p.fit || defaults.fit };
}

export async function addProduct(input: ProductInput) {
  const db = await getDb();
  const { sizes, ...fields } = input;
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...fields, ...withDefaultDetails(fields), ...(await placed(tx, fields)), discount: discountText(input.oprice, input.price) })
      .returning({ _id: products._id });
    await replaceSizes(tx, row._id, sizes);
    await catalogueChanged(tx, { productIds: [row._id] });
    return reread(tx, row._id);
  });
  return added;
}

export async function updateProduct(id: number, input: ProductUpdateInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // New sizes: their rows first, in a checkout's order (product, size). A checkout that sells a size
    // out updates products.sizes_in_stock (a trigger) while holding them; taking the product row
    // first here could wait on it in the opposite order.
    if (input.sizes) await tx.execute(sql`select 1 from ${productSizes} where ${productSizes.prodId} = ${id} order by ${productSizes.size} for update`);
    // NO KEY UPDATE: a checkout's order insert holds a key-share lock on the product row while it
    // waits for the size rows this edit may hold; a plain FOR UPDATE could deadlock with it.
    const [current] = await tx.select().from(products).where(eq(products._id, id)).for('no key update');
    if (!current) throw notFound(api.productNotFound);
    const { sizes, ...fields } = input;
    const next = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) } as Product;
    if (next.price > next.oprice) throw new HttpError(400, api.badRequest, { price: validation.discountAbove });
    if (next.category !== current.category) await ensureCategory(tx, next.category, next.department);
    // A new family without a new name: the family's name, not the old colour's.
    const colour = fields.colour || (fields.colourFamily && fields.colourFamily !== current.colourFamily ? colourLabels[next.colourFamily] : current.colour);
    await tx
      .update(products)
      .set({
        name: next.name,
        brand: next.brand,
        images: input.images ? pastedImages(input.images, current.images) : current.images,
        oprice: next.oprice,
        price: next.price,
        discount: discountText(next.oprice, next.price),
        category: next.category,
        subhead: next.subhead,
        description: next.description,
        materialCare: next.materialCare,
        fit: next.fit,
        department: next.department,
        colour,
        colourFamily: next.colourFamily,
        styleCode: fields.styleCode === undefined ? current.styleCode : fields.styleCode,
      })
      .where(eq(products._id, id));
    if (sizes) await replaceSizes(tx, id, sizes);
    await catalogueChanged(tx, { productIds: [id] });
    return reread(tx, id);
  });
}

/** The Dashboard's 'Low stock' panel: sizes with LOW_STOCK_AT or fewer left, fewest first. */
export async function listLowStock(page: number, limit: number) {
  const db = await getDb();
  const low = lte(productSizes.stock, LOW_STOCK_AT);
  const [data, [{ total }]] = await Promise.all([
    db
      .select({ prodId: productSizes.prodId, name: products.name, brand: products.brand, size: productSizes.size, stock: productSizes.stock })
      .from(productSizes)
      .innerJoin(products, eq(products._id, productSizes.prodId))
      .where(low)
      .orderBy(asc(productSizes.stock), asc(productSizes.prodId), asc(productSizes.position))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(productSizes).where(low),
  ]);
  // The WHERE keeps counted sizes only: stock is a number here.
  return { data: data.map((r) => ({ ...r, stock: r.stock ?? 0 })), total, page, limit };
}

export async function deleteProduct(id: number): Promise<void> {
  const db = await getDb();
  const pictureIds = await db.transaction(async (tx) => {
    // Read before the delete takes them with it (ON DELETE CASCADE): their files go once it commits.
    const ids = await pictureIdsOf(tx, [id]);
    const rows = await tx.delete(products).where(eq(products._id, id)).returning({ _id: products._id });
    if (rows.length === 0) throw notFound(api.productNotFound);
    await catalogueChanged(tx, { productIds: [id] });
    return ids;
  });
  await removeFiles(pictureIds);
}
