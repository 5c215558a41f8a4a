/** The shopper's wishlist, kept on the server so it follows them across devices (docs/product.md §10). */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { MAX_WISHLIST } from '../../lib/constants';
import { api } from '../messages';
import { getDb } from '../db/client';
import { products, wishlist } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { productColumns, withImage } from './product-view';
import { lockShopper } from './shopper-lock';

export async function listWishlist(userId: number) {
  const db = await getDb();
  const rows = await db
    .select(productColumns)
    .from(wishlist)
    .innerJoin(products, eq(products._id, wishlist.prodId))
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt))
    .limit(MAX_WISHLIST);
  return rows.map(withImage);
}

export async function addToWishlist(userId: number, prodId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [product] = await tx.select(productColumns).from(products).where(eq(products._id, prodId));
    if (!product) throw notFound(api.productNotFound);
    const [{ n }] = await tx.select({ n: count() }).from(wishlist).where(eq(wishlist.userId, userId));
    const inserted = await tx.insert(wishlist).values({ userId, prodId }).onConflictDoNothing().returning({ prodId: wishlist.prodId });
    if (inserted.length && n >= MAX_WISHLIST) throw new HttpError(409, api.wishlistFull);
    return withImage(product);
  });
}

export async function removeFromWishlist(userId: number, prodId: number): Promise<void> {
  const db = await getDb();
  const rows = await db
    .delete(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.prodId, prodId)))
    .returning({ prodId: wishlist.prodId });
  if (rows.length === 0) throw notFound();
}

/**
 * A guest's saved products join the account's at sign-in: unknown ones are left out, ones already
 * saved take no room, and the list stops at MAX_WISHLIST.
 */
export async function mergeWishlist(userId: number, prodIds: number[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const saved = await tx.select({ prodId: wishlist.prodId }).from(wishlist).where(eq(wishlist.userId, userId));
    const room = MAX_WISHLIST - saved.length;
    const known = prodIds.length ? await tx.select({ _id: products._id }).from(products).where(inArray(products._id, prodIds)) : [];
    const isNew = (id: number) => known.some((k) => k._id === id) && !saved.some((s) => s.prodId === id);
    const ids = [...new Set(prodIds)].filter(isNew).slice(0, Math.max(0, room));
    if (ids.length)
      await tx
        .insert(wishlist)
        .values(ids.map((prodId) => ({ userId, prodId })))
        .onConflictDoNothing();
  });
  return listWishlist(userId);
}
