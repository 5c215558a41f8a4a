/** Delivery addresses. The list holds the saved ones (declaration true, SPEC.md §2), bounded by MAX_ADDRESSES. */
import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_ADDRESSES } from '../../lib/constants';
import { api } from '../../lib/messages';
import type { AddressInput } from '../../lib/schemas';
import { getDb } from '../db/client';
import { addresses } from '../db/schema';
import { HttpError, notFound } from '../errors';

export async function listAddresses(userId: number) {
  const db = await getDb();
  return db.select().from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.declaration, true)))
    .orderBy(desc(addresses.createdAt), desc(addresses._id)).limit(MAX_ADDRESSES);
}

export async function addAddress(userId: number, input: AddressInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.declaration) {
      const [{ n }] = await tx.select({ n: count() }).from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.declaration, true)));
      if (n >= MAX_ADDRESSES) throw new HttpError(409, api.addressLimit);
    }
    const [row] = await tx.insert(addresses).values({ ...input, userId }).returning();
    return row;
  });
}

export async function deleteAddress(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const rows = await db.delete(addresses).where(and(eq(addresses._id, id), eq(addresses.userId, userId))).returning({ _id: addresses._id });
  if (rows.length === 0) throw notFound(api.addressNotFound);
}
