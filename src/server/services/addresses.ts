/**
 * Delivery addresses. The list holds the saved ones (declaration true, docs/product.md §2), bounded by
 * MAX_ADDRESSES. An unsaved one (declaration false) is kept for the order it ships; a shopper keeps at
 * most MAX_UNUSED_ADDRESSES that no order uses yet, so no one can pile up rows without buying.
 */
import { and, count, desc, eq, inArray, notExists } from 'drizzle-orm';
import { MAX_ADDRESSES, MAX_UNUSED_ADDRESSES } from '../config';
import { api } from '../messages';
import type { AddressInput } from '../../lib/schemas';
import { getDb } from '../db/client';
import { addresses, orders } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { lockShopper } from './shopper-lock';

export async function listAddresses(userId: number) {
  const db = await getDb();
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.declaration, true)))
    .orderBy(desc(addresses.createdAt), desc(addresses._id))
    .limit(MAX_ADDRESSES);
}

export async function addAddress(userId: number, input: AddressInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    if (input.declaration) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.declaration, true)));
      if (n >= MAX_ADDRESSES) throw new HttpError(409, api.addressLimit);
    } else {
      const unused = tx
        .select({ _id: addresses._id })
        .from(addresses)
        .where(
          and(
            eq(addresses.userId, userId),
            eq(addresses.declaration, false),
            notExists(tx.select({ one: orders._id }).from(orders).where(eq(orders.addressId, addresses._id))),
          ),
        )
        .orderBy(desc(addresses.createdAt), desc(addresses._id))
        .offset(MAX_UNUSED_ADDRESSES - 1);
      await tx.delete(addresses).where(inArray(addresses._id, unused));
    }
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId })
      .returning();
    return row;
  });
}

export async function deleteAddress(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses._id, id), eq(addresses.userId, userId)))
    .returning({ _id: addresses._id });
  if (rows.length === 0) throw notFound(api.addressNotFound);
}
