/**
 * Delivery addresses. The address book holds the saved ones (declaration true, docs/product.md §2),
 * bounded by MAX_ADDRESSES, one of them perhaps the default that checkout preselects. An unsaved one
 * (declaration false) is kept for the order it ships; a shopper keeps at most MAX_UNUSED_ADDRESSES that
 * no order uses yet, so no one can pile up rows without buying. Addresses saved before the Indian rules
 * still list, marked `needsCorrection` with the fields to fix, and no order goes to them.
 */
import { and, count, desc, eq, exists, inArray, notExists, or } from 'drizzle-orm';
import { fieldErrors } from '../../lib/fieldErrors';
import { type AddressInput, addressSchema } from '../../lib/schemas';
import { MAX_ADDRESSES, MAX_UNUSED_ADDRESSES } from '../config';
import { getDb, type Tx } from '../db/client';
import { type Address, addresses, orders, purchases } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { api } from '../messages';
import { lockShopper } from './shopper-lock';

/** The fields of a stored address that today's rules refuse (none: it can take an order). */
export function addressProblems(
  a: Pick<Address, 'country' | 'firstName' | 'lastName' | 'address' | 'city' | 'state' | 'company' | 'pincode' | 'phone'>,
): string[] {
  const parsed = addressSchema.safeParse(a);
  return parsed.success ? [] : Object.keys(fieldErrors(parsed.error));
}

const withProblems = (a: Address) => ({ ...a, needsCorrection: addressProblems(a) });

/** No order can be sent to an address that fails today's rules (400, `errors.addressId`). */
export function refuseIfNeedsCorrection(a: Parameters<typeof addressProblems>[0]): void {
  if (addressProblems(a).length) throw new HttpError(400, api.addressNeedsCorrection, { addressId: api.addressNeedsCorrection });
}

const mine = (userId: number, id: number) => and(eq(addresses._id, id), eq(addresses.userId, userId), eq(addresses.declaration, true));

/** The address book: the default first, then newest first. */
export async function listAddresses(userId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.declaration, true)))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses._id))
    .limit(MAX_ADDRESSES);
  return rows.map(withProblems);
}

/** Makes no address of the shopper's the default (before another becomes it: one default, by index). */
const clearDefault = (tx: Tx, userId: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

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
    // Only a saved address can be the default: an unsaved one is not in the book.
    const isDefault = input.declaration && input.isDefault;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, isDefault, userId })
      .returning();
    return withProblems(row);
  });
}

/**
 * Edits a saved address. One an order was sent to stays as it was (the order's detail shows where it
 * went) and leaves the book; the edited copy takes its place, default included, under a new id.
 */
export async function updateAddress(userId: number, id: number, input: AddressInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [old] = await tx.select().from(addresses).where(mine(userId, id));
    if (!old) throw notFound(api.addressNotFound);
    const isDefault = input.isDefault || old.isDefault;
    if (isDefault) await clearDefault(tx, userId);
    const values = { ...input, declaration: true, isDefault };
    const [used] = await tx
      .select({ one: addresses._id })
      .from(addresses)
      .where(
        and(
          eq(addresses._id, id),
          or(
            exists(tx.select({ one: orders._id }).from(orders).where(eq(orders.addressId, id))),
            exists(tx.select({ one: purchases._id }).from(purchases).where(eq(purchases.addressId, id))),
          ),
        ),
      );
    if (!used) {
      const [row] = await tx.update(addresses).set(values).where(eq(addresses._id, id)).returning();
      return withProblems(row);
    }
    await tx.update(addresses).set({ declaration: false, isDefault: false }).where(eq(addresses._id, id));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId })
      .returning();
    return withProblems(row);
  });
}

/** Makes a saved address the one checkout preselects (the shopper's previous default no longer is). */
export async function setDefaultAddress(userId: number, id: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [found] = await tx.select({ _id: addresses._id }).from(addresses).where(mine(userId, id));
    if (!found) throw notFound(api.addressNotFound);
    await clearDefault(tx, userId);
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses._id, id)).returning();
    return withProblems(row);
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
