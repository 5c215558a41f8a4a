/** The catalogue: paged search and sort in SQL, the product page, and the admin's edits. */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { api, validation } from '../../lib/messages';
import { discountText } from '../../lib/money';
import type { ProductInput, ProductQuery, ProductUpdateInput } from '../../lib/schemas';
import { getDb } from '../db/client';
import { products, type Product } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { offsetOf } from './paging';

/** The API's product: the row plus `image`, the first picture (SPEC.md §3 reads either). */
export const toApi = (p: Product) => ({ ...p, image: p.images[0] ?? '' });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
// The same expression as the trigram index products_search_trgm_idx, so the index serves the search.
const searchable = sql`lower(${products.name} || ' ' || ${products.brand} || ' ' || ${products.category})`;

function filters(q: Pick<ProductQuery, 'search' | 'category'>): SQL | undefined {
  const where: SQL[] = [];
  if (q.search) where.push(sql`${searchable} like ${`%${escapeLike(q.search.toLowerCase())}%`}`);
  if (q.category) where.push(sql`lower(${products.category}) = ${q.category.toLowerCase()}`);
  return where.length ? and(...where) : undefined;
}

export async function listProducts(q: ProductQuery) {
  const db = await getDb();
  const where = filters(q);
  const order = q.sort === 'price' || q.orderBy
    ? [q.orderBy === 'desc' ? desc(products.price) : asc(products.price), asc(products._id)]
    : [desc(products._id)];
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(products).where(where).orderBy(...order).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { data: rows.map(toApi), total, page: q.page, limit: q.limit };
}

export async function findProduct(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products._id, id)).limit(1);
  return row ? toApi(row) : undefined;
}

export async function getProduct(id: number) {
  const p = await findProduct(id);
  if (!p) throw notFound(api.productNotFound);
  return p;
}

// Categories change only when an admin edits the catalogue: keep the distinct list for a while.
const CATEGORY_TTL_MS = 30_000;
let categoryCache: { at: number; data: string[] } | undefined;

export async function listCategories(): Promise<string[]> {
  if (categoryCache && Date.now() - categoryCache.at < CATEGORY_TTL_MS) return categoryCache.data;
  const db = await getDb();
  const rows = await db.selectDistinct({ category: products.category }).from(products).orderBy(asc(products.category));
  categoryCache = { at: Date.now(), data: rows.map((r) => r.category) };
  return categoryCache.data;
}
const catalogueChanged = () => { categoryCache = undefined; };

export async function addProduct(input: ProductInput) {
  const db = await getDb();
  const [row] = await db.insert(products).values({ ...input, discount: discountText(input.oprice, input.price) }).returning();
  catalogueChanged();
  return toApi(row);
}

export async function updateProduct(id: number, input: ProductUpdateInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products._id, id)).for('update');
    if (!current) throw notFound(api.productNotFound);
    const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as Product;
    if (next.price > next.oprice) throw new HttpError(400, api.badRequest, { price: validation.discountAbove });
    const [row] = await tx.update(products).set({
      name: next.name, brand: next.brand, images: next.images, oprice: next.oprice, price: next.price,
      discount: discountText(next.oprice, next.price), category: next.category, subhead: next.subhead, description: next.description,
    }).where(eq(products._id, id)).returning();
    catalogueChanged();
    return toApi(row);
  });
}

export async function deleteProduct(id: number): Promise<void> {
  const db = await getDb();
  const rows = await db.delete(products).where(eq(products._id, id)).returning({ _id: products._id });
  if (rows.length === 0) throw notFound(api.productNotFound);
  catalogueChanged();
}
