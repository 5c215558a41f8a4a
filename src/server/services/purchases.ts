/**
 * A shopper's purchases (docs/features.md "Checkout and payment"): each checkout with its items (the `orders`
 * rows that name it), the address as it was, the payment method and the summary stored when it was
 * placed. Its status follows its items', which admins set one by one.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { purchaseStep } from '../../lib/fulfilment';
import { purchaseStatus } from '../../lib/purchase';
import { api } from '../messages';
import { getDb } from '../db/client';
import { type Order, orders, orderStatusHistory, type Purchase, purchases } from '../db/schema';
import { notFound } from '../errors';
import { orderLineColumns, withLinePicture } from './order-lines';
import { offsetOf } from './paging';
import { payableUntil, paymentOf } from './gateway/online';
import { paymentLabel } from './payments';
import { returnsOfPurchase } from './returns';

type Item = Omit<Order, 'searchText'>;
/** An item as the shopper's reads answer it: with its product's first ready picture (order-lines.ts). */
type Line = ReturnType<typeof withLinePicture<Item & { stored: null }>>;

/** A purchase as the API answers it (the shopper's reads give items with their pictures, writes the plain rows). */
export function purchaseView<I extends Item>(
  { userId: _userId, addressId: _addressId, couponId: _couponId, couponCode, couponDiscount, ...p }: Purchase,
  items: I[],
) {
  return {
    ...p,
    coupon: couponCode ? { code: couponCode, off: couponDiscount } : null,
    paymentLabel: paymentLabel(p.paymentMethod),
    status: purchaseStatus(items.map((i) => i.status)),
    step: purchaseStep(items.map((i) => i.step)),
    items,
  };
}

async function itemsOf(ids: number[]): Promise<Map<number, Line[]>> {
  const byPurchase = new Map<number, Line[]>();
  if (ids.length === 0) return byPurchase;
  const db = await getDb();
  const rows = (await db.select(orderLineColumns).from(orders).where(inArray(orders.purchaseId, ids)).orderBy(asc(orders._id))).map(withLinePicture);
  for (const row of rows) {
    // Never null here: the rows were chosen by their purchaseId.
    if (row.purchaseId === null) continue;
    const list = byPurchase.get(row.purchaseId) ?? [];
    list.push(row);
    byPurchase.set(row.purchaseId, list);
  }
  return byPurchase;
}

/** GET /order/purchases: the shopper's purchases, newest first, each with its items. */
export async function listPurchases(userId: number, page: number, limit: number) {
  const db = await getDb();
  const where = eq(purchases.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(purchases).where(where).orderBy(desc(purchases.createdAt), desc(purchases._id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(purchases).where(where),
  ]);
  const awaiting = rows.filter((r) => r.paymentStatus === 'awaiting_payment').map((r) => r._id);
  const [items, payable] = await Promise.all([itemsOf(rows.map((r) => r._id)), payableUntil(awaiting)]);
  return { data: rows.map((r) => ({ ...purchaseView(r, items.get(r._id) ?? []), payUntil: payable.get(r._id) ?? null })), total, page, limit };
}

/** Its items' step changes, oldest first, as the shopper may read them (no admin's name). */
async function stepChanges(items: Item[]) {
  if (items.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      orderId: orderStatusHistory.orderId,
      fromStep: orderStatusHistory.fromStep,
      step: orderStatusHistory.step,
      at: orderStatusHistory.createdAt,
      actor: orderStatusHistory.actor,
      note: orderStatusHistory.note,
    })
    .from(orderStatusHistory)
    .where(
      inArray(
        orderStatusHistory.orderId,
        items.map((i) => i._id),
      ),
    )
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory._id));
  return rows.map(({ actor, ...r }) => ({ ...r, byShopper: actor === 'shopper' }));
}

/** GET /order/purchases/{id}: one of the shopper's purchases with its step changes; someone else's is a 404 like an unknown one. */
export async function getPurchase(userId: number, id: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases._id, id), eq(purchases.userId, userId)));
  if (!row) throw notFound(api.purchaseNotFound);
  const items = (await itemsOf([id])).get(id) ?? [];
  const payable = await payableUntil(row.paymentStatus === 'awaiting_payment' ? [id] : []);
  return {
    ...purchaseView(row, items),
    payUntil: payable.get(id) ?? null,
    history: await stepChanges(items),
    returns: await returnsOfPurchase(db, id),
    payment: await paymentOf(id),
  };
}
