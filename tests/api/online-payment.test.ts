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
    expect(payment.checkoutUrl).toContain('/api/sim/razorpay/checkout?');
    expect(await stockOf(p._id)).toBe(3);
    const order = await fetch(`${base}/api/sim/razorpay/v1/orders/${payment.orderId}/payments`, {
      headers: { authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
    });
    expect(order.status).toBe(200);
    // No order-placed e-mail while it waits for the money.
    expect((await selectRows(outbox, eq(outbox.recipient, shopper.email))).filter((m) => m.kind === 'order-placed')).toHaveLength(0);

    const page = await fetch(`${base}${payment.checkoutUrl}`);
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

  it('an admin rejecting one item of two refunds that item only', async () => {
    const p = await makeProduct({ price: 1000, sizes: [{ size: 'M', stock: 5 }] });
    const q = await makeProduct({ price: 1000, sizes: [{ size: 'M', stock: 5 }] });
    const s = await shopperWithCart();
    const res = await call('POST', '/order/checkout', {
      token: s.token,
      body: {
        addressId: s.addressId,
        paymentMethod: 'online',
        items: [
          { prodId: p._id, quantity: 1, size: 'M' },
          { prodId: q._id, quantity: 1, size: 'M' },
        ],
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const purchaseId = res.body.purchase._id;
    await press(res.body.payment.orderId, 'succeed', purchaseId);
    const rejected = await call('PATCH', `/order/update/${res.body.data[0]._id}`, { token: admin.token, body: { status: 'Rejected' } });
    expect(rejected.status).toBe(200);
    await sweepPayments();
    const refunds = await selectRows(gatewayRefunds, eq(gatewayRefunds.purchaseId, purchaseId));
    // 2,000 paid with free shipping; 1,000 left is below free shipping, so 1,099 is still owed: 901 back.
    expect(refunds.map((r) => ({ amount: r.amount, state: r.state }))).toEqual([{ amount: 90100, state: 'processed' }]);
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
