/**
 * The gateway's stand-in (PAYMENT_SIMULATOR=1) served over HTTP by the app itself, for a test file that
 * pays online: importing this sets the keys before the app reads them; `useGatewaySimulator()` starts
 * and stops the server, and the helpers below act as shopper, gateway and admin do.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { app } from '../../src/server/app';
import { getDb } from '../../src/server/db/client';
import { gatewayPayments, gatewayRefunds, gatewaySimPayments, orders, productSizes, purchases } from '../../src/server/db/schema';
import { toPaise } from '../../src/server/services/gateway/online';
import { call, type shopperWithCart } from './helpers';

Object.assign(process.env, {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_hardening',
  RAZORPAY_KEY_SECRET: 'hardening-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hardening-webhook-secret',
  PAYMENT_SIMULATOR: '1',
});

let base = '';
export function useGatewaySimulator(): void {
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.RAZORPAY_API_URL = `${base}/api/sim/razorpay`;
    process.env.PAYMENT_SIMULATOR_WEBHOOK_URL = `${base}/api/payments/webhook`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
}

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;
export type Line = { prodId: number; quantity: number; size?: string };

/** A checkout of `lines` (size M unless named) paid by `paymentMethod`, with a coupon if given. */
export const checkoutOf = (s: Shopper, lines: Line[], paymentMethod = 'online', couponCode?: string) =>
  call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: s.addressId, paymentMethod, couponCode, items: lines.map((l) => ({ size: 'M', ...l })) },
    headers: { 'Idempotency-Key': randomUUID() },
  });

/** The gateway captures a payment of the order (the simulator's Succeed button; its webhooks reach the store before this returns). */
export async function capture(orderId: string) {
  const q = new URLSearchParams({ order_id: orderId, outcome: 'succeed', method: 'upi', callback_url: '/orders' });
  const res = await fetch(`${base}/api/sim/razorpay/checkout/pay?${q}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
}

/** The shopper's Close on the gateway's page: the hold is released. */
export const close = (s: { token: string }, purchaseId: number) => call('POST', `/payments/${purchaseId}/abandon`, { token: s.token });

/** Moves the hold's end into the past, as if its time had run out. */
export const holdRunsOut = async (purchaseId: number) =>
  (await getDb())
    .update(gatewayPayments)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(gatewayPayments.purchaseId, purchaseId));

export const stockOf = async (prodId: number, size = 'M') =>
  (
    await (
      await getDb()
    )
      .select()
      .from(productSizes)
      .where(and(eq(productSizes.prodId, prodId), eq(productSizes.size, size)))
  )[0]?.stock ?? 0;

/** The refunds recorded for a purchase, in paise, oldest first. */
export const refundsOf = async (purchaseId: number) =>
  (await (await getDb()).select().from(gatewayRefunds).where(eq(gatewayRefunds.purchaseId, purchaseId)).orderBy(gatewayRefunds._id)).map((r) => ({
    reason: r.reason,
    amount: r.amount,
  }));

/**
 * What a purchase paid online adds up to, in paise: what the gateway captured for its order, what
 * the store refunded (not failed), and what it still owes for (its total less its returns' refunds
 * while paid; nothing when the payment was released or refunded whole).
 */
export async function moneyOf(purchaseId: number) {
  const db = await getDb();
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.purchaseId, purchaseId));
  const [p] = await db.select({ total: purchases.total }).from(purchases).where(eq(purchases._id, purchaseId));
  const paid = row?.gatewayOrderId
    ? Number(
        (
          await db
            .select({ n: sql<number>`coalesce(sum(${gatewaySimPayments.amount}), 0)::bigint` })
            .from(gatewaySimPayments)
            .where(and(eq(gatewaySimPayments.orderId, row.gatewayOrderId), eq(gatewaySimPayments.status, 'captured')))
        )[0]?.n ?? 0,
      )
    : 0;
  const refunds = await db
    .select({ amount: gatewayRefunds.amount, reason: gatewayRefunds.reason })
    .from(gatewayRefunds)
    .where(and(eq(gatewayRefunds.purchaseId, purchaseId), ne(gatewayRefunds.state, 'failed')));
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  const returned = refunds.filter((r) => r.reason === 'returned').reduce((s, r) => s + r.amount, 0);
  const owed = row?.state === 'paid' ? toPaise(p?.total ?? 0) - returned : 0;
  return { state: row?.state, paid, refunded, owed };
}

/** Units of these products' size M that live orders hold (not cancelled, not returned to stock). */
export async function heldUnits(prodIds: number[]) {
  const rows = await (await getDb())
    .select({ n: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
    .from(orders)
    .where(and(inArray(orders.prodId, prodIds), sql`${orders.step} not in ('cancelled', 'returned')`));
  return Number(rows[0]?.n ?? 0);
}
