/**
 * `npm run bench:soak`: mixed shopper and admin traffic at a fixed rate over loopback for
 * SOAK_SECONDS (default 300) against the built server on a fresh seeded database. Reports
 * throughput, p99 and errors per traffic kind and the server's memory (RSS, all its processes) over
 * time, into bench/results/soak.json. Memory must level off, not grow with time; and nothing may be
 * lost: every checkout answered 201 must have its orders in the database at the end.
 * BENCH_DB=postgres runs on the server at DATABASE_URL (a database of its own, fashion_store_soak) and
 * WORKERS=N with N processes; the report is then bench/results/soak-postgres[-Nworkers].json.
 */
import { spawn, execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PORT = Number(process.env.SOAK_PORT ?? 4420);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = process.env.ASTRO_OUT_DIR ?? 'dist-soak';
const DATA = join(root, 'bench/.scratch/soak');
const ENGINE: 'pglite' | 'postgres' = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const WORKERS = Math.max(1, Math.trunc(Number(process.env.WORKERS ?? 1)) || 1);
const SOAK_DATABASE = 'fashion_store_soak';
const soakUrl = () => {
  if (!process.env.DATABASE_URL) throw new Error('BENCH_DB=postgres needs DATABASE_URL (the server to run on)');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${SOAK_DATABASE}`;
  return url.toString();
};
const REPORT = `bench/results/soak${ENGINE === 'postgres' ? `-postgres${WORKERS > 1 ? `-${WORKERS}workers` : ''}` : ''}.json`;

if (!process.env.SKIP_BUILD)
  execSync('npx astro build', { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_OUT_DIR: OUT, ASTRO_TELEMETRY_DISABLED: '1' } });
rmSync(DATA, { recursive: true, force: true });
mkdirSync(join(root, 'bench/.scratch'), { recursive: true });
if (ENGINE === 'postgres') {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query(`drop database if exists ${SOAK_DATABASE} with (force)`);
  await c.query(`create database ${SOAK_DATABASE}`);
  await c.end();
}

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  // Every soak shopper comes from 127.0.0.1: lift the per-client budgets.
  env: {
    ...process.env,
    ASTRO_OUT_DIR: OUT,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ...(ENGINE === 'postgres' ? { DATABASE_URL: soakUrl(), SEED_DEMO: '1', WORKERS: String(WORKERS) } : { DATA_DIR: DATA, DATABASE_URL: '' }),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_SIGNUP: '100000',
  },
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (b: Buffer) => {
    if (b.toString().includes('Store ready')) resolve();
  });
  server.once('exit', (c) => reject(new Error(`server exited ${c}`)));
});
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
/** The server's resident memory: the process, plus its workers when it runs several. */
const rss = () => {
  const pid = server.pid ?? 0;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children].reduce((sum, p) => sum + rssOf(p), 0);
};

async function json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the soak's own reading of the replies it set up
  return res.json() as Promise<any>;
}

// Arrange: shoppers with a saved address, the demo admin's token, product ids.
const products: number[] = (await json('GET', '/products?limit=100')).data.map((p: { _id: number }) => p._id);
const admin = (await json('POST', '/admins/login', { email: 'admin@fashionstore.example.com', password: 'Admin@12345' })).token as string;
// Cart traffic buys products of its own with uncounted stock, so five minutes of checkouts never sell
// the demo catalogue out (running out is measured by bench:api's contended checkout).
const buyable: number[] = [];
for (let i = 0; i < 20; i++) {
  const added = await json(
    'POST',
    '/products/add',
    {
      name: `Soak tee ${i}`,
      brand: 'Soak Lab',
      images: ['/images/products/tee.svg'],
      oprice: 999,
      price: 699 + i,
      category: 'Soak test',
      sizes: [{ size: 'M', stock: null }],
    },
    { token: admin },
  );
  buyable.push(added.data._id);
}
type Shopper = { token: string; addressId: number };
const shoppers: Shopper[] = [];
for (let i = 0; i < 10; i++) {
  const email = `soak-${i}@example.com`;
  await json('POST', '/users/register', { name: `Soak ${i}`, email, password: 'Soak-test-1', city: 'Pune' });
  const token = (await json('POST', '/users/login', { email, password: 'Soak-test-1' })).token as string;
  const address = await json(
    'POST',
    '/address/add',
    {
      country: 'India',
      firstName: 'S',
      lastName: 'K',
      address: '1 Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      phone: '9876543210',
      declaration: true,
    },
    { token },
  );
  shoppers.push({ token, addressId: address.data._id });
}
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
const words = ['tee', 'hoodie', 'sneaker', 'jacket', 'cap', 'retro', 'varsity', 'women'];

type Kind = { name: string; rate: number; requests: autocannon.Request[] };
const kinds: Kind[] = [
  { name: 'browse home', rate: 10, requests: [{ method: 'GET', path: '/' }] },
  {
    name: 'search',
    rate: 20,
    requests: [
      {
        method: 'GET',
        setupRequest: (r) => ({ ...r, path: `/api/products?search=${pick(words)}&sort=price&orderBy=asc&page=${1 + Math.floor(Math.random() * 3)}` }),
      },
    ],
  },
  { name: 'product page', rate: 15, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/products/${pick(products)}` }) }] },
  {
    name: 'cart + checkout',
    rate: 4,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/add',
        setupRequest: (r, ctx) => {
          const s = pick(shoppers);
          (ctx as { s?: Shopper }).s = s;
          return { ...r, headers: { 'content-type': 'application/json', token: s.token }, body: JSON.stringify({ prodId: pick(buyable), quantity: 1 }) };
        },
      },
      {
        method: 'POST',
        path: '/api/order/checkout',
        setupRequest: (r, ctx) => {
          // The cart request just before, on this connection, chose the shopper.
          const s = (ctx as { s: Shopper }).s;
          return {
            ...r,
            headers: { 'content-type': 'application/json', token: s.token, 'Idempotency-Key': randomUUID() },
            body: JSON.stringify({ addressId: s.addressId }),
          };
        },
      },
    ],
  },
  {
    name: 'admin lists',
    rate: 3,
    requests: [
      {
        method: 'GET',
        setupRequest: (r) => ({
          ...r,
          headers: { token: admin },
          path: pick(['/api/order/allorders?page=1&limit=20', '/api/users?page=1&limit=20', '/api/order/categories']),
        }),
      },
    ],
  },
];

const memory: { s: number; rss: number }[] = [{ s: 0, rss: rss() }];
const started = Date.now();
const sampler = setInterval(() => memory.push({ s: Math.round((Date.now() - started) / 1000), rss: rss() }), 10_000);
// Checkouts answered 201, counted per connection: its requests alternate cart add, checkout.
let checkoutsPlaced = 0;
const turns = new WeakMap<object, number>();
const results = await Promise.all(
  kinds.map((k) => {
    const run = autocannon({
      url: BASE,
      connections: 2,
      overallRate: k.rate,
      duration: SECONDS,
      requests: k.requests,
    });
    if (k.name === 'cart + checkout') {
      run.on('response', (client: unknown, status: number) => {
        const key = client as object;
        const turn = turns.get(key) ?? 0;
        turns.set(key, turn + 1);
        if (turn % 2 === 1 && status === 201) checkoutsPlaced++;
      });
    }
    return run;
  }),
);
clearInterval(sampler);
memory.push({ s: SECONDS, rss: rss() });

const stopped = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
await stopped;
const kept = await storedCheckouts();
rmSync(DATA, { recursive: true, force: true });

/** Checkouts whose orders are in the database, read after the server has stopped. */
async function storedCheckouts(): Promise<{ checkouts: number; orders: number }> {
  const query = `select (select count(*) from checkouts where jsonb_array_length(order_ids) > 0)::int as checkouts,
    (select count(*) from orders o join checkouts c on o.id in (select jsonb_array_elements_text(c.order_ids)::int))::int as orders`;
  if (ENGINE === 'postgres') {
    const c = new pg.Client({ connectionString: soakUrl() });
    await c.connect();
    const { rows } = await c.query(query);
    await c.end();
    return rows[0];
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create(DATA);
  const { rows } = await lite.query<{ checkouts: number; orders: number }>(query);
  await lite.close();
  return rows[0]!;
}

const mb = (b: number) => Math.round(b / 1024 / 1024);
const firstMinute = memory.filter((m) => m.s >= 60).slice(0, 3);
const report = {
  date: new Date().toISOString(),
  node: process.version,
  seconds: SECONDS,
  database: ENGINE,
  workers: WORKERS,
  checkouts: { answered201: checkoutsPlaced, storedWithOrders: kept.checkouts, ordersStored: kept.orders, nothingLost: kept.checkouts === checkoutsPlaced },
  kinds: Object.fromEntries(
    kinds.map((k, i) => [
      k.name,
      {
        targetRate: k.rate,
        rps: results[i].requests.average,
        requests: results[i].requests.total,
        p50: results[i].latency.p50,
        p99: results[i].latency.p99,
        errors: results[i].errors,
        timeouts: results[i].timeouts,
        non2xx: results[i].non2xx,
      },
    ]),
  ),
  memoryMB: {
    start: mb(memory[0].rss),
    afterWarmup: firstMinute.length ? mb(firstMinute[0].rss) : undefined,
    end: mb(memory.at(-1)!.rss),
    samples: memory.map((m) => ({ s: m.s, mb: mb(m.rss) })),
  },
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, REPORT), `${JSON.stringify(report, null, 2)}\n`);
console.table(
  Object.fromEntries(Object.entries(report.kinds).map(([k, v]) => [k, { rps: v.rps, p50: v.p50, p99: v.p99, errors: v.errors, non2xx: v.non2xx }])),
);
console.info(`memory: start ${report.memoryMB.start} MB, after warm-up ${report.memoryMB.afterWarmup} MB, end ${report.memoryMB.end} MB`);
console.info(
  `${ENGINE}, ${WORKERS} worker(s): ${checkoutsPlaced} checkouts answered 201, ${kept.checkouts} stored with their orders (${kept.orders} orders): ${report.checkouts.nothingLost ? 'nothing lost' : 'LOST SOME'}`,
);
if (!report.checkouts.nothingLost) process.exitCode = 1;
