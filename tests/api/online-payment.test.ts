/**
 * Paying online through the gateway's stand-in (PAYMENT_SIMULATOR=1), served over HTTP by the app
 * itself so the adapter talks to it as to Razorpay: signatures checked before anything changes,
 * webhooks applied once and in any order, holds released once, late payments, refunds made once.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { gatewayPayments, gatewayRefunds, gatewaySimPayments, gatewaySimRefunds, outbox, productSizes, purchases } from '../../src/server/db/schema';
import { hmacHex, paymentSignature } from '../../src/server/services/gateway/signatures';
import { sweepPayments } from '../../src/server/services/gateway/online';
import { PAYMENT_HOLD_MINUTES } from '../../src/lib/constants';
import { RATE_LIMITS } from '../../src/server/config';
import { call, makeAdmin, makeProduct, selectRows, shopperWithCart } from './helpers';

const KEY_ID = 'rzp_test_simulator';
const KEY_SECRET = 'sim-key-secret';
const WEBHOOK_SECRET = 'sim-webhook-secret';
const env = process.env;
Object.assign(env, {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAYMENT_SIMULATOR: '1',
});

let server: ReturnType<typeof serve>;
let base = '';
let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.RAZORPAY_API_URL = `${base}/api/sim/razorpay`;
  env.PAYMENT_SIMULATOR_WEBHOOK_URL = `${base}/api/payments/webhook`;
  admin = await makeAdmin('Asha Rao');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const stockOf = async (prodId: number) => (await selectRows(productSizes, and(eq(productSizes.prodId, prodId), eq(productSizes.size, 'M'))))[0]?.stock;
const gatewayRow = async (purchaseId: number) => (await selectRows(gatewayPayments, eq(gatewayPayments.purchaseId, purchaseId)))[0];
const purchaseRow = async (purchaseId: number) => (await selectRows(purchases, eq(purchases._id, purchaseId)))[0];
const afterHold = () => new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * 60_000);

/** A shopper who placed an order to pay online for `quantity` of the product's size M. */
async function placed(prodId: number, quantity = 1, shopper?: Awaited<ReturnType<typeof shopperWithCart>>, key = randomUUID()) {
  const s = shopper ?? (await shopperWithCart());
  const res = await call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: s.addressId, paymentMethod: 'online', items: [{ prodId, quantity, size: 'M' }] },
    headers: { 'Idempotency-Key': key },
  });
  return { shopper: s, res, purchaseId: res.body.purchase?._id as number, payment: res.body.payment };
}

/** The simulator's checkout page's button, as the browser follows it (303 back to the store). */
async function press(orderId: string, outcome: 'succeed' | 'fail' | 'close', purchaseId: number) {
  const q = new URLSearchParams({ order_id: orderId, outcome, method: 'upi', callback_url: `/orders/${purchaseId}` });
  const res = await fetch(`${base}/api/sim/razorpay/checkout/pay?${q}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '', 'http://store.test');
}

/** A webhook as Razorpay signs it. */
function webhook(event: string, entity: Record<string, unknown>, opts: { id?: string; secret?: string; signature?: string | null } = {}) {
  const raw = JSON.stringify({ entity: 'event', event, payload: { payment: { entity } } });
  const headers: Record<string, string> = { 'x-razorpay-event-id': opts.id ?? `evt_${randomUUID()}` };
  const signature = opts.signature === undefined ? hmacHex(opts.secret ?? WEBHOOK_SECRET, raw) : opts.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  return call('POST', '/payments/webhook', {
    raw,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(raw)) },
  });
}
/** A payment captured at the simulator without telling the store (as if the store had crashed). */
async function capturedUnseen(orderId: string, amount: number) {
  const id = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const { getDb } = await import('../../src/server/db/client');
  await (await getDb()).insert(gatewaySimPayments).values({ id, orderId, amount, status: 'captured', method: 'card' });
  return id;
}

/** A payment the simulator failed without telling the store (its webhook lost). */
async function failedUnseen(orderId: string, amount: number) {
  const id = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const { getDb } = await import('../../src/server/db/client');
  await (await getDb()).insert(gatewaySimPayments).values({ id, orderId, amount, status: 'failed', method: 'card' });
  return id;
}

const FORM = 'application/x-www-form-urlencoded';
/** A form posted as a browser posts it, to the running server (redirects not followed). */
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': FORM }, body: new URLSearchParams(fields), redirect: 'manual' });
/** The gateway's form post to the store's callback, through the app. */
const callback = (purchaseId: number, fields: Record<string, string>, type = FORM) => {
  const raw = type === FORM ? new URLSearchParams(fields).toString() : JSON.stringify(fields);
  return call('POST', `/payments/${purchaseId}/callback`, { raw, headers: { 'content-type': type } });
};
const unescapeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
/** A page's hidden inputs, by name. */
const hiddenInputs = (html: string): Record<string, string> =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescapeHtml(m[1]), unescapeHtml(m[2])]));

/**
 * The shopper at the hosted checkout: the store's form posted to it (as the checkout island posts it),
 * a button pressed; answers what the gateway sends the browser on (a redirect, or the form it posts back).
 */
async function atHostedCheckout(payment: { checkout: { url: string; fields: Record<string, string> } }, outcome: 'succeed' | 'fail' | 'close') {
  const page = await postForm(payment.checkout.url, payment.checkout.fields);
  expect(page.status).toBe(200);
  const html = await page.text();
  const q = new URLSearchParams({ ...hiddenInputs(html), outcome, method: 'card' });
  const res = await fetch(`${base}${payment.checkout.url}/pay?${q}`, { redirect: 'manual' });
  const back = await res.text();
  return { page: html, res, action: /<form method="post" action="([^"]*)"/.exec(back)?.[1] ?? '', fields: hiddenInputs(back) };
}

describe('the method is offered only with keys', () => {
  it('lists Pay online with keys, and without them neither lists nor accepts it', async () => {
    const listed = await call('GET', '/order/payment-methods');
    expect(listed.body.data.map((m: { id: string }) => m.id)).toEqual(['cod', 'upi', 'online']);
    const secret = env.RAZORPAY_KEY_SECRET;
    delete env.RAZORPAY_KEY_SECRET;
    try {
      const without = await call('GET', '/order/payment-methods');
      expect(without.body.data.map((m: { id: string }) => m.id)).toEqual(['cod', 'upi']);
      const p = await makeProduct({ sizes: [{ size: 'M', stock: 3 }] });
      const { res } = await placed(p._id);
      expect(res.status).toBe(400);
      expect(res.body.errors.paymentMethod).toMatch(/not available/);
      expect(await stockOf(p._id)).toBe(3);
    } finally {
      env.RAZORPAY_KEY_SECRET = secret;
    }
  });
});

describe('placing and paying', () => {
  it('Place Order holds the units, makes the gateway order in paise with the purchase number as receipt, and a signed return marks it paid', async () => {
    const p = await makeProduct({ price: 1499, sizes: [{ size: 'M', stock: 5 }] });
    const { shopper, res, purchaseId, payment } = await placed(p._id, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.purchase).toMatchObject({ paymentMethod: 'online', paymentStatus: 'awaiting_payment', total: 2998 });
    expect(payment).toMatchObject({ gateway: 'razorpay', keyId: KEY_ID, amount: 299800, currency: 'INR' });
    expect(payment.checkout.url).toBe('/api/sim/razorpay/v1/checkout/embedded');
    expect(await stockOf(p._id)).toBe(3);
    const order = await fetch(`${base}/api/sim/razorpay/v1/orders/${payment.orderId}/payments`, {
      headers: { authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
    });
    expect(order.status).toBe(200);
    // No order-placed e-mail while it waits for the money.
    expect((await selectRows(outbox, eq(outbox.recipient, shopper.email))).filter((m) => m.kind === 'order-placed')).toHaveLength(0);

    const page = await fetch(`${base}/api/sim/razorpay/checkout?${new URLSearchParams({ order_id: payment.orderId, callback_url: `/orders/${purchaseId}` })}`);
    const html = await page.text();
    expect(html).toContain('Amount: Rs. 2,998');
    for (const label of ['Succeed', 'Fail', 'Close']) expect(html).toContain(`>${label}</button>`);

    const back = await press(payment.orderId, 'succeed', purchaseId);
    expect(back.pathname).toBe(`/orders/${purchaseId}`);
    const sent = Object.fromEntries(back.searchParams);
    expect(sent.razorpay_signature).toBe(paymentSignature(KEY_SECRET, payment.orderId, sent.razorpay_payment_id));
    // The webhook came first (the simulator sends it before redirecting): paid already.
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('paid');
    const verified = await call('POST', '/payments/verify', { token: shopper.token, body: sent });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ purchaseId, state: 'paid' });
    const detail = await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token });
    expect(detail.body.data).toMatchObject({
      paymentStatus: 'paid',
      payment: { state: 'paid', amount: 2998, paymentId: sent.razorpay_payment_id, refunds: [] },
    });
    expect(await stockOf(p._id)).toBe(3);
    expect((await selectRows(outbox, eq(outbox.recipient, shopper.email))).filter((m) => m.kind === 'order-placed')).toHaveLength(1);
  });

  it('a wrong or missing signature is a 400 and changes nothing; someone else’s payment is a 404', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { shopper, purchaseId, payment } = await placed(p._id);
    const paymentId = await capturedUnseen(payment.orderId, payment.amount);
    const good = {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, payment.orderId, paymentId),
    };

    const wrong = await call('POST', '/payments/verify', {
      token: shopper.token,
      body: { ...good, razorpay_signature: paymentSignature('another-secret', payment.orderId, paymentId) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The payment could not be verified');
    const missing = await call('POST', '/payments/verify', {
      token: shopper.token,
      body: { razorpay_order_id: payment.orderId, razorpay_payment_id: paymentId },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.razorpay_signature).toBeTruthy();
    const swapped = await call('POST', '/payments/verify', { token: shopper.token, body: { ...good, razorpay_payment_id: `${paymentId}x` } });
    expect(swapped.status).toBe(400);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('awaiting_payment');
    expect((await gatewayRow(purchaseId)).state).toBe('holding');

    const other = await shopperWithCart();
    expect((await call('POST', '/payments/verify', { token: other.token, body: good })).status).toBe(404);
    expect((await call('POST', '/payments/verify', { body: good })).status).toBe(401);
    expect((await call('POST', '/payments/verify', { token: shopper.token, body: good })).status).toBe(200);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('paid');
  });

  it('Place Order twice with one key (a double submit) is one purchase and one gateway order', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 5 }] });
    const s = await shopperWithCart();
    const key = randomUUID();
    const [a, b] = await Promise.all([placed(p._id, 1, s, key), placed(p._id, 1, s, key)]);
    expect([a.res.status, b.res.status].sort()).toEqual([200, 201]);
    expect(a.purchaseId).toBe(b.purchaseId);
    expect(a.payment.orderId).toBe(b.payment.orderId);
    expect(await stockOf(p._id)).toBe(4);
  });
});

describe('the hosted checkout and its callback', () => {
  it('the checkout form has Razorpay’s hosted fields; the gateway posts the signed success back, recorded once, 303 to the order', async () => {
    const p = await makeProduct({ price: 2000, sizes: [{ size: 'M', stock: 3 }] });
    const { shopper, purchaseId, payment } = await placed(p._id);
    expect(payment.checkout.fields).toEqual({
      key_id: KEY_ID,
      order_id: payment.orderId,
      amount: '200000',
      name: 'Fashion Store',
      description: `Order #${purchaseId}`,
      'prefill[name]': shopper.name,
      'prefill[email]': shopper.email,
      'prefill[contact]': '9876543210',
      callback_url: `/api/payments/${purchaseId}/callback`,
      cancel_url: `/orders/${purchaseId}?payment=closed`,
    });
    const at = await atHostedCheckout(payment, 'succeed');
    expect(at.page).toContain('Amount: Rs. 2,000');
    expect(at.res.status).toBe(200);
    // Razorpay's way back: a form posted to callback_url at once, its one script allowed by its hash.
    expect(at.res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(at.action).toBe(`/api/payments/${purchaseId}/callback`);
    expect(at.fields.razorpay_signature).toBe(paymentSignature(KEY_SECRET, payment.orderId, at.fields.razorpay_payment_id));
    const back = await postForm(at.action, at.fields);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/orders/${purchaseId}?payment=paid`);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('paid');
    expect((await gatewayRow(purchaseId)).paymentId).toBe(at.fields.razorpay_payment_id);
    // Posted again (Back and resubmit): still paid, nothing twice.
    expect((await postForm(at.action, at.fields)).headers.get('location')).toBe(`/orders/${purchaseId}?payment=paid`);
    expect(await stockOf(p._id)).toBe(2);
    expect((await selectRows(outbox, eq(outbox.recipient, shopper.email))).filter((m) => m.kind === 'order-placed')).toHaveLength(1);
  });

  it('a good signature alone records the payment (no webhook came), without sign-in', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { purchaseId, payment } = await placed(p._id);
    const paymentId = await capturedUnseen(payment.orderId, payment.amount);
    const res = await callback(purchaseId, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: payment.orderId,
      razorpay_signature: paymentSignature(KEY_SECRET, payment.orderId, paymentId),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/orders/${purchaseId}?payment=paid`);
    expect(await gatewayRow(purchaseId)).toMatchObject({ state: 'paid', paymentId });
    expect(await stockOf(p._id)).toBe(1);
  });

  it('a wrong or missing signature, none of the fields, an over-long one, another purchase’s signed order or an unknown purchase: 303 to the plain order page, nothing changed', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { purchaseId, payment } = await placed(p._id);
    const other = await placed(p._id);
    const paymentId = await capturedUnseen(payment.orderId, payment.amount);
    const good = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: payment.orderId,
      razorpay_signature: paymentSignature(KEY_SECRET, payment.orderId, paymentId),
    };
    // The browser's way back, a top-level navigation: never JSON, always the order's page, telling nothing.
    const sentTo = async (id: number, fields: Record<string, string>) => {
      const res = await callback(id, fields);
      expect(res.status).toBe(303);
      return res.headers.get('location');
    };
    expect(await sentTo(purchaseId, { ...good, razorpay_signature: paymentSignature('not-the-secret', payment.orderId, paymentId) })).toBe(
      `/orders/${purchaseId}`,
    );
    const { razorpay_signature: _, ...unsigned } = good;
    expect(await sentTo(purchaseId, unsigned)).toBe(`/orders/${purchaseId}`);
    expect(await sentTo(purchaseId, {})).toBe(`/orders/${purchaseId}`);
    expect(await sentTo(purchaseId, { ...good, razorpay_signature: 'f'.repeat(5000) })).toBe(`/orders/${purchaseId}`);
    expect(await sentTo(purchaseId, { ...good, razorpay_order_id: other.payment.orderId })).toBe(`/orders/${purchaseId}`);
    expect(await sentTo(other.purchaseId, good)).toBe(`/orders/${other.purchaseId}`);
    expect(await sentTo(999_999, good)).toBe('/orders/999999');
    // An id no purchase can have is refused by the path's schema: the same way back.
    const badId = await call('POST', '/payments/99999999999/callback', { raw: new URLSearchParams(good).toString(), headers: { 'content-type': FORM } });
    expect([badId.status, badId.headers.get('location')]).toEqual([303, '/orders/99999999999']);
    // The gateway's form only: the same fields as JSON are not its callback.
    expect((await callback(purchaseId, good, 'application/json')).status).toBe(415);
    expect(await gatewayRow(purchaseId)).toMatchObject({ state: 'holding', paymentId: null });
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('awaiting_payment');
    expect((await purchaseRow(other.purchaseId)).paymentStatus).toBe('awaiting_payment');
    expect(await stockOf(p._id)).toBe(0);
  });

  it('a failure is not taken from the browser: the gateway is asked, and only what it says is done', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 3 }] });
    const failure = (orderId: string) => ({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[source]': 'customer',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: 'pay_forged0000001', order_id: orderId }),
    });
    // Nothing failed at the gateway: a forged failure changes nothing, the units stay held.
    const a = await placed(p._id);
    const forged = await callback(a.purchaseId, failure(a.payment.orderId));
    expect(forged.status).toBe(303);
    // The plain page: the order's own API call (signed in) says how it stands, not the address.
    expect(forged.headers.get('location')).toBe(`/orders/${a.purchaseId}`);
    expect((await gatewayRow(a.purchaseId)).state).toBe('holding');
    expect(await stockOf(p._id)).toBe(2);
    // The gateway captured it after all: recorded as paid, whatever the form said.
    await capturedUnseen(a.payment.orderId, a.payment.amount);
    expect((await callback(a.purchaseId, failure(a.payment.orderId))).headers.get('location')).toBe(`/orders/${a.purchaseId}`);
    expect((await purchaseRow(a.purchaseId)).paymentStatus).toBe('paid');
    // The gateway says it failed (its webhook lost): the hold is released once, the units back.
    const b = await placed(p._id);
    expect(await stockOf(p._id)).toBe(1);
    await failedUnseen(b.payment.orderId, b.payment.amount);
    // A failure naming another gateway order (or none) is not this purchase's: the gateway is not asked.
    for (const other of [failure(a.payment.orderId), { ...failure(b.payment.orderId), 'error[metadata]': 'not json' }]) {
      expect((await callback(b.purchaseId, other)).headers.get('location')).toBe(`/orders/${b.purchaseId}`);
      expect((await gatewayRow(b.purchaseId)).state).toBe('holding');
    }
    expect(await stockOf(p._id)).toBe(1);
    const failed = await callback(b.purchaseId, failure(b.payment.orderId));
    expect(failed.headers.get('location')).toBe(`/orders/${b.purchaseId}`);
    expect((await purchaseRow(b.purchaseId)).paymentStatus).toBe('payment_failed');
    expect(await stockOf(p._id)).toBe(2);
    expect((await callback(b.purchaseId, failure(b.payment.orderId))).headers.get('location')).toBe(`/orders/${b.purchaseId}`);
    expect(await stockOf(p._id)).toBe(2);
  });

  it(`the gateway is asked for a failure at most ${RATE_LIMITS.paymentCallback.max} times per client and ${RATE_LIMITS.paymentCallbackPurchase.max} per purchase; past that nothing changes`, async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 4 }] });
    const failure = (orderId: string) => ({ 'error[code]': 'BAD_REQUEST_ERROR', 'error[metadata]': JSON.stringify({ order_id: orderId }) });
    const from = (client: string, purchaseId: number, fields: Record<string, string>) =>
      call('POST', `/payments/${purchaseId}/callback`, { raw: new URLSearchParams(fields).toString(), headers: { 'content-type': FORM }, client });
    // One client spends its budget on callbacks; its next failure is not asked about, another client's is.
    const a = await placed(p._id);
    await failedUnseen(a.payment.orderId, a.payment.amount);
    for (let i = 0; i < RATE_LIMITS.paymentCallback.max; i++) expect((await from('203.0.113.7', a.purchaseId, {})).status).toBe(303);
    const throttled = await from('203.0.113.7', a.purchaseId, failure(a.payment.orderId));
    expect([throttled.status, throttled.headers.get('location')]).toEqual([303, `/orders/${a.purchaseId}`]);
    expect((await gatewayRow(a.purchaseId)).state).toBe('holding');
    await from('203.0.113.8', a.purchaseId, failure(a.payment.orderId));
    expect((await gatewayRow(a.purchaseId)).state).toBe('released');
    // Many clients at one purchase: past its budget the gateway is not asked, whoever calls.
    const b = await placed(p._id);
    for (let i = 0; i < RATE_LIMITS.paymentCallbackPurchase.max; i++) await callback(b.purchaseId, failure(b.payment.orderId));
    await failedUnseen(b.payment.orderId, b.payment.amount);
    expect((await callback(b.purchaseId, failure(b.payment.orderId))).headers.get('location')).toBe(`/orders/${b.purchaseId}`);
    expect((await gatewayRow(b.purchaseId)).state).toBe('holding');
    // A signed success is not the gateway asked: it is still recorded.
    const paymentId = await capturedUnseen(b.payment.orderId, b.payment.amount);
    const paid = await callback(b.purchaseId, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: b.payment.orderId,
      razorpay_signature: paymentSignature(KEY_SECRET, b.payment.orderId, paymentId),
    });
    expect(paid.headers.get('location')).toBe(`/orders/${b.purchaseId}?payment=paid`);
  });

  it('Fail at the hosted checkout posts error[...] back and the order ends not paid; Close goes to cancel_url', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { purchaseId, payment } = await placed(p._id);
    const at = await atHostedCheckout(payment, 'fail');
    expect(at.action).toBe(`/api/payments/${purchaseId}/callback`);
    expect(at.fields).toMatchObject({ 'error[code]': 'BAD_REQUEST_ERROR', 'error[reason]': 'payment_failed' });
    expect(JSON.parse(at.fields['error[metadata]'])).toEqual({ payment_id: expect.stringMatching(/^pay_/), order_id: payment.orderId });
    const back = await postForm(at.action, at.fields);
    expect(back.headers.get('location')).toBe(`/orders/${purchaseId}`);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('payment_failed');
    expect(await stockOf(p._id)).toBe(2);

    const c = await placed(p._id);
    const closed = await atHostedCheckout(c.payment, 'close');
    expect(closed.res.status).toBe(303);
    expect(closed.res.headers.get('location')).toBe(`/orders/${c.purchaseId}?payment=closed`);
    expect((await gatewayRow(c.purchaseId)).state).toBe('holding');
  });

  it('the hosted checkout refuses another key, an unknown order, a wrong amount and a return address off the site', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { payment } = await placed(p._id);
    const { url, fields } = payment.checkout;
    expect((await postForm(url, { ...fields, key_id: 'rzp_test_someone_else' })).status).toBe(401);
    expect((await postForm(url, { ...fields, order_id: 'order_unknown0000' })).status).toBe(400);
    expect((await postForm(url, { ...fields, amount: '100' })).status).toBe(400);
    for (const away of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example/steal'])
      expect((await postForm(url, { ...fields, callback_url: away })).status, away).toBe(400);
    expect((await postForm(url, fields)).status).toBe(200);
  });

  it('the simulator sends the browser back only into the store: /\\evil.com and //evil.com are other sites', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { purchaseId, payment } = await placed(p._id);
    for (const away of ['/\\evil.com', '//evil.com', 'https://evil.com']) {
      // The simulator's own link: back to /orders instead.
      const q = new URLSearchParams({ order_id: payment.orderId, outcome: 'close', callback_url: away });
      const res = await fetch(`${base}/api/sim/razorpay/checkout/pay?${q}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')], away).toEqual([303, '/orders?payment=closed']);
      // The hosted checkout's Close: cancel_url off the site is not followed, the callback is.
      const hosted = new URLSearchParams({ order_id: payment.orderId, outcome: 'close', callback_url: `/orders/${purchaseId}`, cancel_url: away });
      const closed = await fetch(`${base}${payment.checkout.url}/pay?${hosted}`, { redirect: 'manual' });
      expect([closed.status, closed.headers.get('location')], away).toEqual([303, `/orders/${purchaseId}`]);
    }
  });

  it('a form body anywhere else is still refused with 415; the CSP lets forms post to the gateway’s origin when it is another', async () => {
    const form = { headers: { 'content-type': FORM }, raw: 'a=1' };
    for (const path of ['/payments/verify', '/payments/1/abandon', '/payments/webhook', '/order/checkout', '/users/login', '/payments/1/callback/x'])
      expect((await call('POST', path, form)).status, path).toBe(415);
    expect((await call('POST', '/payments/1/callback', { headers: { 'content-type': 'text/plain' }, raw: 'a=1' })).status).toBe(415);
    expect((await call('POST', '/payments/1/callback', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, raw: '--x--' })).status).toBe(415);
    const csp = async () => (await call('GET', '/health')).headers.get('content-security-policy') ?? '';
    expect(await csp()).toContain("form-action 'self';");
    env.RAZORPAY_CHECKOUT_URL = 'https://api.razorpay.com/v1/checkout/embedded';
    try {
      expect(await csp()).toContain("form-action 'self' https://api.razorpay.com;");
    } finally {
      delete env.RAZORPAY_CHECKOUT_URL;
    }
  });
});

describe('webhooks', () => {
  it('an unsigned or wrongly signed webhook is a 400 and changes nothing', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { purchaseId, payment } = await placed(p._id);
    const entity = { id: 'pay_forged000001', order_id: payment.orderId, amount: payment.amount, status: 'captured' };
    expect((await webhook('payment.captured', entity, { secret: 'not-the-secret' })).status).toBe(400);
    expect((await webhook('payment.captured', entity, { signature: null })).status).toBe(400);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('awaiting_payment');
  });

  it('a replayed event changes nothing, and a failure after the capture leaves it paid', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 3 }] });
    const { shopper, purchaseId, payment } = await placed(p._id);
    const entity = { id: 'pay_webhookfirst1', order_id: payment.orderId, amount: payment.amount, status: 'captured' };
    const first = await webhook('payment.captured', entity, { id: 'evt_once_1' });
    expect(first.body.msg).toBe('Received');
    const again = await webhook('payment.captured', entity, { id: 'evt_once_1' });
    expect(again).toMatchObject({ status: 200, body: { msg: 'Already processed' } });
    await webhook('order.paid', entity);
    await webhook('payment.failed', { ...entity, id: 'pay_failedlater1', status: 'failed' });
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('paid');
    expect(await stockOf(p._id)).toBe(2);
    expect((await selectRows(outbox, eq(outbox.recipient, shopper.email))).filter((m) => m.kind === 'order-placed')).toHaveLength(1);
  });

  it('a failure first releases the units once; the capture after it takes them again', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 3 }] });
    const { shopper, purchaseId, payment } = await placed(p._id);
    await press(payment.orderId, 'fail', purchaseId);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('payment_failed');
    expect(await stockOf(p._id)).toBe(3);
    const entity = { id: 'pay_lateretry001', order_id: payment.orderId, amount: payment.amount, status: 'failed' };
    await webhook('payment.failed', entity);
    expect(await stockOf(p._id)).toBe(3);
    await webhook('payment.captured', { ...entity, status: 'captured' });
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('paid');
    expect(await stockOf(p._id)).toBe(2);
    const detail = await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token });
    expect(detail.body.data).toMatchObject({ step: 'placed', payment: { state: 'paid' } });
  });
});

describe('holds', () => {
  it('a hold past its time is released by the sweep once, and closing the checkout releases it at once', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 4 }] });
    const a = await placed(p._id, 2);
    const b = await placed(p._id, 1);
    expect(await stockOf(p._id)).toBe(1);
    expect((await sweepPayments(new Date())).released).toBe(0);
    const swept = await Promise.all([sweepPayments(afterHold()), sweepPayments(afterHold())]);
    expect(swept[0].released + swept[1].released).toBeGreaterThanOrEqual(2);
    expect(await stockOf(p._id)).toBe(4);
    expect((await sweepPayments(afterHold())).released).toBe(0);
    expect(await stockOf(p._id)).toBe(4);
    expect((await purchaseRow(a.purchaseId)).paymentStatus).toBe('payment_failed');
    const mails = (await selectRows(outbox, eq(outbox.recipient, a.shopper.email))).filter((m) => m.kind === 'order-status');
    expect(mails.map((m) => m.subject).join()).toMatch(/not placed/);
    expect((await gatewayRow(b.purchaseId)).state).toBe('released');

    const c = await placed(p._id, 1);
    const back = await press(c.payment.orderId, 'close', c.purchaseId);
    expect(back.searchParams.get('payment')).toBe('closed');
    expect(await stockOf(p._id)).toBe(3);
    const closed = await call('POST', `/payments/${c.purchaseId}/abandon`, { token: c.shopper.token });
    expect(closed.status).toBe(200);
    expect(await stockOf(p._id)).toBe(4);
    expect((await call('POST', `/payments/${c.purchaseId}/abandon`, { token: c.shopper.token })).status).toBe(409);
    expect((await call('POST', `/payments/${a.purchaseId}/abandon`, { token: c.shopper.token })).status).toBe(404);
  });

  it('a capture the store never heard of is found by the sweep and recorded, not released', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const { purchaseId, payment } = await placed(p._id);
    await capturedUnseen(payment.orderId, payment.amount);
    const swept = await sweepPayments(afterHold());
    expect(swept.recorded).toBeGreaterThanOrEqual(1);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('paid');
    expect(await stockOf(p._id)).toBe(1);
  });

  it('a payment after the release takes the units if they are there, and is refunded (once) and the shopper told when not', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 1 }] });
    const late = await placed(p._id);
    await sweepPayments(afterHold());
    expect(await stockOf(p._id)).toBe(1);
    const rival = await placed(p._id);
    expect(rival.res.status).toBe(201);
    expect(await stockOf(p._id)).toBe(0);
    await press(late.payment.orderId, 'succeed', late.purchaseId);
    expect((await purchaseRow(late.purchaseId)).paymentStatus).toBe('refunded');
    expect(await stockOf(p._id)).toBe(0);
    const mails = (await selectRows(outbox, eq(outbox.recipient, late.shopper.email))).filter((m) => m.kind === 'order-status');
    expect(mails.map((m) => m.subject).join()).toMatch(/refunding/);
    await sweepPayments();
    await sweepPayments();
    const [refund] = await selectRows(gatewayRefunds, eq(gatewayRefunds.purchaseId, late.purchaseId));
    expect(refund).toMatchObject({ reason: 'late_payment', amount: late.payment.amount, state: 'processed' });
    const { paymentId } = await gatewayRow(late.purchaseId);
    expect(await selectRows(gatewaySimRefunds, eq(gatewaySimRefunds.paymentId, paymentId ?? ''))).toHaveLength(1);
    const detail = await call('GET', `/order/purchases/${late.purchaseId}`, { token: late.shopper.token });
    expect(detail.body.data.payment).toMatchObject({ state: 'refunded', refunds: [{ reason: 'late_payment', state: 'processed' }] });
  });
});

describe('refunds of prepaid purchases', () => {
  it('cancelling a paid purchase refunds it through the gateway once, shown to shopper and admin', async () => {
    const p = await makeProduct({ price: 2000, sizes: [{ size: 'M', stock: 5 }] });
    const { shopper, purchaseId, payment, res } = await placed(p._id, 2);
    await press(payment.orderId, 'succeed', purchaseId);
    const cancelled = await call('POST', `/order/purchases/${purchaseId}/cancel`, { token: shopper.token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    let detail = await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token });
    expect(detail.body.data.payment.refunds).toEqual([expect.objectContaining({ amount: 4000, reason: 'cancelled', state: 'pending' })]);
    await Promise.all([sweepPayments(), sweepPayments()]);
    await sweepPayments();
    detail = await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token });
    expect(detail.body.data.payment.refunds).toEqual([expect.objectContaining({ amount: 4000, state: 'processed' })]);
    const { paymentId } = await gatewayRow(purchaseId);
    expect(await selectRows(gatewaySimRefunds, eq(gatewaySimRefunds.paymentId, paymentId ?? ''))).toHaveLength(1);
    const orderId = res.body.data[0]._id;
    const adminView = await call('GET', `/order/detail/${orderId}`, { token: admin.token });
    expect(adminView.body.data.payment).toMatchObject({ state: 'paid', refunds: [{ amount: 4000, state: 'processed' }] });
  });

  /** Two items of 1,000 to pay online (2,000 with free shipping; one alone is below it: 1,099). */
  async function twoItems() {
    const [p, q] = [await makeProduct({ price: 1000, sizes: [{ size: 'M', stock: 5 }] }), await makeProduct({ price: 1000, sizes: [{ size: 'M', stock: 5 }] })];
    const shopper = await shopperWithCart();
    const res = await call('POST', '/order/checkout', {
      token: shopper.token,
      body: {
        addressId: shopper.addressId,
        paymentMethod: 'online',
        items: [
          { prodId: p._id, quantity: 1, size: 'M' },
          { prodId: q._id, quantity: 1, size: 'M' },
        ],
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(res.status).toBe(201);
    const [first, second] = res.body.data.map((o: { _id: number }) => o._id) as number[];
    return { shopper, purchaseId: res.body.purchase._id as number, gatewayOrderId: res.body.payment.orderId as string, first, second };
  }
  const refundsOf = async (purchaseId: number) =>
    (await selectRows(gatewayRefunds, eq(gatewayRefunds.purchaseId, purchaseId))).map((r) => ({ reason: r.reason, amount: r.amount }));
  const cancelItem = (token: string, orderId: number) => call('POST', `/order/cancel/${orderId}`, { token, body: {} });

  it('an admin rejecting one item of two refunds that item only', async () => {
    const { purchaseId, gatewayOrderId, first } = await twoItems();
    await press(gatewayOrderId, 'succeed', purchaseId);
    const rejected = await call('PATCH', `/order/update/${first}`, { token: admin.token, body: { status: 'Rejected' } });
    expect(rejected.status).toBe(200);
    await sweepPayments();
    const refunds = await selectRows(gatewayRefunds, eq(gatewayRefunds.purchaseId, purchaseId));
    // 2,000 paid with free shipping; 1,000 left is below free shipping, so 1,099 is still owed: 901 back.
    expect(refunds.map((r) => ({ amount: r.amount, state: r.state }))).toEqual([{ amount: 90100, state: 'processed' }]);
  });

  it('an item cancelled after the other was returned and refunded is refunded too (the return’s refund is its own)', async () => {
    const { shopper, purchaseId, gatewayOrderId, first, second } = await twoItems();
    await press(gatewayOrderId, 'succeed', purchaseId);
    const step = (body: Record<string, unknown>) => call('PATCH', `/order/step/${first}`, { token: admin.token, body });
    const expectedDelivery = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const body of [{ step: 'packed' }, { step: 'shipped', courier: 'Delhivery', trackingNumber: 'AWB78', expectedDelivery }, { step: 'delivered' }])
      expect((await step(body)).status).toBe(200);
    const asked = await call('POST', '/returns', { token: shopper.token, body: { orderId: first, reason: 'quality', resolution: 'refund' } });
    const act = (what: string, body: Record<string, unknown> = {}) => call('POST', `/returns/${asked.body.data._id}/${what}`, { token: admin.token, body });
    expect((await act('approve')).status).toBe(200);
    expect((await act('receive', { damaged: false })).status).toBe(200);
    expect((await act('refund', { method: 'original', reference: 'RZP-AUTO' })).status).toBe(200);
    expect((await cancelItem(shopper.token, second)).status).toBe(200);
    expect(await refundsOf(purchaseId)).toEqual([
      { reason: 'returned', amount: 100000 },
      { reason: 'cancelled', amount: 90100 },
    ]);
  });

  it('a second payment’s refund does not stand in for a cancelled item’s', async () => {
    const { shopper, purchaseId, gatewayOrderId, second } = await twoItems();
    await press(gatewayOrderId, 'succeed', purchaseId);
    await press(gatewayOrderId, 'succeed', purchaseId);
    expect((await cancelItem(shopper.token, second)).status).toBe(200);
    expect(await refundsOf(purchaseId)).toEqual([
      { reason: 'duplicate_payment', amount: 200000 },
      { reason: 'cancelled', amount: 90100 },
    ]);
  });

  it('an item cancelled while the payment waited: the gateway’s order keeps its amount, so the difference is refunded once paid', async () => {
    const { shopper, purchaseId, gatewayOrderId, second } = await twoItems();
    expect((await cancelItem(shopper.token, second)).status).toBe(200);
    expect((await purchaseRow(purchaseId)).total).toBe(1099);
    const resumed = await call('POST', `/payments/${purchaseId}/resume`, { token: shopper.token });
    expect(resumed.status).toBe(200);
    await press(gatewayOrderId, 'succeed', purchaseId);
    await press(gatewayOrderId, 'succeed', purchaseId);
    expect((await purchaseRow(purchaseId)).paymentStatus).toBe('paid');
    expect(await refundsOf(purchaseId)).toEqual([
      { reason: 'cancelled', amount: 90100 },
      { reason: 'duplicate_payment', amount: 200000 },
    ]);
  });
});

describe('fulfilment waits for the money', () => {
  it('an order awaiting its payment cannot be packed; once paid it can, and a returned item is refunded through the gateway once', async () => {
    const p = await makeProduct({ price: 1600, sizes: [{ size: 'M', stock: 3 }] });
    const { shopper, purchaseId, payment, res } = await placed(p._id);
    const orderId = res.body.data[0]._id;
    const step = (body: Record<string, unknown>) => call('PATCH', `/order/step/${orderId}`, { token: admin.token, body });
    const early = await step({ step: 'packed' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toMatch(/waiting for its online payment/);
    await press(payment.orderId, 'succeed', purchaseId);
    expect((await step({ step: 'packed' })).status).toBe(200);
    const expectedDelivery = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await step({ step: 'shipped', courier: 'Delhivery', trackingNumber: 'AWB77', expectedDelivery })).status).toBe(200);
    expect((await step({ step: 'delivered' })).status).toBe(200);
    const asked = await call('POST', '/returns', { token: shopper.token, body: { orderId, reason: 'quality', resolution: 'refund' } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data._id;
    const act = (what: string, body: Record<string, unknown> = {}) => call('POST', `/returns/${id}/${what}`, { token: admin.token, body });
    expect((await act('approve')).status).toBe(200);
    expect((await act('receive', { damaged: false })).status).toBe(200);
    expect((await act('refund', { method: 'original', reference: 'RZP-AUTO' })).status).toBe(200);
    expect((await act('refund', { method: 'original', reference: 'RZP-AUTO' })).status).toBe(409);
    await sweepPayments();
    await sweepPayments();
    const refunds = await selectRows(gatewayRefunds, eq(gatewayRefunds.purchaseId, purchaseId));
    expect(refunds.map((r) => ({ reason: r.reason, amount: r.amount, state: r.state }))).toEqual([{ reason: 'returned', amount: 160000, state: 'processed' }]);
    const { paymentId } = await gatewayRow(purchaseId);
    expect(await selectRows(gatewaySimRefunds, eq(gatewaySimRefunds.paymentId, paymentId ?? ''))).toHaveLength(1);
  });
});

describe('the simulator in production', () => {
  it('is refused at start with NODE_ENV=production, and allowed otherwise', async () => {
    const { spawnSync } = await import('node:child_process');
    const script = "import('./src/server/services/gateway/config.ts').then((m) => m.refuseSimulatorInProduction())";
    const run = (nodeEnv: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...env, NODE_ENV: nodeEnv, PAYMENT_SIMULATOR: '1' }, encoding: 'utf8' });
    const production = run('production');
    expect(production.status).not.toBe(0);
    expect(production.stderr).toContain('PAYMENT_SIMULATOR=1 is refused with NODE_ENV=production');
    expect(run('development').status).toBe(0);
  });
});

describe('the real gateway without SITE_URL', () => {
  it('is refused at start (its return addresses must be absolute), and allowed with SITE_URL or the simulator', async () => {
    const { spawnSync } = await import('node:child_process');
    const script = "import('./src/server/services/gateway/config.ts').then((m) => m.refuseGatewayWithoutSiteUrl())";
    const real = { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w', PAYMENT_SIMULATOR: '' };
    const run = (more: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...env, SITE_URL: '', ...real, ...more }, encoding: 'utf8' });
    const bare = run({});
    expect(bare.status).not.toBe(0);
    expect(bare.stderr).toContain('PAYMENT_GATEWAY=razorpay needs SITE_URL');
    expect(run({ SITE_URL: 'https://shop.example.com' }).status).toBe(0);
    expect(run({ PAYMENT_SIMULATOR: '1' }).status).toBe(0);
  });
});

describe('the gateway out of reach', () => {
  it('Place Order answers 502 and nothing stays held', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 2 }] });
    const url = env.RAZORPAY_API_URL;
    env.RAZORPAY_API_URL = 'http://127.0.0.1:9/v1-unreachable';
    try {
      const { res } = await placed(p._id);
      expect(res.status).toBe(502);
      expect(res.body.msg).toMatch(/Nothing was ordered/);
    } finally {
      env.RAZORPAY_API_URL = url;
    }
    expect(await stockOf(p._id)).toBe(2);
  });
});
