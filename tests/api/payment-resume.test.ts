/**
 * Pay now: a purchase still waiting for its online payment (the shopper closed the gateway's page or
 * lost it) opens the same gateway order's checkout again while its hold lasts; the orders list and the
 * order say until when. Through the gateway's stand-in (PAYMENT_SIMULATOR=1) served by the app itself.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { getDb } from '../../src/server/db/client';
import { gatewayPayments, gatewaySimPayments } from '../../src/server/db/schema';
import { PAY_NOW_MIN_MINUTES } from '../../src/lib/constants';
import { api } from '../../src/server/messages';
import { sweepPayments } from '../../src/server/services/gateway/online';
import { call, makeProduct, makeUser, shopperWithCart } from './helpers';

const env = process.env;
Object.assign(env, {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_resume',
  RAZORPAY_KEY_SECRET: 'resume-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'resume-webhook-secret',
  PAYMENT_SIMULATOR: '1',
});

let server: ReturnType<typeof serve>;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.RAZORPAY_API_URL = `${base}/api/sim/razorpay`;
  env.PAYMENT_SIMULATOR_WEBHOOK_URL = `${base}/api/payments/webhook`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A shopper's purchase to pay online, waiting for its payment. */
async function awaiting() {
  const p = await makeProduct({ price: 1200, sizes: [{ size: 'M', stock: 4 }] });
  const s = await shopperWithCart();
  const res = await call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: s.addressId, paymentMethod: 'online', items: [{ prodId: p._id, quantity: 1, size: 'M' }] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { shopper: s, purchaseId: res.body.purchase._id as number, payment: res.body.payment };
}
const resume = (purchaseId: number, token: string) => call('POST', `/payments/${purchaseId}/resume`, { token });
const listed = async (token: string, purchaseId: number) =>
  ((await call('GET', '/order/purchases', { token })).body.data as { _id: number; payUntil: string | null }[]).find((p) => p._id === purchaseId);
/** Moves the hold's end, as if the shopper came back that much later. */
const holdEndsAt = async (purchaseId: number, at: Date) =>
  (await getDb()).update(gatewayPayments).set({ holdExpiresAt: at }).where(eq(gatewayPayments.purchaseId, purchaseId));

describe('POST /payments/{id}/resume', () => {
  it("answers the shopper's own waiting purchase with the same gateway order's checkout, and the lists say until when", async () => {
    const { shopper, purchaseId, payment } = await awaiting();
    const res = await resume(purchaseId, shopper.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe(api.gateway.resumed);
    // The same gateway order (not a second one to pay), as Place Order answered it.
    expect(res.body.data).toEqual(payment);
    expect((await listed(shopper.token, purchaseId))?.payUntil).toBe(payment.holdExpiresAt);
    const detail = await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token });
    expect(detail.body.data).toMatchObject({ paymentStatus: 'awaiting_payment', payUntil: payment.holdExpiresAt });
  });

  it("answers 404 for someone else's purchase, an unknown one and one paid on delivery; 401 signed out", async () => {
    const { purchaseId } = await awaiting();
    const other = await makeUser();
    const res = await resume(purchaseId, other.token);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(api.purchaseNotFound);
    expect((await resume(999_999, other.token)).status).toBe(404);
    expect((await call('POST', `/payments/${purchaseId}/resume`)).status).toBe(401);
    const s = await shopperWithCart();
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const cod = await call('POST', '/order/checkout', {
      token: s.token,
      body: { addressId: s.addressId, paymentMethod: 'cod', items: [{ prodId: p._id, quantity: 1, size: 'M' }] },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(cod.status).toBe(201);
    expect((await resume(cod.body.purchase._id, s.token)).status).toBe(404);
    expect((await listed(s.token, cod.body.purchase._id))?.payUntil).toBeNull();
  });

  it('answers 409 once its time has run out, before the sweep and after it (then cancelled, payment failed)', async () => {
    const { shopper, purchaseId } = await awaiting();
    const past = new Date(Date.now() - 1000);
    await holdEndsAt(purchaseId, past);
    const late = await resume(purchaseId, shopper.token);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(api.gateway.holdOver);
    expect((await listed(shopper.token, purchaseId))?.payUntil).toBeNull();

    await sweepPayments(new Date());
    const released = await resume(purchaseId, shopper.token);
    expect(released.status).toBe(409);
    expect(released.body.msg).toBe(api.gateway.notAwaiting);
    const detail = await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token });
    expect(detail.body.data).toMatchObject({ paymentStatus: 'payment_failed', step: 'cancelled', payUntil: null });
  });

  it(`answers 409 with less than ${PAY_NOW_MIN_MINUTES} minutes of the hold left (a payment then could come after the release), and 200 with them`, async () => {
    const { shopper, purchaseId } = await awaiting();
    await holdEndsAt(purchaseId, new Date(Date.now() + PAY_NOW_MIN_MINUTES * 60_000 - 5_000));
    const late = await resume(purchaseId, shopper.token);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(api.gateway.tooLateToPay);
    expect((await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token })).body.data.paymentStatus).toBe('awaiting_payment');
    await holdEndsAt(purchaseId, new Date(Date.now() + PAY_NOW_MIN_MINUTES * 60_000 + 30_000));
    expect((await resume(purchaseId, shopper.token)).status).toBe(200);
  });

  it('answers 409 once paid', async () => {
    const { shopper, purchaseId, payment } = await awaiting();
    // Paid at the gateway: the sweep that asks about every hold records it.
    await (await getDb()).insert(gatewaySimPayments).values({
      id: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
      orderId: payment.orderId,
      amount: payment.amount,
      status: 'captured',
      method: 'upi',
    });
    await sweepPayments(new Date(), { everyHold: true });
    const res = await resume(purchaseId, shopper.token);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(api.gateway.alreadyPaid);
    expect((await listed(shopper.token, purchaseId))?.payUntil).toBeNull();
  });
});
