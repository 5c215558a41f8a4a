/**
 * A shopper's cart: a line is one product in one size with a quantity; name, image and price always
 * come from the product row, and `stock` says what is left of the size (0 when the size is gone).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_QUANTITY } from '../../lib/constants';
import { api } from '../messages';
import { getDb } from '../db/client';
import { prepared } from '../db/prepared';
import type { Db, Tx } from '../db/types';
import { cartItems, products, productSizes, users } from '../db/schema';
import { firstPictureJson, linePicture, type StoredPicture } from '../pictures/view';
import { HttpError, notFound } from '../errors';
import { offsetOf } from './paging';
import { lockShopper } from './shopper-lock';
import { ensureAvailable, pickSize, sizesJson, sizesOf } from './stock';
import { maxQuantity, type SizeStock } from '../../lib/stock';
import type { CartMergeInput } from '../../lib/schemas';

/** What a cart line shows of its product: always the product row's, never the request's. */
const productShown = {
  name: products.name,
  subhead: products.subhead,
  price: products.price,
  oprice: products.oprice,
  category: products.category,
  images: products.images,
};

const line = {
  _id: cartItems._id,
  prodId: cartItems.prodId,
  size: cartItems.size,
  quantity: cartItems.quantity,
  status: cartItems.status,
  stock: sql<number | null>`case when ${productSizes.size} is null then 0 else ${productSizes.stock} end`,
  userId: cartItems.userId,
  userName: users.name,
  createdAt: cartItems.createdAt,
  ...productShown,
  stored: firstPictureJson('cart_items'),
};

/** A line as the API answers it: the product's first image (older clients) and its first ready picture. */
const withImage = <T extends { images: string[]; stored: StoredPicture | null }>({ images, stored, ...rest }: T) => ({
  ...rest,
  image: images[0] ?? '',
  picture: linePicture(stored),
});

function selectLines(db: Db | Tx) {
  return db
    .select(line)
    .from(cartItems)
    .innerJoin(products, eq(products._id, cartItems.prodId))
    .innerJoin(users, eq(users._id, cartItems.userId))
    .leftJoin(productSizes, and(eq(productSizes.prodId, cartItems.prodId), eq(productSizes.size, cartItems.size)));
}

export async function listCart(userId: number) {
  const db = await getDb();
  // Bounded by MAX_CART_LINES: adding refuses past it.
  const rows = await selectLines(db).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems._id));
  return rows.map(withImage);
}

async function lineOf(db: Db | Tx, userId: number, id: number) {
  const [row] = await selectLines(db)
    .where(and(eq(cartItems._id, id), eq(cartItems.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return withImage(row);
}

/** A cart line's product, read with its sizes in one statement. */
const lineProduct = { ...productShown, sizes: sizesJson, stored: firstPictureJson('products') };

/** A shopper's lines of one product, in any size, as JSON (add to cart picks the size from the product's sizes). */
// Written with aliases: in a one-table select drizzle names columns without their table, so "id" would be the line's.
const linesOfProduct = sql<
  { _id: number; size: string; quantity: number; status: string; createdAt: string }[]
>`coalesce((select json_agg(json_build_object('_id', c.id, 'size', c.size, 'quantity', c.quantity, 'status', c.status, 'createdAt', c.created_at))
  from cart_items c where c.user_id = ${sql.placeholder('userId')} and c.prod_id = "products"."id"), '[]'::json)`;

/**
 * Add to cart's one read, prepared (db/prepared.ts): the product with its sizes, the shopper's name (null for
 * an account gone since the token was made) and the shopper's lines of the product. One round trip instead of
 * two: under bench:api's add to cart the server's largest cost was writing statements to PostgreSQL (CPU profile).
 */
const addRead = prepared((db) =>
  db
    .select({
      ...lineProduct,
      userName: sql<string | null>`(select u.name from users u where u.id = ${sql.placeholder('userId')})`,
      lines: linesOfProduct,
    })
    .from(products)
    .where(eq(products._id, sql.placeholder('prodId')))
    .prepare('cart_add_read'),
);

/**
 * docs/product.md §10: adding a product already in the cart raises that line's quantity (capped at 10); a line
 * is one product in one size, and never holds more than is left of that size (409 otherwise).
 *
 * Shaped for concurrency: one read (the product with its sizes, the shopper's lines of it), then one write.
 * A line the shopper has is raised by a single statement, so its row lock lasts only that statement
 * (raiseLine); a new line is inserted in a transaction that locks the shopper's row to count the lines against
 * the cap (see ensureRoomForNewLine). A line already at the cap is not written again.
 */
export async function addToCart(userId: number, prodId: number, quantity: number, size?: string) {
  const db = await getDb();
  // The reads need no transaction (read committed gave them no more inside one): on PGlite a
  // transaction holds the one connection across every await, so reading outside it lets other
  // requests' statements run between them; a line already at the cap then costs no transaction at all.
  const [read] = await (await addRead()).execute({ prodId, userId });
  if (!read) throw notFound(api.productNotFound);
  const { userName, lines, ...product } = read;
  if (userName === null) throw new HttpError(401, api.badToken);
  const chosen = pickSize(product.sizes, size);
  const mine = lines.find((l) => l.size === chosen.size);
  const held = mine?.quantity ?? 0;
  const wanted = Math.min(held + quantity, MAX_QUANTITY);
  ensureAvailable(chosen, wanted);
  const unchanged = mine && wanted === held ? { ...mine, createdAt: new Date(mine.createdAt) } : undefined;
  const saved =
    unchanged ??
    (mine && (await raiseLine(userId, prodId, chosen.size, quantity))) ??
    (await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cartItems)
        .values({ userId, prodId, size: chosen.size, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.prodId, cartItems.size],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_QUANTITY})` },
        })
        .returning({
          _id: cartItems._id,
          quantity: cartItems.quantity,
          status: cartItems.status,
          createdAt: cartItems.createdAt,
          fresh: sql<boolean>`xmax = 0`,
        });
      if (row.fresh) await ensureRoomForNewLine(tx, userId);
      return row;
    }));
  const { sizes: _sizes, images, stored, ...shown } = product;
  return {
    _id: saved._id,
    prodId,
    size: chosen.size,
    quantity: saved.quantity,
    status: saved.status,
    stock: chosen.stock,
    userId,
    userName,
    createdAt: saved.createdAt,
    ...shown,
    image: images[0] ?? '',
    picture: linePicture(stored),
  };
}

/**
 * A line the shopper already has, raised by one statement of its own: one round trip, and its row lock is
 * held only while that statement runs. In a transaction (BEGIN, the upsert, COMMIT) a raise took three round
 * trips and held the line's lock across two of them, so parallel adds to one line (a double tap, two tabs)
 * waited on each other's network time. Raising a line adds none, so the cap on lines needs no lock here.
 * Undefined when the line is gone meanwhile (removed in another tab): the caller then adds it anew.
 */
async function raiseLine(userId: number, prodId: number, size: string, quantity: number) {
  const [row] = await (await raiseStatement()).execute({ userId, prodId, size, quantity, max: MAX_QUANTITY });
  return row;
}

const raiseStatement = prepared((db) =>
  db
    .update(cartItems)
    .set({ quantity: sql`least(${cartItems.quantity} + ${sql.placeholder('quantity')}::int, ${sql.placeholder('max')}::int)` })
    .where(and(eq(cartItems.userId, sql.placeholder('userId')), eq(cartItems.prodId, sql.placeholder('prodId')), eq(cartItems.size, sql.placeholder('size'))))
    .returning({ _id: cartItems._id, quantity: cartItems.quantity, status: cartItems.status, createdAt: cartItems.createdAt })
    .prepare('cart_raise_line'),
);

/**
 * A new line must fit under MAX_CART_LINES. Counted after the insert, under the shopper's row lock: of
 * two parallel adds of new lines the second counts the first's committed line and its own, and its 409
 * undoes its insert, so parallel requests cannot pass the cap on PostgreSQL.
 */
async function ensureRoomForNewLine(tx: Tx, userId: number): Promise<void> {
  await lockShopper(tx, userId);
  const [{ lines }] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  if (lines > MAX_CART_LINES) throw new HttpError(409, api.cartFull);
}

export async function updateQuantity(userId: number, id: number, quantity: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lineOf(tx, userId, id);
    // Lowering is always allowed: it is how a shopper fixes a line whose stock fell.
    if (quantity > current.quantity) ensureAvailable({ size: current.size, stock: current.stock }, quantity);
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems._id, id), eq(cartItems.userId, userId)));
    return lineOf(tx, userId, id);
  });
}

export async function removeFromCart(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems._id, id), eq(cartItems.userId, userId)))
    .returning({ _id: cartItems._id });
  if (rows.length === 0) throw notFound();
}

/** Every shopper's cart lines, newest first, for the admin (docs/product.md §7 /cart/allcarts). */
export async function listAllCarts(page: number, limit: number) {
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    selectLines(db).orderBy(desc(cartItems.createdAt), desc(cartItems._id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(cartItems),
  ]);
  return { data: rows.map(withImage), total, page, limit };
}

/**
 * A guest's cart joins the account's at sign-in, in one transaction: each line is added like
 * POST /cart/add would (a product and size already there is raised), but a line is never refused as a
 * whole: its quantity is capped at MAX_QUANTITY and at what is left, and a line that cannot be had at
 * all (unknown product or size, sold out, cart full) is skipped with the reason.
 */
export async function mergeCart(userId: number, lines: CartMergeInput['lines']) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const skipped: { prodId: number; size?: string; msg: string }[] = [];
    let [{ count: held }] = await tx.select({ count: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    for (const wanted of lines) {
      const [product] = await tx.select({ _id: products._id }).from(products).where(eq(products._id, wanted.prodId));
      if (!product) {
        skipped.push({ prodId: wanted.prodId, size: wanted.size, msg: api.productNotFound });
        continue;
      }
      let chosen: SizeStock;
      try {
        chosen = pickSize(await sizesOf(tx, wanted.prodId), wanted.size);
      } catch (err) {
        skipped.push({ prodId: wanted.prodId, size: wanted.size, msg: (err as Error).message });
        continue;
      }
      const [existing] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.prodId, wanted.prodId), eq(cartItems.size, chosen.size)));
      const quantity = Math.min((existing?.quantity ?? 0) + wanted.quantity, maxQuantity(chosen.stock));
      if (quantity <= (existing?.quantity ?? 0)) {
        const limitedByStock = chosen.stock !== null && chosen.stock < MAX_QUANTITY;
        skipped.push({ prodId: wanted.prodId, size: chosen.size, msg: limitedByStock ? api.onlyLeft(chosen.stock ?? 0, chosen.size) : api.quantityCap });
        continue;
      }
      if (!existing && held >= MAX_CART_LINES) {
        skipped.push({ prodId: wanted.prodId, size: chosen.size, msg: api.cartFull });
        continue;
      }
      await tx
        .insert(cartItems)
        .values({ userId, prodId: wanted.prodId, size: chosen.size, quantity })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.prodId, cartItems.size], set: { quantity } });
      if (!existing) held++;
    }
    const rows = await selectLines(tx).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems._id));
    return { data: rows.map(withImage), skipped };
  });
}
