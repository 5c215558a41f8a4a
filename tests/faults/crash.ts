/**
 * Fault test: SIGKILL the server in the middle of checkouts under load, restart it on the same data
 * folder, and check that every checkout happened completely (orders made, cart emptied) or not at
 * all (cart as it was, no orders), and that the database opens cleanly. Run: `npm run test:faults`
 * (after a build). Ends with a 'N passed, N failed' line.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { checks, root, startServer as start } from './server';

const PORT = Number(process.env.FAULT_PORT ?? 4410);
const BASE = `http://127.0.0.1:${PORT}/api`;
const DATA = join(root, '.data-faults');
const SHOPPERS = 24;
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
const { check, done } = checks();
const startServer = (): Promise<ChildProcess> => start(PORT, DATA);

// biome-ignore lint/suspicious/noExplicitAny: the fault run reads any answer, even a broken server's
async function api<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

interface Shopper {
  token: string;
  addressId: number;
  lines: { prodId: number; quantity: number }[];
  key: string;
}

async function prepare(productIds: number[], round: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `crash-${round}-${i}-${Date.now()}@example.com`;
    await api('POST', '/users/register', { name: `Crash ${i}`, email, password: 'Crash-test-1', city: 'Pune' });
    const {
      body: { token },
    } = await api('POST', '/users/login', { email, password: 'Crash-test-1' });
    const h = { token };
    const { body: addr } = await api(
      'POST',
      '/address/add',
      {
        country: 'India',
        firstName: 'C',
        lastName: 'T',
        address: '1 Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        phone: '9876543210',
        declaration: true,
      },
      h,
    );
    const lines = [];
    for (let j = 0; j < 3; j++) {
      const prodId = productIds[(i * 3 + j + round) % productIds.length];
      const quantity = 1 + ((i + j) % 3);
      await api('POST', '/cart/add', { prodId, quantity }, h);
      lines.push({ prodId, quantity });
    }
    shoppers.push({ token, addressId: addr.data._id, lines, key: randomUUID() });
  }
  return shoppers;
}

async function verify(s: Shopper, round: number, i: number) {
  const h = { token: s.token };
  const cart = await api<{ data: { prodId: number; quantity: number }[] }>('GET', '/cart', undefined, h);
  const orders = await api<{ data: { prodId: number; quantity: number }[] }>('GET', '/order', undefined, h);
  const sig = (xs: { prodId: number; quantity: number }[]) =>
    xs
      .map((x) => `${x.prodId}x${x.quantity}`)
      .sort()
      .join(',');
  const whole = cart.body.data.length === 0 && sig(orders.body.data) === sig(s.lines);
  const none = orders.body.data.length === 0 && sig(cart.body.data) === sig(s.lines);
  check(whole || none, `round ${round} shopper ${i}: checkout was partial (cart ${sig(cart.body.data)}, orders ${sig(orders.body.data)})`);
  return whole;
}

rmSync(DATA, { recursive: true, force: true });
let server = await startServer();
// Products of its own with uncounted stock: this test is about whole-or-nothing checkouts, not about
// running out (tests/api/stock.test.ts is), so no checkout may be refused for stock.
const {
  body: { token: adminToken },
} = await api<{ token: string }>('POST', '/admins/login', { email: 'admin@fashionstore.example.com', password: 'Admin@12345' });
const productIds: number[] = [];
for (let i = 0; i < 12; i++) {
  const { body } = await api<{ data: { _id: number } }>(
    'POST',
    '/products/add',
    {
      name: `Crash tee ${i}`,
      brand: 'Fault Lab',
      images: ['/images/products/tee.svg'],
      oprice: 999,
      price: 799 + i,
      category: 'Fault test',
      sizes: [{ size: 'M', stock: null }],
    },
    { token: adminToken },
  );
  productIds.push(body.data._id);
}

for (let round = 1; round <= ROUNDS; round++) {
  const shoppers = await prepare(productIds, round);
  const inflight = shoppers.map((s) =>
    api('POST', '/order/checkout', { addressId: s.addressId }, { token: s.token, 'Idempotency-Key': s.key }).catch(() => undefined),
  );
  await new Promise((r) => setTimeout(r, 20 + round * 25));
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await Promise.all([exited, ...inflight]);

  server = await startServer();
  const health = await api('GET', '/health');
  check(health.status === 200, `round ${round}: database reopens cleanly after SIGKILL`);
  let done = 0;
  for (const [i, s] of shoppers.entries()) if (await verify(s, round, i)) done++;
  console.info(`round ${round}: ${done}/${SHOPPERS} checkouts had completed before the kill; the rest left no trace`);

  // The shopper retries with the same key: the unfinished ones now complete, the finished ones are not repeated.
  for (const [i, s] of shoppers.entries()) {
    const retry = await api<{ data: unknown[] }>('POST', '/order/checkout', { addressId: s.addressId }, { token: s.token, 'Idempotency-Key': s.key });
    check(
      (retry.status === 200 || retry.status === 201) && retry.body.data.length === s.lines.length,
      `round ${round} shopper ${i}: retry answers the whole order`,
    );
    check(await verify(s, round, i), `round ${round} shopper ${i}: complete after retry`);
  }
}

// SIGTERM under load drains: requests already taken get their whole answer (or a 503 once draining),
// none is cut off mid-way; new connections are refused; the database closes and reopens cleanly.
const stopped = new Promise((r) => server.once('exit', r));
const load = Array.from({ length: 60 }, (_, i) =>
  fetch(`${BASE}/products?search=${['tee', 'hoodie', 'sneaker'][i % 3]}&sort=price&orderBy=asc`)
    .then(async (res) => ({ status: res.status, complete: Array.isArray((await res.json()).data) || res.status === 503 }))
    .catch((err: Error & { cause?: { code?: string } }) => ({ status: 0, code: err.cause?.code, complete: err.cause?.code === 'ECONNREFUSED' })),
);
await new Promise((r) => setTimeout(r, 15));
server.kill('SIGTERM');
const answers = await Promise.all(load);
const code = await stopped;
check(code === 0, 'SIGTERM stops the server cleanly');
check(
  answers.every((a) => a.complete),
  `SIGTERM drains: every request got a whole answer (${answers.map((a) => ('code' in a ? a.code : a.status)).join(',')})`,
);
server = await startServer();
check((await api('GET', '/health')).status === 200, 'the database reopens after a drained stop');
const stoppedAgain = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
await stoppedAgain;
rmSync(DATA, { recursive: true, force: true });
done();
