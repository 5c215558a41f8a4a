/**
 * bench:payments — paying online through the gateway's stand-in, on the built store (ASTRO_OUT_DIR):
 *
 * 1. A paid checkout against a cash-on-delivery one: Place Order's p99 with `online` (the purchase,
 *    its hold and the gateway's order over HTTP) against `cod`, and the whole paid round (Place Order,
 *    the gateway's Succeed with its two webhooks, the signed return). Aim: p99 within 2x of cash on delivery.
 * 2. A flash sale: FLASH_SHOPPERS shoppers at once for FLASH_UNITS units. Exactly FLASH_UNITS are held,
 *    every other shopper is refused at Place Order (409); some winners walk away, the sweep (its clock
 *    moved past the hold) gives their units back, shoppers who lost retry and pay: exactly FLASH_UNITS
 *    paid purchases, no unit left held, stock 0.
 *
 * BENCH_DB=postgres with DATABASE_URL (a server; the run makes its own database) and WORKERS=2 as the
 * issue asks; PGlite otherwise. Prints the figures and the load average; writes bench/results/payments-*.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';
import { emptyDatabase } from './scratch-db';
import { startServer, stopServer } from './server';

const root = join(import.meta.dirname, '..');
const ENGINE = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const WORKERS = Math.max(1, Math.trunc(Number(process.env.WORKERS ?? (ENGINE === 'postgres' ? 2 : 1))));
const OUT_DIR = process.env.ASTRO_OUT_DIR ?? 'dist';
const CHECKOUTS = Number(process.env.PAY_CHECKOUTS ?? 200);
const CONCURRENCY = Number(process.env.PAY_CONCURRENCY ?? 10);
const FLASH_SHOPPERS = Number(process.env.FLASH_SHOPPERS ?? 1000);
const FLASH_UNITS = Number(process.env.FLASH_UNITS ?? 100);
/** Winners who never pay (their holds run out and the sweep releases them). */
const WALK_AWAY = Math.round(FLASH_UNITS / 10);
const DB_NAME = 'store_bench_payments';
const scratch = join(root, 'bench/.scratch');
const dataDir = join(scratch, 'payments-data');
const gatewayEnv = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_bench',
  RAZORPAY_KEY_SECRET: 'bench-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
  PAYMENT_SIMULATOR: '1',
};

async function resetEngine(): Promise<Record<string, string>> {
  mkdirSync(scratch, { recursive: true });
  if (ENGINE === 'pglite') {
    rmSync(dataDir, { recursive: true, force: true });
    return { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  return { DATABASE_URL: await emptyDatabase(DB_NAME) };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10 : 0;
};

let base = '';
/** The gateway's stand-in: a store process of its own on the same database, as a real gateway is elsewhere. */
let gatewayBase = '';
// biome-ignore lint/suspicious/noExplicitAny: a benchmark reads any answer
async function api<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

/** Runs `work` for each of `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

const address = {
  country: 'India',
  firstName: 'B',
  lastName: 'P',
  address: '1 Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  phone: '9876543210',
  declaration: true,
};
let seq = 0;
async function shopper() {
  const email = `bench-pay-${Date.now().toString(36)}-${seq++}@example.com`;
  await api('POST', '/users/register', { name: 'Bench Payer', email, password: 'Bench-pay-1', city: 'Pune' });
  const { body } = await api('POST', '/users/login', { email, password: 'Bench-pay-1' });
  const addr = await api('POST', '/address/add', address, { token: body.token });
  return { token: body.token as string, addressId: addr.body.data._id as number };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const place = (s: Shopper, prodId: number, paymentMethod: 'cod' | 'online') =>
  api(
    'POST',
    '/order/checkout',
    { addressId: s.addressId, paymentMethod, items: [{ prodId, quantity: 1, size: 'M' }] },
    { token: s.token, 'Idempotency-Key': randomUUID() },
  );

/** The gateway's Succeed and the browser's return with what it hands back. */
async function pay(s: Shopper, purchaseId: number, orderId: string) {
  const q = new URLSearchParams({ order_id: orderId, outcome: 'succeed', method: 'upi', callback_url: `/orders/${purchaseId}` });
  const res = await fetch(`${gatewayBase}/api/sim/razorpay/checkout/pay?${q}`, { redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '', 'http://store.invalid');
  return api('POST', '/payments/verify', Object.fromEntries(back.searchParams), { token: s.token });
}

async function product(adminToken: string, stock: number | null, name: string) {
  const { body } = await api(
    'POST',
    '/products/add',
    { name, brand: 'Bench', images: ['/images/products/tee.svg'], oprice: 1999, price: 1499, category: 'Bench', sizes: [{ size: 'M', stock }] },
    { token: adminToken },
  );
  return body.data._id as number;
}

async function main() {
  const engineEnv = await resetEngine();
  const port = await freePort();
  const gatewayPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  // On the embedded database one process owns the data: the stand-in is then the store itself.
  gatewayBase = ENGINE === 'postgres' ? `http://127.0.0.1:${gatewayPort}` : base;
  const apiUrl = { RAZORPAY_API_URL: `${gatewayBase}/api/sim/razorpay`, PAYMENT_SIMULATOR_WEBHOOK_URL: `${base}/api/payments/webhook` };
  Object.assign(process.env, engineEnv, gatewayEnv, apiUrl);
  if (ENGINE === 'pglite') delete process.env.DATABASE_URL;
  const server = await startServer({
    root,
    port,
    logFile: join(scratch, 'payments-server.log'),
    healthyWithinMs: 120_000,
    env: {
      ASTRO_OUT_DIR: OUT_DIR,
      ...engineEnv,
      ...gatewayEnv,
      ...apiUrl,
      WORKERS: String(WORKERS),
      SEED_DEMO: '1',
      // The simulator is refused in production; the test cost of a password hash keeps 1,000 sign-ups short.
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_SIGNUP: '1000000',
    },
  });
  const gateway =
    ENGINE === 'postgres'
      ? await startServer({
          root,
          port: gatewayPort,
          logFile: join(scratch, 'payments-gateway.log'),
          healthyWithinMs: 120_000,
          env: { ASTRO_OUT_DIR: OUT_DIR, ...engineEnv, ...gatewayEnv, ...apiUrl, WORKERS: '1', SEED_DEMO: '0', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
        })
      : undefined;
  const load = [loadavg()[0]];
  try {
    const { body: adminLogin } = await api('POST', '/admins/login', { email: 'admin@fashionstore.example.com', password: 'Admin@12345' });
    const adminToken = adminLogin.token as string;

    // 1. Paid checkout against cash on delivery.
    const plenty = await product(adminToken, null, 'Bench tee');
    const buyers = await pool(Array.from({ length: 20 }), 5, () => shopper());
    const timings = { cod: [] as number[], online: [] as number[], paidRound: [] as number[] };
    for (const method of ['cod', 'online', 'cod', 'online'] as const) {
      await pool(Array.from({ length: CHECKOUTS / 2 }), CONCURRENCY, async (_, i) => {
        const s = buyers[i % buyers.length];
        const t0 = performance.now();
        const res = await place(s, plenty, method);
        const t1 = performance.now();
        if (res.status !== 201) throw new Error(`checkout ${method} answered ${res.status} ${JSON.stringify(res.body)}`);
        timings[method].push(t1 - t0);
        if (method === 'online') {
          const paid = await pay(s, res.body.purchase._id, res.body.payment.orderId);
          if (paid.status !== 200) throw new Error(`verify answered ${paid.status}`);
          timings.paidRound.push(performance.now() - t0);
        }
      });
    }
    load.push(loadavg()[0]);
    const fig = (xs: number[]) => ({ n: xs.length, p50: percentile(xs, 50), p99: percentile(xs, 99) });
    const paidCheckout = { cod: fig(timings.cod), online: fig(timings.online), paidRound: fig(timings.paidRound) };
    const ratio = Math.round((paidCheckout.online.p99 / paidCheckout.cod.p99) * 100) / 100;

    // 2. The flash sale.
    const scarce = await product(adminToken, FLASH_UNITS, 'Flash sale tee');
    const crowd = await pool(Array.from({ length: FLASH_SHOPPERS }), 20, () => shopper());
    const t0 = performance.now();
    const answers: { status: number; ms: number; body: { purchase?: { _id: number }; payment?: { orderId: string } } }[] = await Promise.all(
      crowd.map(async (s) => {
        const t = performance.now();
        const r = await place(s, scarce, 'online');
        return { ...r, ms: performance.now() - t };
      }),
    );
    const raceMs = Math.round(performance.now() - t0);
    const winners = answers.flatMap((a, i) =>
      a.status === 201 ? [{ s: crowd[i], purchaseId: a.body.purchase?._id ?? 0, orderId: a.body.payment?.orderId ?? '' }] : [],
    );
    const refused = answers.filter((a) => a.status === 409);
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const payers = winners.slice(WALK_AWAY);
    await pool(payers, 20, (w) => pay(w.s, w.purchaseId, w.orderId));
    // The walkers' holds run out: the sweep, its clock moved past them, gives their units back once.
    const { sweepPayments } = await import('../src/server/services/gateway/online');
    const { PAYMENT_HOLD_MINUTES } = await import('../src/lib/constants');
    const later = new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * 60_000);
    const swept = await Promise.all([sweepPayments(later), sweepPayments(later)]);
    const losers = crowd.filter((_, i) => answers[i].status === 409).slice(0, WALK_AWAY * 2);
    const retries = await Promise.all(losers.map((s) => place(s, scarce, 'online')));
    const second = retries.flatMap((r, i) => (r.status === 201 ? [{ s: losers[i], purchaseId: r.body.purchase._id, orderId: r.body.payment.orderId }] : []));
    await pool(second, 20, (w) => pay(w.s, w.purchaseId, w.orderId));
    const { getDb, closeDb } = await import('../src/server/db/client');
    const { sql } = await import('drizzle-orm');
    const db = await getDb();
    const counts = (await db.execute(
      sql`select (select count(*)::int from gateway_payments where state = 'paid') as paid,
                 (select count(*)::int from gateway_payments where state = 'holding') as holding,
                 (select stock from product_sizes where product_id = ${scarce} and size = 'M') as stock`,
    )) as unknown as { rows?: { paid: number; holding: number; stock: number }[] } & { paid?: number }[];
    const row = (counts.rows ?? (counts as unknown as { paid: number; holding: number; stock: number }[]))[0];
    await closeDb();
    load.push(loadavg()[0]);
    const flash = {
      shoppers: FLASH_SHOPPERS,
      units: FLASH_UNITS,
      held: winners.length,
      refusedAtOnce: refused.length,
      refusedP99Ms: percentile(
        refused.map((r) => r.ms),
        99,
      ),
      raceMs,
      statuses,
      walkedAway: WALK_AWAY,
      released: swept.reduce((n, s) => n + s.released, 0),
      retriedAndHeld: second.length,
      paidFlashPurchases: payers.length + second.length,
      paidInDatabase: row.paid,
      stillHolding: row.holding,
      stockLeft: row.stock,
    };
    const exact =
      flash.held === FLASH_UNITS &&
      flash.refusedAtOnce === FLASH_SHOPPERS - FLASH_UNITS &&
      flash.paidFlashPurchases === FLASH_UNITS &&
      flash.stillHolding === 0 &&
      flash.stockLeft === 0;
    const result = {
      engine: ENGINE,
      workers: WORKERS,
      paidCheckout,
      p99Ratio: ratio,
      aim: 2,
      met: ratio <= 2,
      flash,
      flashExact: exact,
      loadAverage: load.map((l) => Math.round(l * 100) / 100),
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(
      `${ENGINE}, ${WORKERS} worker(s): Place Order p99 online ${paidCheckout.online.p99} ms vs cash on delivery ${paidCheckout.cod.p99} ms = ${ratio}x (aim <= 2x, ${ratio <= 2 ? 'met' : 'NOT met'}); whole paid round p99 ${paidCheckout.paidRound.p99} ms`,
    );
    console.log(
      `flash sale: ${FLASH_SHOPPERS} shoppers for ${FLASH_UNITS} units in ${raceMs} ms: ${flash.held} held, ${flash.refusedAtOnce} refused at once (p99 ${flash.refusedP99Ms} ms); ${WALK_AWAY} walked away, ${flash.released} released by the sweep, ${second.length} retried and paid; ${flash.paidFlashPurchases} paid, ${flash.stillHolding} held, stock ${flash.stockLeft}: ${exact ? 'exact' : 'NOT exact'}; load average ${result.loadAverage.join(' / ')}`,
    );
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, `bench/results/payments-${ENGINE}${WORKERS > 1 ? `-${WORKERS}workers` : ''}.json`), `${JSON.stringify(result, null, 2)}\n`);
    if (!exact) process.exitCode = 1;
  } finally {
    await stopServer(server);
    if (gateway) await stopServer(gateway);
  }
}

await main();
