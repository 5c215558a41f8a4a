/**
 * Moving orders between fulfilment steps (src/lib/fulfilment.ts has the steps and the table of allowed
 * moves): an admin's step for one order or many, a shopper's cancel of a purchase or one item, and the
 * API's first statuses mapped onto the steps. Each move, in one transaction: the rows locked (the
 * purchase first, then its orders by id, so concurrent moves cannot deadlock), the stock given back or
 * taken again through stock.ts, the purchase's totals recomputed for what is still bought, the GST
 * invoice (first shipment) or credit note (a cancellation after it), a row of status history, and the
 * shopper's e-mail queued in the outbox.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type Actor,
  canMove,
  type LegacyStatus,
  legacyStatusOf,
  progressOf,
  type Step,
  stepForLegacy,
  stepWords,
  formatDay,
  fulfilmentValidation,
} from '../../lib/fulfilment';
import { withCoupon } from '../../lib/coupons';
import { formatRs, orderTotals } from '../../lib/money';
import { isSold } from '../../lib/revenue';
import type { BulkStepInput, OrderStepInput } from '../../lib/schemas';
import type { OrderStatus } from '../../lib/types';
import { STORE_TIME_ZONE } from '../config';
import { getDb } from '../db/client';
import { admins, orderColumns, orders, orderStatusHistory, purchases, users } from '../db/schema';
import type { Tx } from '../db/types';
import { HttpError, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import { api } from '../messages';
import { afterCancel, awaitingPayment } from './gateway/online';
import { afterMoves as invoiceAfterMoves } from './invoice/issue';
import { paymentMethods } from './payments';
import { purchaseView } from './purchases';
import { withOpenReturn } from './returns';
import { giveBack, takeStock } from './stock';

const t = api.fulfilment;
type Row = Awaited<ReturnType<typeof lockOrders>>[number];

interface Shipment {
  courier: string;
  trackingNumber: string;
  expectedDelivery: string;
}
interface Move {
  to: Step;
  /** The old word to store; by default the one the step shows (legacyStatusOf). */
  legacy?: LegacyStatus;
  /** Why, in words the shopper reads (a cancellation's reason). */
  note?: string | null;
  shipment?: Shipment;
  /** Only from this step (a bulk change never reinstates a cancelled order, which is done one by one). */
  onlyFrom?: Step;
}
interface Who {
  actor: Actor;
  adminId?: number;
}

/** Locks the purchases, in id order, before any of their orders. */
async function lockPurchases(tx: Tx, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (wanted.length === 0) return;
  await tx.select({ _id: purchases._id }).from(purchases).where(inArray(purchases._id, wanted)).orderBy(asc(purchases._id)).for('update');
}

async function lockOrders(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx.select(orderColumns).from(orders).where(inArray(orders._id, ids)).orderBy(asc(orders._id)).for('update');
}

/** The order rows `ids`, locked with their purchases; 404 for one that does not exist. */
async function lockForChange(tx: Tx, ids: readonly number[]): Promise<Row[]> {
  const owners = await tx
    .select({ _id: orders._id, purchaseId: orders.purchaseId })
    .from(orders)
    .where(inArray(orders._id, [...ids]));
  const missing = ids.find((id) => !owners.some((o) => o._id === id));
  if (missing !== undefined) throw notFound(t.unknownOrder(missing));
  await lockPurchases(
    tx,
    owners.map((o) => o.purchaseId),
  );
  return lockOrders(tx, ids);
}

const label = (s: Step) => stepWords.label[s];

/** Why a move the table does not allow is refused, in words an admin or shopper can act on. */
function refusal(row: Row, to: Step): string {
  if (row.step === to) return to === 'cancelled' ? t.alreadyCancelled : t.notAllowed(label(row.step), label(to));
  if (to === 'cancelled' && progressOf(row.step) >= progressOf('shipped')) return t.cancelAfterShipping;
  if (row.step === 'cancelled' && row.cancelledBy === 'shopper') return t.shopperCancelled;
  return t.notAllowed(label(row.step), label(to));
}

/** An admin's copy of name and e-mail for the history (the admin's row exists: requireAdmin checked it). */
async function adminCopy(tx: Tx, who: Who) {
  if (who.actor !== 'admin' || who.adminId === undefined) return { adminId: null, adminName: '', adminEmail: '' };
  const [a] = await tx.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins._id, who.adminId));
  return { adminId: who.adminId, adminName: a?.name ?? '', adminEmail: a?.email ?? '' };
}

/**
 * Moves one locked order, or refuses (409, nothing changed: the caller's transaction is undone).
 * Returns null when there is nothing to do (an old status sent again). Stock follows the step: entering
 * Cancelled gives the units back once (`restocked`), leaving it takes them again as a checkout would.
 */
async function moveOne(tx: Tx, row: Row, move: Move, who: Who, admin: Awaited<ReturnType<typeof adminCopy>>): Promise<Row | null> {
  const to = move.to;
  const legacy = move.legacy ?? legacyStatusOf(to, row.status);
  if (to === row.step) {
    // Only the old API stays at a step (pending -> Delayed); the steps' own routes ask for a move.
    if (move.legacy === undefined) throw new HttpError(409, refusal(row, to));
    if (legacy === row.status) return null;
  } else if (
    (move.onlyFrom && row.step !== move.onlyFrom) ||
    !canMove(row.step, to, who.actor) ||
    (row.step === 'cancelled' && row.cancelledBy === 'shopper')
  ) {
    throw new HttpError(409, refusal(row, to));
  }
  let restocked = row.restocked;
  if (to === 'cancelled' && !row.restocked) {
    if (row.prodId !== null) await giveBack(tx, row.prodId, row.size, row.quantity);
    restocked = true;
  }
  if (row.step === 'cancelled' && to !== 'cancelled' && row.restocked) {
    // A deleted product's units cannot be had again.
    if (row.prodId === null) throw new HttpError(409, api.productGone);
    const short = await takeStock(tx, [{ key: 'order', prodId: row.prodId, size: row.size, quantity: row.quantity }]);
    if (short.order) throw new HttpError(409, short.order);
    restocked = false;
  }
  const cancel =
    to === 'cancelled'
      ? { cancelReason: move.note ?? null, cancelledBy: who.actor }
      : row.step === 'cancelled'
        ? { cancelReason: null, cancelledBy: null }
        : {};
  const [moved] = await tx
    .update(orders)
    .set({ step: to, status: legacy, restocked, ...(to === 'shipped' ? move.shipment : {}), ...cancel })
    .where(eq(orders._id, row._id))
    .returning(orderColumns);
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: row._id, status: legacy, ...admin, fromStep: row.step, step: to, actor: who.actor, note: move.note ?? null });
  return moved;
}

/**
 * What is still bought of a purchase, priced again (docs/features.md "Checkout and payment"): the items not
 * cancelled, the shipping rule on their subtotal, the payment method's discount on them.
 */
async function recomputeTotals(tx: Tx, purchaseId: number) {
  const [p] = await tx
    .select({ paymentMethod: purchases.paymentMethod, subtotal: purchases.subtotal, couponDiscount: purchases.couponDiscount })
    .from(purchases)
    .where(eq(purchases._id, purchaseId));
  if (!p) return;
  const items = await tx.select({ price: orders.price, quantity: orders.quantity, step: orders.step }).from(orders).where(eq(orders.purchaseId, purchaseId));
  // A method no longer offered keeps no discount.
  const discountOf = paymentMethods().find((m) => m.id === p.paymentMethod)?.discount ?? (() => 0);
  // What is still sold: not cancelled, and not an item exchanged (its replacement, a row of the same
  // purchase, is counted instead: src/lib/revenue.ts).
  const plain = orderTotals(
    items.filter((i) => isSold(i.step)),
    discountOf,
  );
  // A coupon's amount shrinks in proportion to what is still bought (its rules are not checked again:
  // the shopper had it when they ordered).
  const off = p.subtotal > 0 ? Math.round((p.couponDiscount * plain.subtotal) / p.subtotal) : 0;
  const totals = withCoupon(plain, off);
  await tx.update(purchases).set(totals).where(eq(purchases._id, purchaseId));
}

/** The shopper's e-mail for the moves of one purchase, in the shopper's words; none for a deleted account. */
async function tellShopper(tx: Tx, purchaseId: number | null, moved: { before: Row; after: Row }[], move: Move) {
  const first = moved[0]?.after;
  if (!first || first.userId === null) return;
  const [shopper] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users._id, first.userId));
  if (!shopper) return;
  const ref = `#${purchaseId ?? first._id}`;
  const lines: string[] = [];
  let headline: string = stepWords.headline[move.to];
  if (move.to === 'cancelled') {
    const items = purchaseId === null ? [] : await tx.select({ step: orders.step }).from(orders).where(eq(orders.purchaseId, purchaseId));
    const whole = items.every((i) => i.step === 'cancelled');
    if (!whole) headline = stepWords.itemsCancelled(moved.map((m) => `${m.after.name} (${m.after.size})`));
    lines.push(first.cancelledBy === 'shopper' ? stepWords.byYou : stepWords.byStore(first.cancelReason));
    if (!whole && purchaseId !== null) {
      const [p] = await tx.select({ total: purchases.total }).from(purchases).where(eq(purchases._id, purchaseId));
      if (p) lines.push(stepWords.remaining(formatRs(p.total)));
    }
  } else if (move.to === 'shipped') {
    for (const { after: o } of moved) if (o.courier && o.trackingNumber) lines.push(`${o.name}: ${stepWords.shipment(o.courier, o.trackingNumber)}.`);
    if (first.expectedDelivery) lines.push(`${stepWords.expected(formatDay(first.expectedDelivery))}.`);
  } else if (move.legacy === 'Delayed') {
    headline = stepWords.delayed;
  }
  await queueMail(tx, {
    kind: 'order-status',
    to: shopper.email,
    name: shopper.name,
    orderRef: ref,
    headline,
    ...(lines.length ? { detail: lines.join('\n') } : {}),
  });
}

/**
 * Moves every locked row in `rows` (all or none), recomputes the purchases whose items entered or left
 * Cancelled, and e-mails each shopper once per purchase.
 */
async function moveAll(tx: Tx, rows: Row[], moveFor: (row: Row) => Move, who: Who, refusedKey?: (row: Row) => string) {
  const admin = await adminCopy(tx, who);
  const refused: Record<string, string> = {};
  const done: { before: Row; after: Row; move: Move }[] = [];
  const unpaid = await awaitingPayment(
    tx,
    rows.map((r) => r.purchaseId),
  );
  const returning = await withOpenReturn(
    tx,
    rows.map((r) => r._id),
  );
  for (const row of rows) {
    try {
      const move = moveFor(row);
      // Nothing is packed or sent before its online payment has come (it may yet be released).
      if (row.purchaseId !== null && unpaid.has(row.purchaseId) && move.to !== 'cancelled') throw new HttpError(409, api.gateway.notPaidYet);
      // An item with an open return or exchange moves only through the Returns section (returns.ts):
      // marked Delivered by hand, its return would stay open with an exchange's size still set aside.
      if (returning.has(row._id)) throw new HttpError(409, t.openReturn);
      const after = await moveOne(tx, row, move, who, admin);
      if (after) done.push({ before: row, after, move });
    } catch (e) {
      if (!(e instanceof HttpError) || !refusedKey) throw e;
      refused[refusedKey(row)] = e.message;
    }
  }
  if (Object.keys(refused).length) throw new HttpError(409, t.bulkRefused, refused);
  const byPurchase = new Map<number | null, typeof done>();
  for (const d of done) byPurchase.set(d.before.purchaseId, [...(byPurchase.get(d.before.purchaseId) ?? []), d]);
  for (const [purchaseId, list] of byPurchase) {
    const touchesCancel = list.some((d) => d.before.step === 'cancelled' || d.after.step === 'cancelled');
    if (purchaseId !== null && touchesCancel) {
      await recomputeTotals(tx, purchaseId);
      // Paid online: what is no longer bought goes back through the gateway.
      await afterCancel(tx, purchaseId);
    }
    // The GST invoice at the first shipment, a credit note for a cancellation after it (services/invoice/).
    if (purchaseId !== null)
      await invoiceAfterMoves(
        tx,
        purchaseId,
        list.map((d) => ({ orderId: d.after._id, from: d.before.step, to: d.after.step })),
      );
    const first = list[0];
    if (first) await tellShopper(tx, purchaseId, list, first.move);
  }
  return done.map((d) => d.after);
}

/** Today in the store's time zone, 'YYYY-MM-DD'. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());

function shipmentOf(input: { courier?: string; expectedDelivery?: string }, trackingNumber: string | undefined): Shipment | undefined {
  if (!input.courier || !input.expectedDelivery || !trackingNumber) return undefined;
  if (input.expectedDelivery < today()) throw new HttpError(400, api.badRequest, { expectedDelivery: fulfilmentValidation.pastDay });
  return { courier: input.courier, trackingNumber, expectedDelivery: input.expectedDelivery };
}

/** PATCH /order/step/{id}: an admin moves one order (shipping with its shipment, cancelling with a reason the shopper reads). */
export async function setStep(adminId: number, id: number, input: OrderStepInput) {
  const shipment = input.step === 'shipped' ? shipmentOf(input, input.trackingNumber) : undefined;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await lockForChange(tx, [id]);
    const [row] = await moveAll(tx, rows, () => ({ to: input.step, note: input.step === 'cancelled' ? (input.reason ?? null) : null, shipment }), {
      actor: 'admin',
      adminId,
    });
    return row;
  });
}

/**
 * POST /order/bulk-step: many orders packed, or shipped with one courier and expected day and a tracking
 * number each; all or none (409 with `errors` keyed `items.N` by the refused ones).
 */
export async function bulkSetStep(adminId: number, input: BulkStepInput) {
  const shipments = new Map(input.items.map((i) => [i.id, input.step === 'shipped' ? shipmentOf(input, i.trackingNumber) : undefined]));
  const index = new Map(input.items.map((i, n) => [i.id, n]));
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await lockForChange(
      tx,
      input.items.map((i) => i.id),
    );
    const onlyFrom = input.step === 'packed' ? 'placed' : 'packed';
    return moveAll(
      tx,
      rows,
      (row) => ({ to: input.step, shipment: shipments.get(row._id), onlyFrom }),
      { actor: 'admin', adminId },
      (row) => `items.${index.get(row._id)}`,
    );
  });
}

/** The shopper's purchase, locked with its items; someone else's is a 404 like an unknown one. */
async function ownPurchase(tx: Tx, userId: number, purchaseId: number) {
  const [p] = await tx
    .select({ _id: purchases._id })
    .from(purchases)
    .where(and(eq(purchases._id, purchaseId), eq(purchases.userId, userId)))
    .for('update');
  if (!p) throw notFound(api.purchaseNotFound);
  return tx.select(orderColumns).from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(asc(orders._id)).for('update');
}

async function purchaseAfter(tx: Tx, purchaseId: number) {
  const [p] = await tx.select().from(purchases).where(eq(purchases._id, purchaseId));
  if (!p) throw notFound(api.purchaseNotFound);
  const items = await tx.select(orderColumns).from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(asc(orders._id));
  return purchaseView(p, items);
}

/**
 * POST /order/purchases/{id}/cancel: the shopper cancels the whole purchase until it ships. Every item
 * not yet cancelled must still be Placed or Packed (409 otherwise: part of it has shipped); a second
 * cancel of the same purchase is a 409 and gives nothing back twice.
 */
export async function cancelPurchase(userId: number, purchaseId: number, reason: string | undefined) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const items = await ownPurchase(tx, userId, purchaseId);
    const live = items.filter((i) => i.step !== 'cancelled');
    if (live.length === 0) throw new HttpError(409, t.alreadyCancelled);
    if (live.some((i) => !canMove(i.step, 'cancelled', 'shopper'))) throw new HttpError(409, items.length > 1 ? t.partlyShipped : t.cancelAfterShipping);
    await moveAll(tx, live, () => ({ to: 'cancelled', note: reason ?? null }), { actor: 'shopper' });
    return purchaseAfter(tx, purchaseId);
  });
}

/** POST /order/cancel/{id}: the shopper cancels one item of a purchase until it ships; the rest is priced again. */
export async function cancelItem(userId: number, orderId: number, reason: string | undefined) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ purchaseId: orders.purchaseId })
      .from(orders)
      .where(and(eq(orders._id, orderId), eq(orders.userId, userId)));
    if (!owner) throw notFound();
    if (owner.purchaseId === null) {
      const rows = await lockOrders(tx, [orderId]);
      await moveAll(tx, rows, () => ({ to: 'cancelled', note: reason ?? null }), { actor: 'shopper' });
      return { purchase: null, name: rows[0]?.name };
    }
    const items = await ownPurchase(tx, userId, owner.purchaseId);
    const rows = items.filter((i) => i._id === orderId);
    await moveAll(tx, rows, () => ({ to: 'cancelled', note: reason ?? null }), { actor: 'shopper' });
    return { purchase: await purchaseAfter(tx, owner.purchaseId), name: rows[0]?.name };
  });
}

/**
 * PATCH /order/update/{id}, the API's first statuses (docs/api.md): 'Rejected' cancels (units back
 * once), 'Delayed' holds the order at Placed, 'Passed' packs it (or leaves it where it is once further
 * along); leaving 'Rejected' takes the units again (409 when they are gone, nothing changed). Sending
 * the status an order has already changes nothing.
 */
export async function updateLegacyStatus(id: number, status: OrderStatus, adminId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await lockForChange(tx, [id]);
    const [moved] = await moveAll(tx, [row], (r) => ({ to: stepForLegacy(status, r.step), legacy: status }), { actor: 'admin', adminId });
    return moved ?? row;
  });
}
