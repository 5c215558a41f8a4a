/**
 * A shopper's capped lists (cart lines, addresses, wishlist) are counted and added to under a lock on
 * the shopper's own row, taken first in the transaction: on PostgreSQL, concurrent requests of one
 * shopper would otherwise each count the list before the others' rows commit and all add past the cap.
 * NO KEY UPDATE queues those writes behind one another without blocking the foreign-key checks of other
 * writes that name the shopper (placing an order), and it is the lock the running-total triggers take
 * on the same row anyway. Other shoppers are not held up. On PGlite (one connection) it changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/types';
import { users } from '../db/schema';

export async function lockShopper(tx: Tx, userId: number): Promise<void> {
  await tx.select({ _id: users._id }).from(users).where(eq(users._id, userId)).for('no key update');
}
