/**
 * Paying online (docs/features.md "Checkout and payment"): the purchase waits for its payment while holding its
 * units; the gateway's order is made once the purchase is stored; a payment is recorded once, from
 * the browser's return (signature checked) or a webhook, in whichever order they come; a hold that
 * runs out, fails or is abandoned is released once; a payment that comes after its units were
 * released takes them again, or is refunded whole. Locks, always in this order: the purchase, its
 * gateway row, its items (fulfilment.ts locks purchases before items too).
 */
import { and, asc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { GATEWAY_REFUND_ATTEMPTS, PAISE_PER_RUPEE, PAY_NOW_MIN_MINUTES, PAYMENT_HOLD_MINUTES, PAYMENT_SWEEP_BATCH } from '../../../lib/constants';
import { storeName } from '../../../lib/messages';
import type { PaymentCallback, PaymentReturn } from '../../../lib/schemas';
import { formatRs } from '../../../lib/money';
import { siteUrl, unpaidHoldLimits } from '../../config';
import { getDb } from '../../db/client';
import { couponUses, gatewayEvents, gatewayPayments, gatewayRefunds, orderColumns, orders, orderStatusHistory, purchases, users } from '../../db/schema';
import type { Tx } from '../../db/types';
import { HttpError, notFound } from '../../errors';
import { log, safeError } from '../../log';
import { isMailable, queueMail } from '../../mail/outbox';
import { api } from '../../messages';
import { giveBackUse, handOverUse, purchasesUsing, reclaimUse } from '../coupons';
import { lockShopper } from '../shopper-lock';
import { giveBack, takeStock } from '../stock';
import { spend } from '../throttle';
import { gatewayConfig, type GatewayConfig } from './config';
import { GatewayError, razorpay } from './razorpay';
import { signatureMatches } from './signatures';

const t = api.gateway;
const HOLD_MS = PAYMENT_HOLD_MINUTES * 60_000;
/** A gateway refund claimed by one process is left to it this long before another may retry it. */
const REFUND_LEASE_MS = 60_000;
/** The first sweep waits this long after the start, for the server to be listening. */
const STARTUP_SWEEP_DELAY_MS = 1_000;

export const toPaise = (rupees: number) => rupees * PAISE_PER_RUPEE;
export const toRupees = (paise: number) => paise / PAISE_PER_RUPEE;

function configured(): GatewayConfig {
  const cfg = gatewayConfig();
  if (!cfg) throw new HttpError(400, t.notOffered, { paymentMethod: t.notOffered });
  return cfg;
}

/**
 * The payment method's settle: the purchase waits for its payment and holds its units until then,
 * within the shopper's unpaid holds (config.ts, unpaidHoldLimits: 409 past them, and the checkout is
 * undone). Counted under the shopper's lock, so two checkouts at once cannot both pass the count.
 */
export async function holdForPayment(tx: Tx, purchase: { id: number; total: number }, now = new Date()): Promise<void> {
  const cfg = configured();
  await tx.insert(gatewayPayments).values({
    purchaseId: purchase.id,
    gateway: cfg.gateway,
    amount: toPaise(purchase.total),
    holdExpiresAt: new Date(now.getTime() + HOLD_MS),
  });
  await refusePastUnpaidHolds(tx, purchase.id);
}

/** 409 when a shopper's purchases waiting for payment (this one among them) pass their caps. */
async function refusePastUnpaidHolds(tx: Tx, purchaseId: number): Promise<void> {
  const [own] = await tx.select({ userId: purchases.userId }).from(purchases).where(eq(purchases._id, purchaseId));
  if (own?.userId == null) return;
  await lockShopper(tx, own.userId);
  const limits = unpaidHoldLimits();
  const waiting = and(eq(purchases.userId, own.userId), eq(gatewayPayments.state, 'holding'));
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(gatewayPayments)
    .innerJoin(purchases, eq(purchases._id, gatewayPayments.purchaseId))
    .where(waiting);
  if (n > limits.purchases) throw new HttpError(409, t.tooManyUnpaid(limits.purchases));
  const [over] = await tx
    .select({ size: orders.size })
    .from(orders)
    .innerJoin(gatewayPayments, eq(gatewayPayments.purchaseId, orders.purchaseId))
    .innerJoin(purchases, eq(purchases._id, orders.purchaseId))
    .where(and(waiting, ne(orders.step, 'cancelled')))
    .groupBy(orders.prodId, orders.size)
    .having(sql`sum(${orders.quantity}) > ${limits.unitsPerSize}`)
    .limit(1);
  if (over) throw new HttpError(409, t.tooManyUnpaidUnits(limits.unitsPerSize, over.size));
}

/**
 * Razorpay's hosted checkout: the form the browser posts to the gateway (field names as Razorpay
 * publishes them; `prefill[...]` fills the gateway's page in). The gateway posts the outcome back to
 * `callback_url`; the shopper's Back at the gateway goes to `cancel_url`.
 */
export interface HostedCheckout {
  url: string;
  fields: Record<string, string>;
}

/** What the browser needs to pay a purchase that waits for its payment. */
export interface PaymentStart {
  gateway: 'razorpay';
  keyId: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  holdExpiresAt: string;
  checkout: HostedCheckout;
}

/** Where the gateway sends the shopper back: the store's callback (a form post), or the purchase's page. */
const CALLBACK_PATH = '/api/payments/{id}/callback';
export const callbackPath = (purchaseId: number) => CALLBACK_PATH.replace('{id}', String(purchaseId));
const callbackPattern = new RegExp(`^${CALLBACK_PATH.replace('{id}', '\\d+')}/?$`);
/** Whether a request's path is a purchase's callback (app.ts lets its form body through). */
export const isCallbackPath = (path: string) => callbackPattern.test(path);
/** The purchase's page; `?payment=` only says what the page checks against the purchase it reads. */
export const orderPagePath = (purchaseId: number, outcome?: string) => (outcome ? `/orders/${purchaseId}?payment=${outcome}` : `/orders/${purchaseId}`);

/** The shopper's name, e-mail and the delivery phone, to fill the gateway's page in (blank ones left out). */
async function prefill(purchaseId: number): Promise<Record<string, string>> {
  const db = await getDb();
  const [s] = await db
    .select({ name: users.name, email: users.email, address: purchases.address })
    .from(purchases)
    .leftJoin(users, eq(users._id, purchases.userId))
    .where(eq(purchases._id, purchaseId));
  const given = { 'prefill[name]': s?.name, 'prefill[email]': s && isMailable(s.email ?? '') ? s.email : '', 'prefill[contact]': s?.address?.phone };
  return Object.fromEntries(Object.entries(given).filter((e): e is [string, string] => Boolean(e[1])));
}

/**
 * The hosted checkout's form for one gateway order. Razorpay needs the return addresses absolute, so
 * SITE_URL must be set with it; without, they are paths on this site (enough for the simulator).
 */
async function hostedCheckout(cfg: GatewayConfig, purchaseId: number, orderId: string, amount: number): Promise<HostedCheckout> {
  const site = siteUrl ?? '';
  return {
    url: cfg.checkoutUrl,
    fields: {
      key_id: cfg.keyId,
      order_id: orderId,
      amount: String(amount),
      name: storeName,
      description: t.checkoutDescription(purchaseId),
      ...(await prefill(purchaseId)),
      callback_url: `${site}${callbackPath(purchaseId)}`,
      cancel_url: `${site}${orderPagePath(purchaseId, 'closed')}`,
    },
  };
}

/**
 * After the checkout has committed: the gateway's order for a purchase awaiting payment (made once; a
 * replayed checkout gets the same one). If the gateway cannot be reached, the hold is released at once
 * and the checkout answers 502: nothing stays ordered that cannot be paid.
 */
export async function startPayment(purchaseId: number): Promise<PaymentStart | null> {
  const db = await getDb();
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId));
  if (row?.state !== 'holding') return null;
  const cfg = configured();
  let orderId = row.gatewayOrderId;
  if (!orderId) {
    try {
      const order = await razorpay.createOrder(cfg, { amount: row.amount, currency: 'INR', receipt: `#${purchaseId}` });
      orderId = order.id;
    } catch (err) {
      log.warn({ err: safeError(err), purchaseId }, 'gateway order not made');
      await releaseHold(purchaseId);
      throw new HttpError(502, t.startFailed);
    }
    // Two twins of one checkout may both have asked: the first order stored is the one paid.
    const [stored] = await db
      .update(gatewayPayments)
      .set({ gatewayOrderId: orderId })
      .where(and(eq(gatewayPayments.purchaseId, purchaseId), isNull(gatewayPayments.gatewayOrderId)))
      .returning({ orderId: gatewayPayments.gatewayOrderId });
    if (!stored) {
      const [again] = await db.select({ orderId: gatewayPayments.gatewayOrderId }).from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId));
      orderId = again?.orderId ?? orderId;
    }
  }
  return {
    gateway: cfg.gateway,
    keyId: cfg.keyId,
    orderId,
    amount: row.amount,
    currency: 'INR',
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    checkout: await hostedCheckout(cfg, purchaseId, orderId, row.amount),
  };
}

/** The shopper, for the e-mails (none for a deleted account). */
async function shopperOf(tx: Tx, purchaseId: number) {
  const [s] = await tx
    .select({ name: users.name, email: users.email })
    .from(purchases)
    .innerJoin(users, eq(users._id, purchases.userId))
    .where(eq(purchases._id, purchaseId));
  return s && isMailable(s.email) ? s : undefined;
}

async function tell(tx: Tx, purchaseId: number, headline: string, detail: string) {
  const s = await shopperOf(tx, purchaseId);
  if (s) await queueMail(tx, { kind: 'order-status', to: s.email, name: s.name, orderRef: `#${purchaseId}`, headline, detail });
}

/** The order-placed e-mail, sent once the purchase is paid (not while it waits). */
async function tellPlaced(tx: Tx, purchaseId: number, methodLabel: string) {
  const s = await shopperOf(tx, purchaseId);
  if (!s) return;
  const [p] = await tx.select().from(purchases).where(eq(purchases._id, purchaseId));
  if (!p?.address) return;
  const items = await tx.select(orderColumns).from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(asc(orders._id));
  await queueMail(tx, {
    kind: 'order-placed',
    to: s.email,
    name: s.name,
    purchase: {
      id: purchaseId,
      items: items.map((i) => ({ name: i.name, size: i.size, quantity: i.quantity, price: i.price })),
      subtotal: p.subtotal,
      shipping: p.shipping,
      discount: p.discount,
      total: p.total,
      paymentMethod: methodLabel,
      address: p.address,
    },
  });
}

async function lockPurchase(tx: Tx, purchaseId: number) {
  await tx.select({ _id: purchases._id }).from(purchases).where(eq(purchases._id, purchaseId)).for('update');
  const [row] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId)).for('update');
  return row;
}

/** A refund through the gateway, recorded now and made by `processRefunds` (its receipt is its idempotency key). */
async function queueRefund(
  tx: Tx,
  r: { purchaseId: number; paymentId: string; amount: number; reason: typeof gatewayRefunds.$inferInsert.reason; receipt?: string },
) {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(gatewayRefunds).where(eq(gatewayRefunds.purchaseId, r.purchaseId));
  const receipt = r.receipt ?? `rf_${r.purchaseId}_${n + 1}`;
  const added = await tx
    .insert(gatewayRefunds)
    .values({ purchaseId: r.purchaseId, paymentId: r.paymentId, receipt, amount: r.amount, reason: r.reason })
    .onConflictDoNothing()
    .returning({ _id: gatewayRefunds._id });
  return added.length > 0;
}

/**
 * Releases a hold once: the units go back to stock, the items are cancelled by the store and the
 * purchase says its payment failed. False when it was not holding (paid, or released already).
 */
async function releaseInTx(tx: Tx, purchaseId: number, now: Date): Promise<boolean> {
  const row = await lockPurchase(tx, purchaseId);
  if (row?.state !== 'holding') return false;
  await tx.update(gatewayPayments).set({ state: 'released', releasedAt: now }).where(eq(gatewayPayments.purchaseId, purchaseId));
  const items = await tx.select(orderColumns).from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(asc(orders._id)).for('update');
  for (const item of items) {
    if (item.step === 'cancelled') continue;
    if (item.prodId !== null && !item.restocked) await giveBack(tx, item.prodId, item.size, item.quantity);
    await tx
      .update(orders)
      .set({ step: 'cancelled', status: 'Rejected', restocked: true, cancelReason: t.releaseNote, cancelledBy: 'system' })
      .where(eq(orders._id, item._id));
    await tx.insert(orderStatusHistory).values({
      orderId: item._id,
      status: 'Rejected',
      adminName: '',
      adminEmail: '',
      fromStep: item.step,
      step: 'cancelled',
      actor: 'system',
      note: t.releaseNote,
    });
  }
  await tx.update(purchases).set({ paymentStatus: 'payment_failed' }).where(eq(purchases._id, purchaseId));
  await tell(tx, purchaseId, t.mail.releasedHeadline, t.mail.releasedDetail);
  return true;
}

export async function releaseHold(purchaseId: number, now = new Date()): Promise<boolean> {
  const db = await getDb();
  return db.transaction((tx) => releaseInTx(tx, purchaseId, now));
}

/**
 * A checkout with `code` by a shopper whose released purchase still reserves a use of it (Close, then
 * checking out again): that use passes to the new checkout, so the shopper is not refused their own
 * code; the released purchase's late payment then must find room again (reclaimUse), or is refunded.
 * Called before the checkout takes stock: the purchase is locked first, as a payment locks it.
 * Answers how many uses were handed over (for claimCoupon).
 */
export async function takeOverReservedUses(tx: Tx, userId: number, code: string): Promise<number> {
  let handed = 0;
  for (const purchaseId of await purchasesUsing(tx, userId, code)) {
    const row = await lockPurchase(tx, purchaseId);
    if (row?.state === 'released') handed += await handOverUse(tx, purchaseId);
  }
  return handed;
}

/** Takes again the units a release gave back; false (nothing changed) when any is gone. */
async function retake(tx: Tx, purchaseId: number): Promise<boolean> {
  const items = await tx.select(orderColumns).from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(asc(orders._id)).for('update');
  const released = items.filter((i) => i.step === 'cancelled' && i.cancelledBy === 'system' && i.cancelReason === t.releaseNote);
  // Nothing the release took (the shopper cancelled first), or a product since deleted: refunded instead.
  if (released.length === 0 || released.some((i) => i.prodId === null)) return false;
  const short = await takeStock(
    tx,
    released.map((i) => ({ key: String(i._id), prodId: i.prodId as number, size: i.size, quantity: i.quantity })),
  );
  if (Object.keys(short).length) return false;
  for (const item of released) {
    await tx.update(orders).set({ step: 'placed', status: 'pending', restocked: false, cancelReason: null, cancelledBy: null }).where(eq(orders._id, item._id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: item._id, status: 'pending', adminName: '', adminEmail: '', fromStep: 'cancelled', step: 'placed', actor: 'system', note: t.paid });
  }
  return true;
}

/** Raised inside a savepoint to undo what it did. */
class Undo extends Error {}

/**
 * For a payment after a release: the units the release gave back and the coupon's use (given back
 * when the hold's time ran out) taken again, both or neither. Answers what stood in the way, if anything:
 * the units (gone meanwhile) or the coupon (its total or per-shopper limit reached meanwhile). A late
 * payment past a coupon's limit is refunded whole rather than honoured: the shopper paid the price with
 * the discount, which the store no longer gives, and charging the difference after the fact is not
 * possible; the refund and its e-mail say so, and the shopper may order again.
 */
async function retakeAll(tx: Tx, purchaseId: number): Promise<'units' | 'coupon' | null> {
  try {
    return await tx.transaction(async (sp) => {
      if (!(await retake(sp, purchaseId))) return 'units';
      const [p] = await sp
        .select({ _id: purchases._id, userId: purchases.userId, couponId: purchases.couponId, couponDiscount: purchases.couponDiscount })
        .from(purchases)
        .where(eq(purchases._id, purchaseId));
      if (!p || (await reclaimUse(sp, p))) return null;
      throw new Undo();
    });
  } catch (err) {
    if (err instanceof Undo) return 'coupon';
    throw err;
  }
}

export type Recorded = { purchaseId: number; state: 'paid' | 'refunded' };

/**
 * Records that `paymentId` paid the gateway order `orderId`, once, whatever came first. A hold still
 * on becomes paid; one released already takes its units again or, when they are gone, is refunded
 * whole (and the shopper told); a second payment of a paid order is refunded.
 */
async function recordInTx(tx: Tx, orderId: string, paymentId: string): Promise<Recorded> {
  const [found] = await tx.select({ purchaseId: gatewayPayments.purchaseId }).from(gatewayPayments).where(eq(gatewayPayments.gatewayOrderId, orderId));
  if (!found) throw notFound(t.unknownOrder);
  const purchaseId = found.purchaseId;
  const row = await lockPurchase(tx, purchaseId);
  if (!row) throw notFound(t.unknownOrder);
  if (row.state === 'paid' || row.state === 'refunded') {
    if (row.paymentId !== paymentId)
      await queueRefund(tx, { purchaseId, paymentId, amount: row.amount, reason: 'duplicate_payment', receipt: `dup_${paymentId}` });
    return { purchaseId, state: row.state };
  }
  const now = new Date();
  const missing = row.state === 'released' ? await retakeAll(tx, purchaseId) : null;
  if (missing) {
    await tx.update(gatewayPayments).set({ state: 'refunded', paymentId, paidAt: now }).where(eq(gatewayPayments.purchaseId, purchaseId));
    await tx.update(purchases).set({ paymentStatus: 'refunded' }).where(eq(purchases._id, purchaseId));
    // Nothing of it can be paid for any more: a use it still reserved goes back now.
    await giveBackUse(tx, purchaseId);
    await queueRefund(tx, { purchaseId, paymentId, amount: row.amount, reason: 'late_payment' });
    const headline = missing === 'coupon' ? t.mail.lateCouponRefundHeadline : t.mail.lateRefundHeadline;
    await tell(tx, purchaseId, headline, t.mail.lateRefundDetail(formatRs(toRupees(row.amount))));
    return { purchaseId, state: 'refunded' };
  }
  await tx.update(gatewayPayments).set({ state: 'paid', paymentId, paidAt: now }).where(eq(gatewayPayments.purchaseId, purchaseId));
  await tx.update(purchases).set({ paymentStatus: 'paid' }).where(eq(purchases._id, purchaseId));
  await tellPlaced(tx, purchaseId, api.payment.online.label);
  // Items cancelled while it waited: the gateway's order kept its amount, so the difference goes back
  // now. After a release and a retake too: the retake brings back only what the release took, so an
  // item cancelled before the release stays out of the total, and its part of the payment goes back.
  await refundWhatIsNoLongerBought(tx, purchaseId, paymentId, row.amount);
  return { purchaseId, state: 'paid' };
}

export async function recordPayment(orderId: string, paymentId: string): Promise<Recorded> {
  const db = await getDb();
  return db.transaction((tx) => recordInTx(tx, orderId, paymentId));
}

/**
 * A signed return from the gateway's checkout, recorded: the signature is checked before anything is
 * read or changed (400 when wrong), then the gateway order must be one of the purchases `whose` picks.
 */
async function recordReturn(r: PaymentReturn, whose: SQL) {
  // Without a gateway no purchase can be waiting for one of its payments.
  const cfg = gatewayConfig();
  if (!cfg) throw notFound(t.unknownOrder);
  if (!signatureMatches(cfg.keySecret, `${r.razorpay_order_id}|${r.razorpay_payment_id}`, r.razorpay_signature)) {
    throw new HttpError(400, t.badSignature, { razorpay_signature: t.badSignature });
  }
  const db = await getDb();
  const [own] = await db
    .select({ purchaseId: gatewayPayments.purchaseId })
    .from(gatewayPayments)
    .innerJoin(purchases, eq(purchases._id, gatewayPayments.purchaseId))
    .where(and(eq(gatewayPayments.gatewayOrderId, r.razorpay_order_id), whose));
  if (!own) throw notFound(t.unknownOrder);
  return recordPayment(r.razorpay_order_id, r.razorpay_payment_id);
}

/** POST /payments/verify: the browser's return handed over by script; the purchase must be the shopper's. */
export const verifyReturn = (userId: number, r: PaymentReturn) => recordReturn(r, eq(purchases.userId, userId));

/** What a signed success recorded, as the purchase's page is told after the gateway's callback. */
export type CallbackOutcome = Recorded['state'];

/** The gateway order a failure's `error[metadata]` names (JSON, as Razorpay sends it), if any. */
function failedOrderId(metadata: string | undefined): string | undefined {
  try {
    const parsed: unknown = JSON.parse(metadata ?? '');
    const orderId = parsed && typeof parsed === 'object' ? (parsed as { order_id?: unknown }).order_id : undefined;
    return typeof orderId === 'string' ? orderId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A failed attempt, as the gateway's callback reports it: the browser's word is not taken (anyone can
 * post this form). Only a failure of the purchase's own gateway order, while it holds, within the
 * purchase's budget, makes the store ask the gateway what became of it: a capture is recorded, a
 * failure confirmed there releases the hold (as its payment.failed webhook does), anything else
 * changes nothing and the hold waits (for another attempt, the webhook or the sweep).
 */
async function failedReturn(purchaseId: number, form: PaymentCallback): Promise<void> {
  const cfg = gatewayConfig();
  const db = await getDb();
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId));
  if (!cfg || !row?.gatewayOrderId) throw notFound(t.unknownOrder);
  if (row.state !== 'holding') return;
  if (failedOrderId(form['error[metadata]']) !== row.gatewayOrderId) throw new HttpError(400, t.unknownOrder);
  await spend('paymentCallbackPurchase', String(purchaseId));
  let attempts: Awaited<ReturnType<typeof razorpay.orderPayments>>;
  try {
    attempts = await razorpay.orderPayments(cfg, row.gatewayOrderId);
  } catch (err) {
    log.warn({ err: safeError(err), purchaseId }, 'gateway not asked about a failed return');
    return;
  }
  const captured = attempts.find((p) => p.status === 'captured');
  if (captured) await recordPayment(row.gatewayOrderId, captured.id);
  // An authorised payment is still on its way to a capture: not a failure.
  else if (attempts.some((p) => p.status === 'failed') && !attempts.some((p) => p.status === 'authorized')) await releaseHold(purchaseId);
}

/**
 * POST /payments/{purchaseId}/callback: the gateway's hosted checkout posts its outcome here as a form
 * (no sign-in: the browser comes from the gateway's site). Safe without a CSRF token: a success is
 * recorded only with the key secret's signature, for this purchase's order; a failure only makes the
 * store ask the gateway. Answers what a signed success recorded; anything else (a failure, a bad
 * signature, an unknown purchase, a client or purchase over its budget) is logged and answers nothing,
 * so the browser is sent to the plain purchase's page: the caller learns nothing of the payment, and
 * the webhook or the sweep settles it.
 */
export async function callbackReturn(purchaseId: number, form: PaymentCallback, client: string): Promise<CallbackOutcome | undefined> {
  try {
    await spend('paymentCallback', client);
    if (form.razorpay_payment_id || form.razorpay_signature) {
      const r = {
        razorpay_order_id: form.razorpay_order_id ?? '',
        razorpay_payment_id: form.razorpay_payment_id ?? '',
        razorpay_signature: form.razorpay_signature ?? '',
      };
      return (await recordReturn(r, eq(gatewayPayments.purchaseId, purchaseId))).state;
    }
    if (!form['error[code]']) throw new HttpError(400, t.badSignature);
    await failedReturn(purchaseId, form);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    log.warn({ purchaseId, status: err.status, msg: err.message }, 'payment callback changed nothing');
  }
  return undefined;
}

/** POST /payments/{purchaseId}/abandon: the shopper closed the checkout or it failed: the hold is released now. */
export async function abandon(userId: number, purchaseId: number) {
  const db = await getDb();
  const [own] = await db
    .select({ state: gatewayPayments.state })
    .from(gatewayPayments)
    .innerJoin(purchases, eq(purchases._id, gatewayPayments.purchaseId))
    .where(and(eq(gatewayPayments.purchaseId, purchaseId), eq(purchases.userId, userId)));
  if (!own) throw notFound(api.purchaseNotFound);
  if (own.state !== 'holding') throw new HttpError(409, t.notAwaiting);
  await releaseHold(purchaseId);
}

/**
 * POST /payments/{purchaseId}/resume: 'Pay now' on a purchase still waiting for its payment (the shopper
 * closed the gateway's tab or lost it): the checkout of the same gateway order again, while the hold
 * lasts. Someone else's purchase, or one not paid online, is a 404; paid, released, past its time or
 * with less than PAY_NOW_MIN_MINUTES of it left, 409.
 */
export async function resume(userId: number, purchaseId: number, now = new Date()): Promise<PaymentStart> {
  const db = await getDb();
  const [own] = await db
    .select({ state: gatewayPayments.state, expires: gatewayPayments.holdExpiresAt })
    .from(gatewayPayments)
    .innerJoin(purchases, eq(purchases._id, gatewayPayments.purchaseId))
    .where(and(eq(gatewayPayments.purchaseId, purchaseId), eq(purchases.userId, userId)));
  if (!own) throw notFound(api.purchaseNotFound);
  if (own.state === 'paid') throw new HttpError(409, t.alreadyPaid);
  if (own.state !== 'holding') throw new HttpError(409, t.notAwaiting);
  // Past its time the sweeper releases it (after asking the gateway): no new attempt meanwhile.
  if (own.expires <= now) throw new HttpError(409, t.holdOver);
  // Nearly past it: a payment started now could land after the release and come back as a refund.
  if (own.expires.getTime() - now.getTime() < PAY_NOW_MIN_MINUTES * 60_000) throw new HttpError(409, t.tooLateToPay);
  const start = await startPayment(purchaseId);
  if (!start) throw new HttpError(409, t.notAwaiting);
  return start;
}

const webhookEntity = <T>(body: unknown, path: string[]): T | undefined => {
  let v: unknown = body;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v as T | undefined;
};

/**
 * POST /payments/webhook: the raw body's HMAC with the webhook secret must match X-Razorpay-Signature
 * (400 otherwise, nothing read). Each event id is applied once, in the same transaction as its effect,
 * so a replay (or two deliveries at once) changes nothing; any order of events ends the same way.
 */
export async function applyWebhook(raw: string, signature: string | undefined, eventId: string | undefined): Promise<'applied' | 'duplicate'> {
  const cfg = gatewayConfig();
  if (!cfg || !signatureMatches(cfg.webhookSecret, raw, signature)) throw new HttpError(400, t.badWebhook);
  let body: { event?: string };
  try {
    body = JSON.parse(raw);
  } catch {
    throw new HttpError(400, api.badJson);
  }
  const event = typeof body.event === 'string' ? body.event : '';
  // Razorpay sends the id in a header; a body signed without one is keyed by its own hash.
  const id = eventId || `body:${signature}`;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const fresh = await tx.insert(gatewayEvents).values({ eventId: id, event }).onConflictDoNothing().returning({ id: gatewayEvents.eventId });
    if (fresh.length === 0) return 'duplicate';
    const payment = webhookEntity<{ id?: string; order_id?: string }>(body, ['payload', 'payment', 'entity']);
    const refund = webhookEntity<{ id?: string; receipt?: string | null }>(body, ['payload', 'refund', 'entity']);
    if ((event === 'payment.captured' || event === 'order.paid') && payment?.id && payment.order_id) {
      const [ours] = await tx.select({ p: gatewayPayments.purchaseId }).from(gatewayPayments).where(eq(gatewayPayments.gatewayOrderId, payment.order_id));
      if (ours) await recordInTx(tx, payment.order_id, payment.id);
    } else if (event === 'payment.failed' && payment?.order_id) {
      const [ours] = await tx.select({ p: gatewayPayments.purchaseId }).from(gatewayPayments).where(eq(gatewayPayments.gatewayOrderId, payment.order_id));
      if (ours) await releaseInTx(tx, ours.p, new Date());
    } else if (event === 'refund.processed' && refund?.id) {
      await tx
        .update(gatewayRefunds)
        .set({ state: 'processed', gatewayRefundId: refund.id, updatedAt: new Date() })
        .where(or(eq(gatewayRefunds.gatewayRefundId, refund.id), refund.receipt ? eq(gatewayRefunds.receipt, refund.receipt) : sql`false`));
    }
    return 'applied';
  });
}

/**
 * After items of a purchase paid online were cancelled or reinstated (fulfilment.ts, inside its
 * transaction, the purchase locked and its totals priced again): what was paid beyond what is still
 * bought and not yet refunded is refunded through the gateway, and the shopper told; a hold with
 * nothing left ends. A reinstatement is refused (409, the caller's transaction undone) when the money
 * for it is gone: the purchase was never paid (released, or refunded whole), or the purchase would now
 * cost more than the payment less its refunds, that is the item's cancellation was refunded.
 */
export async function afterCancel(tx: Tx, purchaseId: number): Promise<void> {
  const [row] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId));
  if (!row) return;
  const live = await tx
    .select({ _id: orders._id })
    .from(orders)
    .where(and(eq(orders.purchaseId, purchaseId), ne(orders.step, 'cancelled')));
  if (row.state === 'holding') {
    // Cancelled while waiting for its payment: once nothing is left, the hold is over (the units went
    // back with the cancel); a payment that still comes is refunded as a late one.
    if (live.length === 0)
      await tx.update(gatewayPayments).set({ state: 'released', releasedAt: new Date() }).where(eq(gatewayPayments.purchaseId, purchaseId));
    return;
  }
  if (row.state === 'released' || row.state === 'refunded') {
    if (live.length > 0) throw new HttpError(409, t.notPaidCannotReinstate);
    return;
  }
  if (row.state !== 'paid' || !row.paymentId) return;
  const due = await refundWhatIsNoLongerBought(tx, purchaseId, row.paymentId, row.amount);
  if (due < 0) throw new HttpError(409, t.cancellationRefunded);
}

/**
 * Of a payment of `paid` paise, what the purchase no longer costs is refunded: `paid`, less its total now,
 * less what was refunded for cancellations already. A returned item stays in the total (its own refund
 * is the return's), and a duplicate or late payment's refund is another payment's money: neither counts.
 * Answers that difference: below zero, the purchase costs more than the money kept for it.
 */
async function refundWhatIsNoLongerBought(tx: Tx, purchaseId: number, paymentId: string, paid: number): Promise<number> {
  const [p] = await tx.select({ total: purchases.total }).from(purchases).where(eq(purchases._id, purchaseId));
  if (!p) return 0;
  const [{ refunded }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${gatewayRefunds.amount}), 0)::bigint` })
    .from(gatewayRefunds)
    .where(and(eq(gatewayRefunds.purchaseId, purchaseId), eq(gatewayRefunds.reason, 'cancelled'), ne(gatewayRefunds.state, 'failed')));
  const due = paid - toPaise(p.total) - Number(refunded);
  if (due <= 0) return due;
  await queueRefund(tx, { purchaseId, paymentId, amount: due, reason: 'cancelled' });
  await tell(tx, purchaseId, t.mail.refundHeadline(formatRs(toRupees(due))), t.mail.refundDetail);
  return due;
}

/**
 * A returned item of a purchase paid online, refunded the way it was paid (returns.ts, inside its
 * transaction): one gateway refund per return, keyed by it. False when the purchase was not paid online.
 */
export async function refundReturnOnline(tx: Tx, purchaseId: number, returnId: number, rupees: number): Promise<boolean> {
  const [row] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId));
  if (row?.state !== 'paid' || !row.paymentId || rupees <= 0) return false;
  await queueRefund(tx, { purchaseId, paymentId: row.paymentId, amount: toPaise(rupees), reason: 'returned', receipt: `ret_${returnId}` });
  return true;
}

/** Of these purchases, those still waiting for their online payment (fulfilment.ts refuses to move them on). */
export async function awaitingPayment(tx: Tx, purchaseIds: readonly (number | null)[]): Promise<Set<number>> {
  const ids = [...new Set(purchaseIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ _id: purchases._id })
    .from(purchases)
    .where(and(inArray(purchases._id, ids), eq(purchases.paymentStatus, 'awaiting_payment')));
  return new Set(rows.map((r) => r._id));
}

/** Of these purchases, those the shopper may still pay online, and until when (the orders list's Pay now). */
export async function payableUntil(purchaseIds: readonly number[], now = new Date()): Promise<Map<number, string>> {
  if (purchaseIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ purchaseId: gatewayPayments.purchaseId, expires: gatewayPayments.holdExpiresAt })
    .from(gatewayPayments)
    .where(and(inArray(gatewayPayments.purchaseId, [...purchaseIds]), eq(gatewayPayments.state, 'holding')));
  return new Map(rows.filter((r) => r.expires > now).map((r) => [r.purchaseId, r.expires.toISOString()]));
}

/** Makes one pending refund at the gateway, once: a refund with its receipt found there is not made again. */
async function processRefund(cfg: GatewayConfig, id: number, now: Date): Promise<void> {
  const db = await getDb();
  const [claimed] = await db
    .update(gatewayRefunds)
    .set({ attempts: sql`${gatewayRefunds.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(gatewayRefunds._id, id),
        eq(gatewayRefunds.state, 'pending'),
        or(eq(gatewayRefunds.attempts, 0), lte(gatewayRefunds.updatedAt, new Date(now.getTime() - REFUND_LEASE_MS))),
      ),
    )
    .returning();
  if (!claimed) return;
  try {
    const made = (await razorpay.paymentRefunds(cfg, claimed.paymentId)).find((r) => r.receipt === claimed.receipt);
    const refund = made ?? (await razorpay.refund(cfg, claimed.paymentId, { amount: claimed.amount, receipt: claimed.receipt }));
    await db
      .update(gatewayRefunds)
      .set({
        gatewayRefundId: refund.id,
        state: refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending',
        updatedAt: now,
      })
      .where(and(eq(gatewayRefunds._id, id), eq(gatewayRefunds.state, 'pending')));
  } catch (err) {
    log.warn({ err: safeError(err), refund: id }, 'gateway refund failed');
    if (claimed.attempts >= GATEWAY_REFUND_ATTEMPTS && !(err instanceof GatewayError && err.status === undefined)) {
      await db.update(gatewayRefunds).set({ state: 'failed', updatedAt: now }).where(eq(gatewayRefunds._id, id));
    }
  }
}

/**
 * One sweep, safe in several processes at once: every hold past its time is first checked with the
 * gateway (a payment it captured while the store was down is recorded, not lost), else released once;
 * then the pending refunds are made. `now` lets a test move the clock past a hold; `everyHold` (the
 * first sweep after a start) asks the gateway about holds still in their time too, so a capture the
 * store crashed before recording is recorded at once rather than at the hold's end.
 */
export async function sweepPayments(now = new Date(), { everyHold = false } = {}): Promise<{ released: number; recorded: number; refunds: number }> {
  const cfg = gatewayConfig();
  if (!cfg) return { released: 0, recorded: 0, refunds: 0 };
  const db = await getDb();
  const due = await db
    .select({ purchaseId: gatewayPayments.purchaseId, orderId: gatewayPayments.gatewayOrderId, expires: gatewayPayments.holdExpiresAt })
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.state, 'holding'), everyHold ? undefined : lte(gatewayPayments.holdExpiresAt, now)))
    .orderBy(asc(gatewayPayments.holdExpiresAt))
    .limit(PAYMENT_SWEEP_BATCH);
  let released = 0;
  let recorded = 0;
  for (const hold of due) {
    try {
      if (hold.orderId) {
        const captured = (await razorpay.orderPayments(cfg, hold.orderId)).find((p) => p.status === 'captured');
        if (captured) {
          await recordPayment(hold.orderId, captured.id);
          recorded++;
          continue;
        }
      }
      if (hold.expires <= now && (await releaseHold(hold.purchaseId, now))) released++;
    } catch (err) {
      // The gateway cannot say whether it was paid: the hold waits for the next sweep rather than risk
      // releasing units that were paid for.
      log.warn({ err: safeError(err), purchaseId: hold.purchaseId }, 'hold not swept');
    }
  }
  // Released holds past their time: the coupon uses they still reserve go back (a later payment must
  // find room again). Each under its purchase's lock, as a payment takes it.
  const lapsed = await db
    .select({ purchaseId: couponUses.purchaseId })
    .from(couponUses)
    .innerJoin(gatewayPayments, eq(gatewayPayments.purchaseId, couponUses.purchaseId))
    .where(and(eq(gatewayPayments.state, 'released'), lte(gatewayPayments.holdExpiresAt, now)))
    .limit(PAYMENT_SWEEP_BATCH);
  for (const { purchaseId } of lapsed)
    await db.transaction(async (tx) => {
      const row = await lockPurchase(tx, purchaseId);
      if (row?.state === 'released' && row.holdExpiresAt <= now) await giveBackUse(tx, purchaseId);
    });
  const pending = await db
    .select({ _id: gatewayRefunds._id })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.state, 'pending'))
    .orderBy(asc(gatewayRefunds._id))
    .limit(PAYMENT_SWEEP_BATCH);
  for (const r of pending) await processRefund(cfg, r._id, now);
  return { released, recorded, refunds: pending.length };
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/** Starts this process's sweeper (host.ts), when a gateway is configured. */
export function startSweeper(everyMs: number): void {
  if (!gatewayConfig() || timer) return;
  const sweep = (everyHold: boolean) => {
    if (running) return;
    running = sweepPayments(new Date(), { everyHold })
      .catch((err: unknown) => log.warn({ err: safeError(err) }, 'payment sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  // Soon after the start (the server is listening by then: the simulator may be this very process).
  setTimeout(() => sweep(true), STARTUP_SWEEP_DELAY_MS).unref();
  timer = setInterval(() => sweep(false), everyMs);
  timer.unref();
}

export async function stopSweeper(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}

/** A purchase's online payment as shopper and admin read it; null for one paid on delivery. */
export async function paymentOf(purchaseId: number) {
  const db = await getDb();
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId));
  if (!row) return null;
  const refunds = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.purchaseId, purchaseId)).orderBy(asc(gatewayRefunds._id));
  return {
    gateway: row.gateway,
    state: row.state,
    orderId: row.gatewayOrderId,
    paymentId: row.paymentId,
    amount: toRupees(row.amount),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    refunds: refunds.map((r) => ({
      amount: toRupees(r.amount),
      reason: r.reason,
      state: r.state,
      refundId: r.gatewayRefundId,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
