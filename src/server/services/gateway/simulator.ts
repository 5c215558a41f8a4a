/**
 * The gateway's local stand-in (PAYMENT_SIMULATOR=1): Razorpay's orders, payments and refunds with the
 * same shapes, kept in the database so every worker of the store answers for one gateway, and its
 * webhooks signed as Razorpay signs them. routes/simulator.ts serves it over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { gatewaySimOrders, gatewaySimPayments, gatewaySimRefunds } from '../../db/schema';
import { log, safeError } from '../../log';
import { gatewayConfig, simulatorWebhookUrl } from './config';
import { hmacHex, paymentSignature } from './signatures';

/** Razorpay's ids: a prefix and 14 characters. */
const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').slice(0, 14)}`;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

type Order = typeof gatewaySimOrders.$inferSelect;
type Payment = typeof gatewaySimPayments.$inferSelect;
type Refund = typeof gatewaySimRefunds.$inferSelect;

export const orderJson = (o: Order, paid = 0) => ({
  id: o.id,
  entity: 'order',
  amount: o.amount,
  amount_paid: paid,
  amount_due: o.amount - paid,
  currency: o.currency,
  receipt: o.receipt,
  status: o.status,
  created_at: unix(o.createdAt),
});
export const paymentJson = (p: Payment) => ({
  id: p.id,
  entity: 'payment',
  amount: p.amount,
  currency: 'INR',
  status: p.status,
  order_id: p.orderId,
  method: p.method,
  captured: p.status === 'captured',
  created_at: unix(p.createdAt),
});
export const refundJson = (r: Refund) => ({
  id: r.id,
  entity: 'refund',
  amount: r.amount,
  currency: 'INR',
  payment_id: r.paymentId,
  receipt: r.receipt,
  status: r.status,
  created_at: unix(r.createdAt),
});

export async function createOrder(o: { amount: number; currency: string; receipt: string | null }) {
  const db = await getDb();
  const [order] = await db
    .insert(gatewaySimOrders)
    .values({ id: newId('order'), ...o })
    .returning();
  return orderJson(order);
}

export async function findOrder(id: string) {
  const db = await getDb();
  const [order] = await db.select().from(gatewaySimOrders).where(eq(gatewaySimOrders.id, id));
  return order;
}

export async function paymentsOf(orderId: string) {
  const db = await getDb();
  return (await db.select().from(gatewaySimPayments).where(eq(gatewaySimPayments.orderId, orderId)).orderBy(asc(gatewaySimPayments.createdAt))).map(
    paymentJson,
  );
}

export async function findPayment(id: string) {
  const db = await getDb();
  const [p] = await db.select().from(gatewaySimPayments).where(eq(gatewaySimPayments.id, id));
  return p;
}

export async function refundsOf(paymentId: string) {
  const db = await getDb();
  return (await db.select().from(gatewaySimRefunds).where(eq(gatewaySimRefunds.paymentId, paymentId)).orderBy(asc(gatewaySimRefunds.createdAt))).map(
    refundJson,
  );
}

/** A refund of a captured payment; one with a receipt already used for this payment is answered again, not made twice. */
export async function refund(
  paymentId: string,
  r: { amount?: number; receipt?: string | null },
): Promise<ReturnType<typeof refundJson> | 'not-found' | 'too-much'> {
  const db = await getDb();
  const made = await db.transaction(async (tx) => {
    const [p] = await tx.select().from(gatewaySimPayments).where(eq(gatewaySimPayments.id, paymentId)).for('update');
    if (p?.status !== 'captured') return 'not-found' as const;
    const before = await tx.select().from(gatewaySimRefunds).where(eq(gatewaySimRefunds.paymentId, paymentId));
    const same = r.receipt ? before.find((x) => x.receipt === r.receipt) : undefined;
    if (same) return { refund: same, fresh: false };
    const left = p.amount - before.reduce((sum, x) => sum + x.amount, 0);
    const amount = r.amount ?? left;
    if (amount <= 0 || amount > left) return 'too-much' as const;
    const [made] = await tx
      .insert(gatewaySimRefunds)
      .values({ id: newId('rfnd'), paymentId, amount, receipt: r.receipt ?? null })
      .returning();
    return { refund: made, fresh: true };
  });
  if (typeof made === 'string') return made;
  const json = refundJson(made.refund);
  if (made.fresh) await sendWebhook('refund.processed', { refund: { entity: json } });
  return json;
}

export type Outcome = 'succeed' | 'fail';

/** The checkout page's buttons: a payment captured (or failed) for the order, and its webhooks sent. */
export async function pay(orderId: string, outcome: Outcome, method: string) {
  const db = await getDb();
  const order = await findOrder(orderId);
  if (!order) return undefined;
  const [payment] = await db
    .insert(gatewaySimPayments)
    .values({ id: newId('pay'), orderId, amount: order.amount, status: outcome === 'succeed' ? 'captured' : 'failed', method })
    .returning();
  const entity = paymentJson(payment);
  if (outcome === 'succeed') {
    await db.update(gatewaySimOrders).set({ status: 'paid' }).where(eq(gatewaySimOrders.id, orderId));
    await sendWebhook('payment.captured', { payment: { entity } });
    await sendWebhook('order.paid', { payment: { entity }, order: { entity: orderJson({ ...order, status: 'paid' }, order.amount) } });
  } else {
    await db
      .update(gatewaySimOrders)
      .set({ status: sql`case when ${gatewaySimOrders.status} = 'paid' then 'paid' else 'attempted' end` })
      .where(eq(gatewaySimOrders.id, orderId));
    await sendWebhook('payment.failed', { payment: { entity } });
  }
  const cfg = gatewayConfig();
  return { payment: entity, signature: cfg ? paymentSignature(cfg.keySecret, orderId, payment.id) : '' };
}

/** How long the simulator waits for the store to take a webhook. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Delivers one event as Razorpay does: the JSON body signed with the webhook secret (X-Razorpay-Signature)
 * and an event id (x-razorpay-event-id). A store that does not answer is logged; Razorpay would retry.
 */
export async function sendWebhook(event: string, payload: Record<string, unknown>): Promise<void> {
  const cfg = gatewayConfig();
  if (!cfg) return;
  const body = JSON.stringify({ entity: 'event', account_id: 'acc_simulator', event, contains: Object.keys(payload), payload, created_at: unix(new Date()) });
  try {
    const res = await fetch(simulatorWebhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(cfg.webhookSecret, body), 'x-razorpay-event-id': newId('evt') },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!res.ok) log.warn({ event, status: res.status }, 'simulator webhook refused');
  } catch (err) {
    log.warn({ err: safeError(err), event }, 'simulator webhook not delivered');
  }
}
