/**
 * Two server processes on one PostgreSQL (README "Several processes"): what must be shared is shared
 * through the database. Runs with TEST_DATABASE_URL (as .ci/run's PostgreSQL step sets it); skipped on
 * the embedded database, which serves one process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../src/server/config';
import { productSizes } from '../../src/server/db/schema';
import { updateProduct } from '../../src/server/services/products';
import { addAdmin } from '../../src/server/services/admins';
import { freePort } from '../../bench/ports';
import { address, countRows, makeProduct, selectRows } from './helpers';
import { cartItems, orders } from '../../src/server/db/schema';
import { type ServerProcess, startServerProcess } from './multi/process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const root = join(import.meta.dirname, '../..');

type Server = ServerProcess;

// As behind a load balancer: each test names its client in X-Forwarded-For.
const startServer = (): Promise<Server> => startServerProcess({ JWT_SECRET: secret, TRUST_PROXY: '1', RATE_LIMIT_SIGNUP: '5' });

const secret = randomBytes(32).toString('hex');
let a: Server;
let b: Server;

let clients = 0;
/** A client address of its own for each call, unless the test names one. */
// biome-ignore lint/suspicious/noExplicitAny: a raw call reads any answer, as helpers.ts's call() does
async function call<T = any>(
  s: Server,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; client?: string } = {},
) {
  const res = await fetch(`${s.base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': opts.client ?? `10.1.${(clients >> 8) & 255}.${clients++ & 255}`,
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
  const email = `multi-${Date.now().toString(36)}-${seq++}@example.com`;
  const password = 'Sup3r-secret!';
  expect((await call(via, 'POST', '/users/register', { body: { name: 'Multi Shopper', email, password, city: 'Pune' } })).status).toBe(201);
  const { body } = await call(via, 'POST', '/users/login', { body: { email, password } });
  const addr = await call(via, 'POST', '/address/add', { token: body.token, body: address });
  return { email, password, token: body.token as string, addressId: addr.body.data._id as number };
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    // This file's database (tests/api/setup.ts) gets its tables here first, so the two servers start on a migrated one.
    await countRows(orders);
    [a, b] = await Promise.all([startServer(), startServer()]);
  }, 120_000);
  afterAll(async () => {
    for (const s of [a, b]) {
      if (!s || s.child.exitCode !== null) continue;
      const exited = new Promise((r) => s.child.once('exit', r));
      s.child.kill('SIGTERM');
      await exited;
    }
  });

  it('failed logins of one account spread over both processes are throttled as if on one', async () => {
    const s = await shopper(a);
    const client = '10.2.0.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const via = i % 2 ? b : a;
      expect((await call(via, 'POST', '/users/login', { client, body: { email: s.email, password: 'wrong-password' } })).status).toBe(401);
    }
    // Each process saw half the failures; counted in the database, the account is held on both.
    expect((await call(a, 'POST', '/users/login', { client, body: { email: s.email, password: s.password } })).status).toBe(429);
    expect((await call(b, 'POST', '/users/login', { client, body: { email: s.email, password: s.password } })).status).toBe(429);
    // The owner on another device is not held by someone else's guesses.
    expect((await call(b, 'POST', '/users/login', { body: { email: s.email, password: s.password } })).status).toBe(200);
  });

  it('sign-ups from one client are budgeted across both processes', async () => {
    // RATE_LIMIT_SIGNUP=5 for the test's servers.
    const tries = [];
    for (let i = 0; i < 6; i++) {
      const via = i % 2 ? b : a;
      tries.push(
        (
          await call(via, 'POST', '/users/register', {
            client: '10.2.0.2',
            body: { name: 'Budget', email: `budget-${i}-${Date.now()}@example.com`, password: 'Sup3r-secret!', city: 'Pune' },
          })
        ).status,
      );
    }
    expect(tries.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(tries[5]).toBe(429);
  });

  it('a product edited through one process is seen fresh through the other within a second: categories and search counts', async () => {
    const admin = { email: `multi-admin-${Date.now()}@example.com`, password: 'Adm1n-secret!' };
    await addAdmin({ name: 'Multi Admin', ...admin, role: 'Technical', image: 'https://img.example.com/a.png', contact: '9876543210' });
    const token = (await call(a, 'POST', '/admins/login', { body: admin })).body.token as string;
    const tag = `zq${Date.now().toString(36)}`;
    const product = await makeProduct({ name: `Plain Tee ${tag}`, category: 'Tees' });
    // B caches the categories and the count of a search that does not match yet.
    expect((await call(b, 'GET', '/products/categories')).body.data).not.toContain(`Capsule ${tag}`);
    expect((await call(b, 'GET', `/products?search=capsule%20${tag}`)).body.total).toBe(0);

    const edited = await call(a, 'PATCH', `/products/update/${product._id}`, { token, body: { category: `Capsule ${tag}` } });
    expect(edited.status).toBe(200);
    const changedAt = Date.now();
    let categories: string[] = [];
    let total = 0;
    while (Date.now() - changedAt < 1000) {
      categories = (await call(b, 'GET', '/products/categories')).body.data;
      total = (await call(b, 'GET', `/products?search=capsule%20${tag}`)).body.total;
      if (categories.includes(`Capsule ${tag}`) && total === 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(categories).toContain(`Capsule ${tag}`);
    expect(total).toBe(1);
  });

  it('checkouts racing through both processes for the last units stay all-or-nothing', async () => {
    const UNITS = 4;
    const SHOPPERS = 10;
    const last = await makeProduct({ name: 'Last Units Hoodie', sizes: [{ size: 'M', stock: UNITS }] });
    const plenty = await makeProduct({ name: 'Plenty Socks', sizes: [{ size: 'M', stock: 1000 }] });
    const buyers = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const via = i % 2 ? b : a;
      const s = await shopper(via);
      for (const prodId of [last._id, plenty._id]) {
        expect((await call(via, 'POST', '/cart/add', { token: s.token, body: { prodId, quantity: 1, size: 'M' } })).status).toBe(201);
      }
      buyers.push({ ...s, via });
    }
    const answers = await Promise.all(
      buyers.map((s, i) =>
        call(i % 2 ? a : b, 'POST', '/order/checkout', { token: s.token, body: { addressId: s.addressId }, headers: { 'Idempotency-Key': `race-${i}` } }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(UNITS).fill(201), ...Array(SHOPPERS - UNITS).fill(409)]);
    const stock = async (prodId: number) => (await selectRows(productSizes, eq(productSizes.prodId, prodId)))[0]?.stock;
    expect(await stock(last._id)).toBe(0);
    // A refused checkout took nothing: the socks went only with the hoodies that were had.
    expect(await stock(plenty._id)).toBe(1000 - UNITS);
    expect(await countRows(orders, eq(orders.prodId, last._id))).toBe(UNITS);
    expect(await countRows(orders, eq(orders.prodId, plenty._id))).toBe(UNITS);
    // and left the refused shoppers' carts as they were.
    expect(await countRows(cartItems)).toBe((SHOPPERS - UNITS) * 2);
  });
});

/**
 * `WORKERS=2 npm run serve` on the built store (CI builds it in `npm test` before this step; skipped
 * without a build): one port, two processes answering it, and SIGTERM drains both.
 */
const outDir = join(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const built = existsSync(join(outDir, 'server/host.mjs'));
describe.skipIf(!onPostgres || !built)('WORKERS=2 on the built store', () => {
  it('serves one port from two worker processes and drains both on SIGTERM', async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        JWT_SECRET: secret,
        LOG_LEVEL: 'warn',
        DRAIN_TIMEOUT_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    primary.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const deadline = Date.now() + 60_000;
    while (!out.includes('Store ready') && Date.now() < deadline && primary.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('(database: postgres, 2 workers)');
    const base = `http://127.0.0.1:${port}`;
    const health = await Promise.all(Array.from({ length: 8 }, () => fetch(`${base}/api/health`).then((r) => r.status)));
    expect(health.every((s) => s === 200)).toBe(true);

    // Requests in flight when SIGTERM arrives are answered (200, or 503 once draining), never reset.
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${base}/api/products?search=tee`).then(
        (r) => r.status,
        () => 0,
      ),
    );
    await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise<number | null>((r) => primary.once('exit', (code) => r(code)));
    primary.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(await exited).toBe(0);
    expect(out).toContain('every worker drains');
  }, 90_000);
});

/**
 * Static-first pages on two processes of the built store sharing one PostgreSQL (README "Static-first
 * pages"): each keeps its own page cache, and a price changed through one shows on the other's home
 * page, /products and product page within 5 s (LISTEN/NOTIFY drops what the change touches).
 */
describe.skipIf(!onPostgres || !built)('cached pages on two processes of the built store', () => {
  const RENEWED_WITHIN_MS = 5_000;
  const stores: ChildProcess[] = [];
  async function startStore(): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', JWT_SECRET: secret, LOG_LEVEL: 'warn', WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    stores.push(child);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('store did not start in 60 s')), 60_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Store ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`store exited with ${code}`)));
    });
    return `http://127.0.0.1:${port}`;
  }
  afterAll(async () => {
    for (const child of stores) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it("a price changed through one process shows on the other's home page, /products and product page within 5 s", async () => {
    const [one, two] = await Promise.all([startStore(), startStore()]);
    const product = await makeProduct({ name: `Pages Tee ${Date.now().toString(36)}`, price: 1437, oprice: 1999 });
    const pages = ['/', '/products', `/products/${product._id}`];
    const page = async (base: string, path: string) => {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      return res.text();
    };
    // Both processes render and keep every page with the old price.
    for (const base of [one, two])
      for (const path of pages) await expect.poll(async () => (await page(base, path)).includes('1437'), { timeout: RENEWED_WITHIN_MS }).toBe(true);

    const admin = { email: `pages-admin-${Date.now()}@example.com`, password: 'Adm1n-secret!' };
    await addAdmin({ name: 'Pages Admin', ...admin, role: 'Technical', image: 'https://img.example.com/a.png', contact: '9876543210' });
    const login = await fetch(`${one}/api/admins/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const { token } = (await login.json()) as { token: string };
    const edited = await fetch(`${one}/api/products/update/${product._id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ price: 1413 }),
    });
    expect(edited.status).toBe(200);
    for (const base of [two, one]) {
      for (const path of pages) {
        await expect.poll(async () => (await page(base, path)).includes('1413'), { timeout: RENEWED_WITHIN_MS, message: `${base}${path}` }).toBe(true);
      }
    }
    // A change made outside either server (a script on the same database) reaches both too.
    await updateProduct(product._id, { price: 1399 });
    for (const base of [one, two]) {
      await expect.poll(async () => (await page(base, `/products/${product._id}`)).includes('1399'), { timeout: RENEWED_WITHIN_MS }).toBe(true);
    }
  }, 120_000);
});
