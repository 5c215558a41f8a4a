/**
 * Returns and exchanges (src/lib/returns.ts has the words and rules): the shopper asks
 * for one delivered item back within RETURN_WINDOW_DAYS, for a refund or another size; an admin approves
 * or declines, marks the parcel received and records the refund. Each step, in one transaction: the rows
 * locked (purchase, then order, then return, as services/fulfilment.ts locks them), stock moved through
 * stock.ts (the exchange's size taken at the request; the returned units given back through giveBack
 * unless damaged), the order's step and its status history, and the shopper's e-mail in the outbox.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS, STORE_TIME_ZONE } from '../../lib/constants';
import { type Actor, legacyStatusOf, progressOf, type Step, stepWords } from '../../lib/fulfilment';
import { formatRs } from '../../lib/money';
import { OPEN_RETURN_STATUSES, refundFor, refundMethodsFor, returnDeadline, returnWords as w, type ReturnStatus, withinReturnWindow } from '../../lib/returns';
import type { RefundInput, ReturnListQuery, ReturnReceiveInput, ReturnRequestInput } from '../../lib/schemas';
import { findSize } from '../../lib/stock';
import { getDb } from '../db/client';
import { refundReturnOnline } from './gateway/online';
import { admins, type Order, orderColumns, orders, orderStatusHistory, purchases, refunds, type Return, returns, users } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, notFound } from '../errors';
import { firstPictureJson } from '../pictures/view';
import { withLinePicture } from './order-lines';
import { issueCreditNote } from './invoice/issue';
import { queueMail } from '../mail/outbox';
import { api } from '../messages';
import { offsetOf } from './paging';
import { paymentLabel } from './payments';
import { giveBack, sizesOf, takeStock } from './stock';

const t = api.returns;
type Row = Omit<Order, 'searchText'>;

const dayText = (d: Date) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: STORE_TIME_ZONE }).format(d);

/** When the item reached Delivered (the last time, if it did twice); null when never recorded. */
async function deliveredAt(tx: Tx | Db, orderId: number): Promise<Date | null> {
  const [r] = await tx
    .select({ at: max(orderStatusHistory.createdAt) })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.step, 'delivered')));
  return r?.at ? new Date(r.at) : null;
}

/** Locks the order's purchase, then the order (the order fulfilment.ts takes); null when there is no such order. */
async function lockOrder(tx: Tx, orderId: number, userId?: number): Promise<Row | null> {
  const [owner] = await tx
    .select({ purchaseId: orders.purchaseId })
    .from(orders)
    .where(userId === undefined ? eq(orders._id, orderId) : and(eq(orders._id, orderId), eq(orders.userId, userId)));
  if (!owner) return null;
  if (owner.purchaseId !== null) await tx.select({ _id: purchases._id }).from(purchases).where(eq(purchases._id, owner.purchaseId)).for('update');
  const [row] = await tx.select(orderColumns).from(orders).where(eq(orders._id, orderId)).for('update');
  return row ?? null;
}

/** The return `id` with its order, all locked; 404 when unknown. */
async function lockReturn(tx: Tx, id: number): Promise<{ ret: Return; order: Row }> {
  const [head] = await tx.select({ orderId: returns.orderId }).from(returns).where(eq(returns._id, id));
  if (!head) throw notFound(t.notFound);
  const order = await lockOrder(tx, head.orderId);
  const [ret] = await tx.select().from(returns).where(eq(returns._id, id)).for('update');
  if (!order || !ret) throw notFound(t.notFound);
  return { ret, order };
}

interface Who {
  actor: Actor;
  adminId?: number;
}

/** Moves the order's step (or keeps it, for a step of the return alone) and keeps the change in its history. */
async function record(tx: Tx, order: Row, to: Step, who: Who, note: string) {
  const legacy = legacyStatusOf(to, order.status);
  if (to !== order.step) await tx.update(orders).set({ step: to, status: legacy }).where(eq(orders._id, order._id));
  let admin = { adminId: null as number | null, adminName: '', adminEmail: '' };
  if (who.adminId !== undefined) {
    const [a] = await tx.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins._id, who.adminId));
    admin = { adminId: who.adminId, adminName: a?.name ?? '', adminEmail: a?.email ?? '' };
  }
  await tx.insert(orderStatusHistory).values({ orderId: order._id, status: legacy, ...admin, fromStep: order.step, step: to, actor: who.actor, note });
}

/** The shopper's e-mail for a step of the return; none for a deleted account. */
async function tell(tx: Tx, order: Row, headline: string, detail: string) {
  if (order.userId === null) return;
  const [shopper] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users._id, order.userId));
  if (!shopper) return;
  await queueMail(tx, { kind: 'order-status', to: shopper.email, name: shopper.name, orderRef: `#${order.purchaseId ?? order._id}`, headline, detail });
}

const itemOf = (o: Row) => w.item(o.name, o.size);
const reasonText = (input: { reason: Return['reason']; note: string | null }) =>
  input.note ? `${w.reason[input.reason]} (${input.note})` : w.reason[input.reason];

/**
 * POST /returns: the shopper asks for one delivered item back. Refused: someone else's or an unknown
 * item (404), not delivered, past the window, asked before (409); an exchange to the same size or one
 * the product lacks (400), or to a sold-out size (409: a refund is offered instead). An exchange takes
 * the new size's units now, so they are there when the parcel comes back.
 */
export async function requestReturn(userId: number, input: ReturnRequestInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, userId);
    if (!order) throw notFound(t.orderNotFound);
    const [before] = await tx.select({ _id: returns._id }).from(returns).where(eq(returns.orderId, order._id));
    if (before) throw new HttpError(409, t.twice);
    if (order.step !== 'delivered') {
      const notYet = order.step !== 'cancelled' && progressOf(order.step) < progressOf('delivered');
      throw new HttpError(409, notYet ? t.notDelivered : t.notDeliveredStep(stepWords.label[order.step]));
    }
    const delivered = await deliveredAt(tx, order._id);
    if (!delivered || !withinReturnWindow(delivered))
      throw new HttpError(409, t.windowClosed(RETURN_WINDOW_DAYS, dayText(returnDeadline(delivered ?? order.createdAt))));
    const exchangeSize = input.resolution === 'exchange' ? (input.exchangeSize ?? null) : null;
    if (exchangeSize !== null) {
      if (order.prodId === null) throw new HttpError(409, t.productGone, { exchangeSize: t.productGone });
      const size = findSize(await sizesOf(tx, order.prodId), exchangeSize);
      if (!size) throw new HttpError(400, t.noSuchSize(exchangeSize), { exchangeSize: t.noSuchSize(exchangeSize) });
      if (size.size === order.size) throw new HttpError(400, t.sameSize(order.size), { exchangeSize: t.sameSize(order.size) });
      const short = await takeStock(tx, [{ key: 'exchangeSize', prodId: order.prodId, size: size.size, quantity: order.quantity }]);
      if (short.exchangeSize) throw new HttpError(409, t.soldOut(size.size), { exchangeSize: short.exchangeSize, resolution: w.resolution.refund });
    }
    const [ret] = await tx
      .insert(returns)
      .values({
        orderId: order._id,
        purchaseId: order.purchaseId,
        userId,
        reason: input.reason,
        note: input.note || null,
        resolution: input.resolution,
        exchangeSize,
        reserved: exchangeSize !== null,
      })
      .returning();
    const why = reasonText(ret);
    const detail = exchangeSize ? w.requestedExchange(itemOf(order), exchangeSize, why) : w.requestedRefund(itemOf(order), why);
    await record(tx, order, 'return_requested', { actor: 'shopper' }, detail);
    await tell(tx, order, exchangeSize ? w.headline.exchangeRequested : w.headline.requested, detail);
    return { ret, msg: exchangeSize ? t.exchangeRequested(order.name, exchangeSize) : t.requested(order.name) };
  });
}

const statusWord = (s: ReturnStatus) => w.status[s].toLowerCase();

/** POST /returns/{id}/approve: the store will take it back (the shopper is told to keep it ready). */
export async function approveReturn(adminId: number, id: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { ret, order } = await lockReturn(tx, id);
    if (ret.status !== 'requested') throw new HttpError(409, t.notRequested(statusWord(ret.status)));
    const [after] = await tx.update(returns).set({ status: 'approved', updatedAt: new Date() }).where(eq(returns._id, id)).returning();
    const detail = w.approvedText(itemOf(order));
    await record(tx, order, 'return_requested', { actor: 'admin', adminId }, detail);
    await tell(tx, order, w.headline.approved, detail);
    return after;
  });
}

/** POST /returns/{id}/decline: with the reason the shopper reads; an exchange's set-aside size goes back on sale. */
export async function declineReturn(adminId: number, id: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { ret, order } = await lockReturn(tx, id);
    if (ret.status !== 'requested') throw new HttpError(409, t.notRequested(statusWord(ret.status)));
    if (ret.reserved && ret.exchangeSize !== null && order.prodId !== null) await giveBack(tx, order.prodId, ret.exchangeSize, order.quantity);
    const [after] = await tx
      .update(returns)
      .set({ status: 'declined', declineReason: reason, reserved: false, updatedAt: new Date() })
      .where(eq(returns._id, id))
      .returning();
    const detail = w.declinedText(itemOf(order), reason);
    await record(tx, order, 'delivered', { actor: 'admin', adminId }, detail);
    await tell(tx, order, w.headline.declined, detail);
    return after;
  });
}

/**
 * Why an exchange's replacement cannot be made now, if it cannot: the product was deleted, or its new
 * size removed. The size's units were set aside at the request (`reserved`); one never set aside must be
 * had now, and is taken here (as the request would have).
 */
async function exchangeBlocked(tx: Tx, order: Row, ret: Return, exchangeSize: string): Promise<string | null> {
  if (order.prodId === null) return t.exchangeProductGone;
  const size = findSize(await sizesOf(tx, order.prodId), exchangeSize);
  if (!size) return t.exchangeSizeGone(exchangeSize);
  if (ret.reserved) return null;
  const short = await takeStock(tx, [{ key: 'exchangeSize', prodId: order.prodId, size: size.size, quantity: order.quantity }]);
  return short.exchangeSize ? t.exchangeSizeGone(exchangeSize) : null;
}

/**
 * POST /returns/{id}/receive: the parcel is back. Its units go back on sale through giveBack unless
 * marked damaged. A refund's item is then Returned (the refund follows); an exchange completes: the
 * set-aside size becomes a new order of the same purchase at Placed, packed and shipped like any other.
 * An exchange whose product or new size is gone meanwhile is refused (409, nothing changed) rather than
 * made into an order nobody can ship; received with `refundInstead`, it becomes a refund (the size set
 * aside, if still sold, goes back on sale) and the refund is recorded next, as for any refund.
 */
export async function receiveReturn(adminId: number, id: number, input: ReturnReceiveInput) {
  const { damaged, refundInstead } = input;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await lockReturn(tx, id);
    const { order } = locked;
    let ret = locked.ret;
    if (ret.status !== 'approved') throw new HttpError(409, t.notApproved(statusWord(ret.status)));
    if (ret.resolution === 'exchange' && ret.exchangeSize !== null && refundInstead) {
      if (ret.reserved && order.prodId !== null) await giveBack(tx, order.prodId, ret.exchangeSize, order.quantity);
      [ret] = await tx.update(returns).set({ resolution: 'refund', exchangeSize: null, reserved: false }).where(eq(returns._id, id)).returning();
    }
    const who = { actor: 'admin' as const, adminId };
    if (ret.resolution === 'exchange' && ret.exchangeSize !== null) {
      const blocked = await exchangeBlocked(tx, order, ret, ret.exchangeSize);
      if (blocked) throw new HttpError(409, blocked, { resolution: w.resolution.refund });
      if (!damaged && order.prodId !== null) await giveBack(tx, order.prodId, order.size, order.quantity);
      const {
        _id: _old,
        createdAt: _c,
        step: _s,
        status: _st,
        restocked: _r,
        courier: _co,
        trackingNumber: _tn,
        expectedDelivery: _e,
        cancelReason: _cr,
        cancelledBy: _cb,
        ...copy
      } = order;
      const [replacement] = await tx
        .insert(orders)
        .values({ ...copy, size: ret.exchangeSize, step: 'placed', status: 'pending', restocked: false })
        .returning({ _id: orders._id });
      const [after] = await tx
        .update(returns)
        .set({ status: 'exchanged', damaged, reserved: false, replacementOrderId: replacement._id, updatedAt: new Date() })
        .where(eq(returns._id, id))
        .returning();
      const detail = w.exchangedText(itemOf(order), ret.exchangeSize);
      await record(tx, order, 'exchanged', who, detail);
      await tell(tx, order, w.headline.exchanged, detail);
      return { ret: after, msg: t.exchanged(replacement._id) };
    }
    if (!damaged && order.prodId !== null) await giveBack(tx, order.prodId, order.size, order.quantity);
    const [after] = await tx.update(returns).set({ status: 'received', damaged, updatedAt: new Date() }).where(eq(returns._id, id)).returning();
    const detail = damaged ? w.receivedDamaged(itemOf(order)) : w.receivedText(itemOf(order));
    await record(tx, order, 'returned', who, detail);
    await tell(tx, order, w.headline.received, detail);
    const msg = refundInstead && locked.ret.resolution === 'exchange' ? t.receivedAsRefund : damaged ? t.receivedDamaged : t.received;
    return { ret: after, msg };
  });
}

/**
 * Of these order rows, those with an open return or exchange (requested, approved, or received and not
 * yet refunded): only the Returns section moves them on (fulfilment.ts refuses the console's step).
 */
export async function withOpenReturn(tx: Tx, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await tx
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(and(inArray(returns.orderId, [...orderIds]), inArray(returns.status, [...OPEN_RETURN_STATUSES])));
  return new Set(rows.map((r) => r.orderId));
}

/** What a return refunds: the line's price less its share of the purchase's payment discount. */
async function amountDue(tx: Tx | Db, order: Row): Promise<{ amount: number; paymentMethod: string | null }> {
  if (order.purchaseId === null) return { amount: order.price * order.quantity, paymentMethod: null };
  const [p] = await tx
    .select({ subtotal: purchases.subtotal, discount: purchases.discount, paymentMethod: purchases.paymentMethod })
    .from(purchases)
    .where(eq(purchases._id, order.purchaseId));
  return { amount: p ? refundFor(order, p) : order.price * order.quantity, paymentMethod: p?.paymentMethod ?? null };
}

/**
 * POST /returns/{id}/refund: records the money paid back, once (a second is a 409; the unique index on
 * refunds.return_id is the last word). Cash on delivery is refunded by UPI or bank transfer only.
 */
export async function refundReturn(adminId: number, id: number, input: RefundInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { ret, order } = await lockReturn(tx, id);
    if (ret.status === 'refunded') throw new HttpError(409, t.alreadyRefunded);
    if (ret.resolution === 'exchange') throw new HttpError(409, t.exchangeNoRefund);
    if (ret.status !== 'received') throw new HttpError(409, t.notReceived(statusWord(ret.status)));
    const { amount, paymentMethod } = await amountDue(tx, order);
    if (paymentMethod !== null && !refundMethodsFor(paymentMethod).includes(input.method)) throw new HttpError(400, t.cashRefund, { method: t.cashRefund });
    const [a] = await tx.select({ name: admins.name }).from(admins).where(eq(admins._id, adminId));
    const [refund] = await tx
      .insert(refunds)
      .values({
        returnId: ret._id,
        orderId: order._id,
        purchaseId: order.purchaseId,
        amount,
        method: input.method,
        upiId: input.method === 'upi' ? (input.upiId ?? null) : null,
        accountNumber: input.method === 'bank' ? (input.accountNumber ?? null) : null,
        ifsc: input.method === 'bank' ? (input.ifsc ?? null) : null,
        reference: input.reference,
        adminId,
        adminName: a?.name ?? '',
      })
      .returning();
    // Paid online and refunded the way it came: the gateway pays it back (services/gateway/online.ts).
    if (order.purchaseId !== null && input.method === 'original') await refundReturnOnline(tx, order.purchaseId, ret._id, amount);
    const [after] = await tx.update(returns).set({ status: 'refunded', updatedAt: new Date() }).where(eq(returns._id, id)).returning();
    // An invoiced purchase gets a credit note for the item, in the same transaction (none before invoicing).
    if (order.purchaseId !== null) await issueCreditNote(tx, { purchaseId: order.purchaseId, orderIds: [order._id], cause: 'return' });
    const detail = w.refundedText(formatRs(amount), w.method[input.method], input.reference);
    await record(tx, order, order.step, { actor: 'admin', adminId }, detail);
    await tell(tx, order, w.headline.refunded, detail);
    return { ret: after, refund, msg: t.refunded(formatRs(amount)) };
  });
}

/**
 * The money paid back, in rupees, over refunds recorded in [from, to) (either end open): what the
 * store's revenue subtracts. Purchase totals are never lowered by a return; a refund is its own row.
 */
export async function refundedTotal(db: Db | Tx, range: { from?: Date; to?: Date } = {}): Promise<number> {
  const where: SQL[] = [];
  if (range.from) where.push(gte(refunds.createdAt, range.from));
  if (range.to) where.push(lt(refunds.createdAt, range.to));
  const [r] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(where.length ? and(...where) : undefined);
  return Number(r?.total ?? 0);
}

/** A bank account shown by its last four digits only. */
const masked = (account: string | null) => (account ? `••••${account.slice(-4)}` : null);

type ReturnWithRefund = { ret: typeof returns.$inferSelect; refund: typeof refunds.$inferSelect | null };

/** A return as the shopper and the console's order detail read it (the refund without the account's digits). */
const shownReturn = ({ ret, refund }: ReturnWithRefund) => ({
  _id: ret._id,
  orderId: ret.orderId,
  reason: ret.reason,
  note: ret.note,
  resolution: ret.resolution,
  exchangeSize: ret.exchangeSize,
  status: ret.status,
  declineReason: ret.declineReason,
  replacementOrderId: ret.replacementOrderId,
  createdAt: ret.createdAt.toISOString(),
  updatedAt: ret.updatedAt.toISOString(),
  refund: refund
    ? {
        amount: refund.amount,
        method: refund.method,
        reference: refund.reference,
        upiId: refund.upiId,
        account: masked(refund.accountNumber),
        at: refund.createdAt.toISOString(),
      }
    : null,
});

const withRefund = (db: Db) => db.select({ ret: returns, refund: refunds }).from(returns).leftJoin(refunds, eq(refunds.returnId, returns._id));

/** The returns of a purchase as its shopper reads them. */
export async function returnsOfPurchase(db: Db, purchaseId: number) {
  const rows = await withRefund(db).where(eq(returns.purchaseId, purchaseId)).orderBy(asc(returns._id));
  return rows.map(shownReturn);
}

/** An order's return, if it has one (one per order row), for the console's order detail. */
export async function returnOfOrder(db: Db, orderId: number) {
  const [row] = await withRefund(db).where(eq(returns.orderId, orderId)).limit(1);
  return row ? shownReturn(row) : null;
}

/** GET /returns: the console's list, by status (the open ones when none is given), newest first. */
export async function listReturns(q: ReturnListQuery) {
  const db = await getDb();
  const where = q.status ? eq(returns.status, q.status) : inArray(returns.status, [...OPEN_RETURN_STATUSES]);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ret: returns,
        order: {
          _id: orders._id,
          prodId: orders.prodId,
          name: orders.name,
          image: orders.image,
          size: orders.size,
          quantity: orders.quantity,
          price: orders.price,
          userName: orders.userName,
          userEmail: orders.userEmail,
          purchaseId: orders.purchaseId,
          stored: firstPictureJson('orders'),
        },
        purchase: { subtotal: purchases.subtotal, discount: purchases.discount, paymentMethod: purchases.paymentMethod },
        refund: refunds,
      })
      .from(returns)
      .innerJoin(orders, eq(orders._id, returns.orderId))
      .leftJoin(purchases, eq(purchases._id, returns.purchaseId))
      .leftJoin(refunds, eq(refunds.returnId, returns._id))
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns._id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  const ids = rows.map((r) => r.order._id);
  const times = ids.length
    ? await db
        .select({ orderId: orderStatusHistory.orderId, at: max(orderStatusHistory.createdAt) })
        .from(orderStatusHistory)
        .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.step, 'delivered')))
        .groupBy(orderStatusHistory.orderId)
    : [];
  const delivered = new Map(times.map((r) => [r.orderId, r.at ? new Date(r.at) : null]));
  return {
    data: rows.map(({ ret, order, purchase, refund }) => ({
      ...ret,
      createdAt: ret.createdAt.toISOString(),
      updatedAt: ret.updatedAt.toISOString(),
      order: withLinePicture(order),
      deliveredAt: delivered.get(order._id)?.toISOString() ?? null,
      paymentMethod: purchase?.paymentMethod ?? null,
      paymentLabel: purchase ? paymentLabel(purchase.paymentMethod) : null,
      refundDue: purchase ? refundFor(order, purchase) : order.price * order.quantity,
      refundMethods: [...refundMethodsFor(purchase?.paymentMethod ?? '')],
      refund: refund ? { ...refund, createdAt: refund.createdAt.toISOString() } : null,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
