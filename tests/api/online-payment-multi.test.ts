/**
 * Paying online with two server processes on one PostgreSQL: a race for few units, payments recorded
 * once whichever process hears of them (the browser's return on one, the webhook on the other), and
 * holds released once by sweeps running at the same time. Skipped on the embedded database.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/ports';
import { PAYMENT_HOLD_MINUTES } from '../../src/lib/constants';
import { gatewayPayments, orders, outbox, productSizes } from '../../src/server/db/schema';
import { sweepPayments } from '../../src/server/services/gateway/online';
import { address, countRows, makeProduct, selectRows } from './helpers';
import { PortTakenError, startServerProcess, stopServerProcesses } from './multi/process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const gatewayEnv = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_multi',
  RAZORPAY_KEY_SECRET: 'multi-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'multi-webhook-secret',
  PAYMENT_SIMULATOR: '1',
};
const secret = randomBytes(32).toString('hex');
const PAIR_TRIES = 3;

interface Server {
  base: string;
  child: ChildProcess;
}

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const { origin, child } = await startServerProcess({ ...gatewayEnv, ...env, JWT_SECRET: secret, TRUST_PROXY: '1' }, port);
  return { base: origin, child };
}

let a: Server;
let b: Server;
let clients = 0;
// biome-ignore lint/suspicious/noExplicitAny: a raw call reads any answer
async function call<T = any>(s: Server, method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${s.base}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': `10.3.${(clients >> 8) & 255}.${clients++ & 255}`,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { token: opts.token } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

let seq = 0;
async function shopper(via: Server) {
  const email = `pay-multi-${Date.now().toString(36)}-${seq++}@example.com`;
  const password = 'Sup3r-secret!';
  expect((await call(via, 'POST', '/users/register', { body: { name: 'Multi Payer', email, password, city: 'Pune' } })).status).toBe(201);
  const { body } = await call(via, 'POST', '/users/login', { body: { email, password } });
  const addr = await call(via, 'POST', '/address/add', { token: body.token, body: address });
  return { email, token: body.token as string, addressId: addr.body.data._id as number };
}

describe.skipIf(!onPostgres)('paying online with two processes on one PostgreSQL', () => {
  beforeAll(async () => {
    await countRows(orders);
    // Each names the other's port, so both are chosen first; a port taken before its server listens means a new pair.
    for (let tries = 1; ; tries++) {
      const [pa, pb] = [await freePort(), await freePort()];
      // Both talk to the gateway stand-in served by A; its webhooks go to B.
      const shared = {
        RAZORPAY_API_URL: `http://127.0.0.1:${pa}/api/sim/razorpay`,
        PAYMENT_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${pb}/api/payments/webhook`,
      };
      const started = await Promise.allSettled([startServer(pa, shared), startServer(pb, shared)]);
      if (started[0].status === 'fulfilled' && started[1].status === 'fulfilled') {
        [a, b] = [started[0].value, started[1].value];
        Object.assign(process.env, gatewayEnv, shared);
        break;
      }
      await stopServerProcesses(started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
      const failure = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')?.reason;
      if (!(failure instanceof PortTakenError) || tries === PAIR_TRIES) throw failure;
    }
  }, 120_000);
  afterAll(() => stopServerProcesses([a, b].filter(Boolean)));

  it('12 shoppers race for 5 units across both: 5 held; paid ones recorded once; the sweeps release the rest once', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 5 }] });
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => shopper(i % 2 ? b : a)));
    const tries = await Promise.all(
      shoppers.map((s, i) =>
        call(i % 2 ? a : b, 'POST', '/order/checkout', {
          token: s.token,
          body: { addressId: s.addressId, paymentMethod: 'online', items: [{ prodId: p._id, quantity: 1, size: 'M' }] },
          headers: { 'Idempotency-Key': randomUUID() },
        }),
      ),
    );
    const held = tries.flatMap((t, i) =>
      t.status === 201 ? [{ shopper: shoppers[i], purchaseId: t.body.purchase._id as number, orderId: t.body.payment.orderId as string }] : [],
    );
    expect(held).toHaveLength(5);
    expect(tries.filter((t) => t.status === 409)).toHaveLength(7);
    const stock = async () => (await selectRows(productSizes, and(eq(productSizes.prodId, p._id), eq(productSizes.size, 'M'))))[0]?.stock;
    expect(await stock()).toBe(0);

    // Three pay: the simulator on A sends the webhook to B, and the browser's return goes to A at the same time.
    await Promise.all(
      held.slice(0, 3).map(async (h) => {
        const q = new URLSearchParams({ order_id: h.orderId, outcome: 'succeed', method: 'upi', callback_url: `/orders/${h.purchaseId}` });
        const res = await fetch(`${a.base}/api/sim/razorpay/checkout/pay?${q}`, { redirect: 'manual' });
        const back = new URL(res.headers.get('location') ?? '', 'http://store.test');
        const verified = await call(a, 'POST', '/payments/verify', { token: h.shopper.token, body: Object.fromEntries(back.searchParams) });
        expect(verified.status).toBe(200);
      }),
    );
    // Sweeps at once past the hold, on several connections: each hold released once.
    const after = new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * 60_000);
    const swept = await Promise.all([sweepPayments(after), sweepPayments(after), sweepPayments(after)]);
    expect(swept.reduce((n, s) => n + s.released, 0)).toBe(2);
    expect(await stock()).toBe(2);
    const states = await selectRows(gatewayPayments);
    const mine = states.filter((r) => held.some((h) => h.purchaseId === r.purchaseId));
    expect(mine.filter((r) => r.state === 'paid')).toHaveLength(3);
    expect(mine.filter((r) => r.state === 'released')).toHaveLength(2);
    for (const h of held.slice(0, 3)) {
      expect((await selectRows(outbox, eq(outbox.recipient, h.shopper.email))).filter((m) => m.kind === 'order-placed')).toHaveLength(1);
    }
  });
});
