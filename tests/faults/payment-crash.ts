/**
 * Fault test: SIGKILL the store while shoppers are paying online through the gateway's stand-in (served
 * by the store, its records in the same database), restart it, and check that nothing is paid and
 * unrecorded: every gateway order with a captured payment belongs to a purchase marked paid (the first
 * sweep after the start asks the gateway), and no purchase is paid without one. Run after a build:
 * `tsx tests/faults/payment-crash.ts` (part of `npm run test:faults`). Ends with 'N passed, N failed'.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { checks, root, startServer as start } from './server';

const PORT = Number(process.env.PAYMENT_FAULT_PORT ?? 4428);
const SITE = `http://127.0.0.1:${PORT}`;
const BASE = `${SITE}/api`;
const DATA = join(root, '.data-faults-payment');
const SHOPPERS = 16;
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
/** How long the restarted store has to record what the gateway captured (its first sweep runs a second after the start). */
const RECONCILE_WAIT_MS = 20_000;
const KEY_ID = 'rzp_test_faults';
const KEY_SECRET = 'faults-key-secret';
const gateway = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: 'faults-webhook-secret',
  PAYMENT_SIMULATOR: '1',
};
const { check, done } = checks();
const startServer = (): Promise<ChildProcess> => start(PORT, DATA, gateway);
const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

// biome-ignore lint/suspicious/noExplicitAny: the fault run reads any answer, even a broken server's
async function api<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

interface Payer {
  token: string;
  purchaseId: number;
  orderId: string;
}

async function placeAll(prodId: number, round: number): Promise<Payer[]> {
  const payers: Payer[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `pay-crash-${round}-${i}-${Date.now()}@example.com`;
    await api('POST', '/users/register', { name: `Payer ${i}`, email, password: 'Crash-test-1', city: 'Pune' });
    const { body: login } = await api('POST', '/users/login', { email, password: 'Crash-test-1' });
    const h = { token: login.token };
    const { body: addr } = await api(
      'POST',
      '/address/add',
      {
        country: 'India',
        firstName: 'P',
        lastName: 'C',
        address: '1 Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        phone: '9876543210',
        declaration: true,
      },
      h,
    );
    const placed = await api(
      'POST',
      '/order/checkout',
      { addressId: addr.data._id, paymentMethod: 'online', items: [{ prodId, quantity: 1, size: 'M' }] },
      { ...h, 'Idempotency-Key': randomUUID() },
    );
    check(placed.status === 201, `round ${round} payer ${i}: placed (${placed.status})`);
    payers.push({ token: login.token, purchaseId: placed.body.purchase._id, orderId: placed.body.payment.orderId });
  }
  return payers;
}

/** Whether the gateway captured a payment for the order (asked the way the store asks). */
async function captured(orderId: string): Promise<boolean> {
  const res = await fetch(`${BASE}/sim/razorpay/v1/orders/${orderId}/payments`, { headers: { authorization: basic } });
  const body = (await res.json()) as { items: { status: string }[] };
  return body.items.some((p) => p.status === 'captured');
}

const statusOf = async (p: Payer) => (await api('GET', `/order/purchases/${p.purchaseId}`, undefined, { token: p.token })).body.data?.paymentStatus as string;

rmSync(DATA, { recursive: true, force: true });
let server = await startServer();
const {
  body: { token: adminToken },
} = await api<{ token: string }>('POST', '/admins/login', { email: 'admin@fashionstore.example.com', password: 'Admin@12345' });
const { body: product } = await api<{ data: { _id: number } }>(
  'POST',
  '/products/add',
  {
    name: 'Paid tee',
    brand: 'Fault Lab',
    images: ['/images/products/tee.svg'],
    oprice: 999,
    price: 899,
    category: 'Fault test',
    sizes: [{ size: 'M', stock: null }],
  },
  { token: adminToken },
);

for (let round = 1; round <= ROUNDS; round++) {
  const payers = await placeAll(product.data._id, round);
  // Every shopper presses Succeed at once: the gateway captures, then tells the store (its webhook), then
  // sends the browser back; the store is killed somewhere in between.
  const inflight = payers.map((p) => {
    const q = new URLSearchParams({ order_id: p.orderId, outcome: 'succeed', method: 'card', callback_url: `/orders/${p.purchaseId}` });
    return fetch(`${BASE}/sim/razorpay/checkout/pay?${q}`, { redirect: 'manual' }).catch(() => undefined);
  });
  await new Promise((r) => setTimeout(r, 60 + round * 60));
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await Promise.all([exited, ...inflight]);

  server = await startServer();
  check((await api('GET', '/health')).status === 200, `round ${round}: database reopens cleanly after SIGKILL`);
  const capturedBefore = await Promise.all(payers.map((p) => captured(p.orderId)));
  const deadline = Date.now() + RECONCILE_WAIT_MS;
  let statuses = await Promise.all(payers.map(statusOf));
  const unrecorded = statuses.filter((s, i) => capturedBefore[i] && s !== 'paid').length;
  while (Date.now() < deadline && statuses.some((s, i) => capturedBefore[i] !== (s === 'paid'))) {
    await new Promise((r) => setTimeout(r, 500));
    statuses = await Promise.all(payers.map(statusOf));
  }
  for (const [i, s] of statuses.entries()) {
    if (capturedBefore[i]) check(s === 'paid', `round ${round} payer ${i}: captured by the gateway but the purchase is ${s}`);
    else check(s === 'awaiting_payment', `round ${round} payer ${i}: not captured, yet the purchase is ${s}`);
  }
  const paid = capturedBefore.filter(Boolean).length;
  console.info(
    `round ${round}: ${paid}/${SHOPPERS} captured before the kill (${unrecorded} of them not yet recorded at the restart), all recorded after it; the rest still awaiting`,
  );
}

const exited = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
await exited;
rmSync(DATA, { recursive: true, force: true });
done();
