import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { buildInto } from './build';
import { startServer, stopServer } from './server';
import { freePort } from './ports';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { BENCH_ADMIN, BENCH_SHOPPER, SEARCH_TERMS, SIZES, countDataset, fillDatabase } from './dataset';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = join(root, 'bench/.scratch');
const dataDir = join(scratch, 'db');
const ENGINE: 'pglite' | 'postgres' = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const WORKERS = Math.max(1, Math.trunc(Number(process.env.WORKERS ?? 1)) || 1);
const BENCH_DATABASE = 'fashion_store_bench';
const OUT_DIR = 'dist-bench';
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RAW_RUNS = 200;
/** Seconds each route runs unmeasured before it is measured (see load). */
const WARMUP_SECONDS = 1;
/** Requests each route answers one by one before that (see load). */
const WARMUP_REQUESTS = 30;
/** The aims this benchmark checks (ms, p99). */
const AIMS = { 'product search': 25, 'product detail': 10 } as const;
/**
 * Routes measured at 1 connection as well as at 10, so their throughput from 1 to 10 connections can be
 * set beside the product page's (the route that only reads one row: what the machine itself allows).
 */
const SCALED_ROUTES = ['product detail', 'product search', 'add to cart'];
/** Add to cart's p99 at 10 connections at most this many times its p50: a queue, not lock waits. */
const CART_TAIL_AIM = 3;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const log = (msg: string) => console.log(`[bench] ${msg}`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const out = await work();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return out;
}

const build = () => buildInto(root, OUT_DIR);

/** Fills the scratch folder through the app's own client: same PGlite, extensions and migrations as the server. */
async function fill(): Promise<Record<string, number>> {
  Object.assign(process.env, engineEnv());
  if (ENGINE === 'pglite') delete process.env.DATABASE_URL;
  process.env.SEED_DEMO = '0';
  // The fill's INSERT … SELECTs may run past the store's statement timeout; the server started later keeps it.
  const timeout = process.env.STATEMENT_TIMEOUT_MS;
  process.env.STATEMENT_TIMEOUT_MS = '0';
  const { getDb, closeDb } = await import('../src/server/db/client');
  const { hashPassword } = await import('../src/server/passwords');
  const db = await getDb();
  const [shopper, admin, everyoneElse] = await Promise.all([
    hashPassword(BENCH_SHOPPER.password),
    hashPassword(BENCH_ADMIN.password),
    hashPassword(randomBytes(16).toString('hex')),
  ]);
  await fillDatabase(db, { shopper, admin, everyoneElse });
  await plannerStatistics(db);
  const counts = await countDataset(db);
  await closeDb();
  if (timeout === undefined) delete process.env.STATEMENT_TIMEOUT_MS;
  else process.env.STATEMENT_TIMEOUT_MS = timeout;
  return counts;
}

const startApiServer = (port: number, extraEnv: Record<string, string> = {}) =>
  startServer({
    root,
    port,
    logFile: join(scratch, 'api-server.log'),
    healthyWithinMs: 60_000,
    env: {
      ASTRO_OUT_DIR: OUT_DIR,
      ...engineEnv(),
      WORKERS: String(WORKERS),
      // Every benchmark shopper signs up from 127.0.0.1.
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_SIGNUP: '100000',
      ...extraEnv,
    },
  });

async function login(base: string, path: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** A shopper of its own, signed up now under `name`: its token. */
async function newShopper(base: string, name: string): Promise<string> {
  const who = { email: `shopper-${randomBytes(6).toString('hex')}@bench.example.com`, password: 'Bench-shopper-2' };
  const res = await fetch(`${base}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...who, name, city: 'Pune' }),
  });
  if (!res.ok) throw new Error(`/api/users/register answered ${res.status}`);
  return login(base, '/api/users/login', who);
}

interface RouteResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
}
interface Route {
  name: string;
  method?: string;
  headers?: Record<string, string>;
  /** The warm-up's headers when they must differ (add to cart warms up as another shopper: see load). */
  warmupHeaders?: Record<string, string>;
  next: () => { path: string; body?: string };
}

async function load(base: string, route: Route, connections = CONNECTIONS, seconds = SECONDS): Promise<RouteResult> {
  const options = (duration: number, headers = route.headers): autocannon.Options => ({
    url: base,
    connections,
    duration,
    method: route.method ?? 'GET',
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, ...route.next() }) }],
  });
  // Unmeasured first: a few requests one by one, which wait out what the first request builds once (the
  // search's vocabulary, a second on PGlite at 100,000 products), then the route at the run's own
  // concurrency, so the measured requests do not pay for compiling its code: thirty requests alone left
  // that to the measured seconds. A route that writes warms up on someone else's data (warmupHeaders),
  // so that what it measures is what it measured before: add to cart's shopper still starts with an
  // empty cart.
  const warmupHeaders = route.warmupHeaders ?? route.headers;
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const { path, body } = route.next();
    await (await fetch(`${base}${path}`, { method: route.method ?? 'GET', headers: warmupHeaders, body })).arrayBuffer();
  }
  await autocannon(options(WARMUP_SECONDS, warmupHeaders));
  const times: number[] = [];
  const instance = autocannon(options(seconds));
  // autocannon's histogram keeps whole milliseconds; these keep the fractions for p50/p99.
  instance.on('response', (_client, _status, _bytes, ms) => {
    times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1] ?? NaN),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Contended checkout: CONNECTIONS shoppers buying, one unit a request, the last CONTENDED_UNITS units
 * of one product (POST /order/add takes the stock in its transaction). Sends 10% more requests than
 * there are units: exactly CONTENDED_UNITS must succeed and the stock must end at 0.
 */
const CONTENDED_UNITS = 1_000;
async function contendedCheckout(base: string, adminToken: string) {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the benchmark's own reading of a reply it checks below
    return (await res.json()) as any;
  };
  const product = await post(
    '/api/products/add',
    {
      name: 'Last Units Tee',
      brand: 'Bench',
      images: ['/images/products/tee.svg'],
      oprice: 999,
      price: 799,
      category: 'Bench',
      sizes: [{ size: 'M', stock: CONTENDED_UNITS }],
    },
    adminToken,
  );
  const prodId = product.data._id as number;
  const buyers: { token: string; addressId: number }[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const token = await newShopper(base, `Buyer ${i}`);
    const address = await post(
      '/api/address/add',
      {
        country: 'India',
        firstName: 'B',
        lastName: 'Uyer',
        address: '1 Bench Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        phone: '9876543210',
        declaration: true,
      },
      token,
    );
    buyers.push({ token, addressId: address.data._id });
  }
  const statuses = new Map<number, number>();
  const times: number[] = [];
  let turn = 0;
  const started = performance.now();
  let soldOutAt = 0;
  let sold = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: Math.round(CONTENDED_UNITS * 1.1),
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          const b = buyers[turn++ % buyers.length]!;
          return {
            ...req,
            path: '/api/order/add',
            headers: { 'content-type': 'application/json', token: b.token },
            body: JSON.stringify({ prodId, size: 'M', quantity: 1, addressId: b.addressId }),
          };
        },
      },
    ],
  });
  instance.on('response', (client, status, _bytes, ms) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    times.push(ms);
    if (status === 201 && ++sold === CONTENDED_UNITS) soldOutAt = performance.now();
    void client;
  });
  await instance;
  const after = (await (await fetch(`${base}/api/products/${prodId}`)).json()) as { msg: { sizes: { stock: number | null }[] }[] };
  const stockAfter = after.msg[0]!.sizes[0]!.stock;
  times.sort((a, b) => a - b);
  const seconds = ((soldOutAt || performance.now()) - started) / 1000;
  return {
    units: CONTENDED_UNITS,
    requests: times.length,
    answers: Object.fromEntries(statuses),
    sold,
    stockAfter,
    exact: sold === CONTENDED_UNITS && stockAfter === 0,
    unitsPerSecond: Math.round(sold / seconds),
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
  };
}

/** Checkout's p99 with the outbox at most this many times its p99 without. */
const OUTBOX_CHECKOUT_AIM = 1.1;
const OUTBOX_OFF_RULE = 'bench_outbox_off';

/**
 * Checkout with the outbox against without: the contended checkout (POST /order/add, which queues an
 * order-placed e-mail in its transaction) on a server of its own, twice. Without: a rule the benchmark
 * adds while the server is stopped turns the outbox's inserts into nothing, so no row is written and
 * the sender has nothing to do (the store's code is the same; the message is still rendered, a fraction
 * of a millisecond). With: the rows are written and the sender delivers them to a local SMTP sink
 * (tests/api/smtp.ts) during the run, claiming and marking each. Each run starts from the same data.
 */
async function outboxCheckout() {
  const { startSmtp } = await import('../tests/api/smtp');
  const rule = async (on: boolean) => {
    const raw = await rawConnection();
    try {
      await raw.query(on ? `CREATE RULE ${OUTBOX_OFF_RULE} AS ON INSERT TO outbox DO INSTEAD NOTHING` : `DROP RULE IF EXISTS ${OUTBOX_OFF_RULE} ON outbox`, []);
    } finally {
      await raw.close();
    }
  };
  const run = async (withOutbox: boolean) => {
    const sink = withOutbox ? await startSmtp() : undefined;
    if (!withOutbox) await rule(true);
    const port = await freePort();
    const server = await startApiServer(port, sink ? { SMTP_URL: sink.url } : {});
    try {
      const base = `http://127.0.0.1:${port}`;
      const figures = await contendedCheckout(base, await login(base, '/api/admins/login', BENCH_ADMIN));
      return { ...figures, mailsArrived: sink?.received.length ?? 0 };
    } finally {
      await stopServer(server);
      await sink?.close();
      if (!withOutbox) await rule(false);
    }
  };
  const without = await timed('contended checkout without the outbox', () => run(false));
  const withOutbox = await timed('contended checkout with the outbox and the sender', () => run(true));
  const ratio = round(withOutbox.p99 / without.p99);
  return { without, with: withOutbox, p99Ratio: ratio, aim: OUTBOX_CHECKOUT_AIM, met: ratio <= OUTBOX_CHECKOUT_AIM };
}

const searchPath = (term: string) => `/api/products?search=${term}&sort=price&orderBy=asc&page=3&limit=12`;

/** A list request as its query string, read by the API's own schema (the raw timings run the same statements). */
async function statementsFor(query: string) {
  const { productQuerySchema } = await import('../src/lib/schemas');
  const { searchStatements } = await import('../src/server/services/search');
  return searchStatements(productQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
}

/**
 * A list request's statements as src/server/services/search.ts runs them (rendered by its own code,
 * with the same plan of the words), straight on the database and without the count cache: the page and
 * the count, each time. So the ratio to the API shows what HTTP, Astro, Hono and Drizzle add (and what
 * the count cache saves).
 */
async function rawSearch(runs: number, queries: string[]): Promise<RawSql> {
  const statements = await timed('render the search statements', async () => {
    Object.assign(process.env, engineEnv());
    if (ENGINE === 'pglite') delete process.env.DATABASE_URL;
    // The vocabulary's first read scans every product: on a busy machine it ran past the store's 5 s
    // statement timeout and ended the run before its figures were printed.
    process.env.STATEMENT_TIMEOUT_MS = '0';
    const { closeDb } = await import('../src/server/db/client');
    const out = [];
    for (const q of queries) out.push(await statementsFor(q));
    await closeDb();
    return out;
  });
  const pg = await rawConnection();
  const time = async (s: { sql: string; params: unknown[] }) => {
    const start = performance.now();
    await pg.query(s.sql, s.params);
    return performance.now() - start;
  };
  for (const s of statements) await time(s.page).then(() => time(s.count));
  const pages: number[] = [];
  const both: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = statements[i % statements.length]!;
    const p = await time(s.page);
    pages.push(p);
    both.push(p + (await time(s.count)));
  }
  const first = statements[0]!.page;
  const plan = await pg.query<{ 'QUERY PLAN': string }>(`explain ${first.sql}`, first.params);
  await pg.close();
  pages.sort((a, b) => a - b);
  both.sort((a, b) => a - b);
  return {
    p50: round(percentile(both, 50)),
    p99: round(percentile(both, 99)),
    pageOnly: { p50: round(percentile(pages, 50)), p99: round(percentile(pages, 99)) },
    plan: plan.rows.map((r) => r['QUERY PLAN'].trim()),
  };
}
interface RawSql {
  p50: number;
  p99: number;
  pageOnly: { p50: number; p99: number };
  plan: string[];
}

function printTable(routes: Record<string, RouteResult>, raw: RawSql, ratio: number): void {
  const rows = Object.entries(routes).map(([name, r]) => ({
    route: name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'max ms': r.max,
    errors: r.errors,
    non2xx: r.non2xx,
  }));
  console.table(rows);
  console.log(
    `raw SQL product search, ${RAW_RUNS} runs: page + count p50 ${raw.p50} ms, p99 ${raw.p99} ms; page only p50 ${raw.pageOnly.p50} ms, p99 ${raw.pageOnly.p99} ms`,
  );
  console.log(`API / raw SQL p50 for the product search: ${ratio}x`);
  for (const [name, aim] of Object.entries(AIMS)) {
    const r = routes[name];
    console.log(`aim ${name} p99 < ${aim} ms: ${r.p99 < aim ? 'met' : 'MISSED'} (${r.p99} ms)`);
  }
}

async function main(): Promise<void> {
  const began = performance.now();
  // Other work on the machine moves the p99s: the load average goes into the report beside them.
  const loadBefore = loadavg().map((n) => round(n));
  // Only this benchmark's folder: bench/.scratch also holds other benchmarks' data (soak).
  mkdirSync(scratch, { recursive: true });
  await resetEngine();
  if (process.env.BENCH_SKIP_BUILD !== '1') await timed(`astro build (${OUT_DIR})`, build);
  const dataset = await timed('fill database', fill);
  log(`dataset: ${JSON.stringify(dataset)}`);

  const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await timed('start server', () => startApiServer(port));
  const routes: Record<string, RouteResult> = {};
  const oneConnection: Record<string, RouteResult> = {};
  const searchRoutes: Record<string, RouteResult> = {};
  let contended: Awaited<ReturnType<typeof contendedCheckout>> | undefined;
  let csvExport: Awaited<ReturnType<typeof exportAllOrders>> | undefined;
  try {
    const shopper = await login(base, '/api/users/login', BENCH_SHOPPER);
    const admin = await login(base, '/api/admins/login', BENCH_ADMIN);
    const warmupShopper = await newShopper(base, 'Warm-up Shopper');
    // Adding to the cart raises the quantity of a few lines (capped at 10) so the cart never fills up.
    const cartPool = Array.from({ length: 40 }, (_, i) => 1 + i * 2_477);
    // BENCH_SEARCH_ONLY=1: the search's measurements alone, written to search-<engine>.json.
    const plan: Route[] = SEARCH_ONLY
      ? []
      : [
          { name: 'product search', next: () => ({ path: searchPath(pick(SEARCH_TERMS)) }) },
          { name: 'product detail', next: () => ({ path: `/api/products/${between(1, SIZES.products)}` }) },
          {
            name: 'add to cart',
            method: 'POST',
            headers: { token: shopper, 'content-type': 'application/json' },
            warmupHeaders: { token: warmupShopper, 'content-type': 'application/json' },
            next: () => ({ path: '/api/cart/add', body: JSON.stringify({ prodId: pick(cartPool), quantity: 1 }) }),
          },
          { name: 'admin orders', headers: { token: admin }, next: () => ({ path: `/api/order/allorders?page=${between(1, 50)}&limit=20` }) },
          { name: 'admin dashboard', headers: { token: admin }, next: () => ({ path: `/api/users?page=${between(1, 50)}&limit=20` }) },
          ...manageOrdersRoutes(admin),
        ];
    // BENCH_ROUTES='product search,add to cart': only those routes (a profile of one route, say); the report then
    // leaves out what needs the others.
    for (const route of only ? plan.filter((r) => only.includes(r.name)) : plan) {
      routes[route.name] = await timed(`load ${route.name}`, () => load(base, route));
      // Right after its 10-connection run, so other work on a shared machine weighs on both alike. One
      // connection shows the time a request itself takes; on PGlite (one thread, one embedded database) a
      // request at 10 connections mostly waits for the 9 before it.
      if (SCALED_ROUTES.includes(route.name)) {
        oneConnection[route.name] = await timed(`load ${route.name}, 1 connection`, () => load(base, route, 1, 5));
      }
    }
    for (const route of only ? [] : SEARCH_ROUTES)
      searchRoutes[route.name] = await timed(`load ${route.name}, 1 connection`, () => load(base, route, 1, SEARCH_SECONDS));
    if (!SEARCH_ONLY && !only) {
      contended = await timed('contended checkout', () => contendedCheckout(base, admin));
      csvExport = await timed('CSV export', () => exportAllOrders(base, admin, server.pid));
    }
  } finally {
    await timed('stop server', () => stopServer(server));
  }
  if (only) {
    console.table(Object.entries(routes).map(([route, r]) => ({ route, ...r })));
    console.table(Object.entries(oneConnection).map(([route, r]) => ({ route: `${route}, 1 connection`, ...r })));
    return;
  }
  const outbox = SEARCH_ONLY ? undefined : await timed('checkout with the outbox against without', outboxCheckout);

  const rawRelevance = await timed('raw SQL search by relevance', () =>
    rawSearch(
      RAW_RUNS,
      RELEVANCE_QUERIES.map((t) => relevancePath(t).split('?')[1]!),
    ),
  );
  const rawWords = await timed('raw SQL search with words', () =>
    rawSearch(
      RAW_RUNS,
      WORD_QUERIES.map((t) => relevancePath(t).split('?')[1]!),
    ),
  );
  const search = searchFigures(searchRoutes, rawRelevance, rawWords);
  if (SEARCH_ONLY) {
    const file = `bench/results/search-${ENGINE}.json`;
    const machine = { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg().map((n) => round(n)) };
    writeFileSync(join(root, file), `${JSON.stringify({ date: new Date().toISOString(), database: ENGINE, machine, dataset, search }, null, 2)}\n`);
    printSearch(search);
    log(`wrote ${file}; load average ${JSON.stringify(machine)}`);
    return;
  }
  const rawSql = await timed('raw SQL search', () =>
    rawSearch(
      RAW_RUNS,
      SEARCH_TERMS.map((t) => searchPath(t).split('?')[1]!),
    ),
  );
  // As asked: the API under load against the raw page + count. The API keeps its count (products.ts),
  // so against one request on one connection the comparable raw figure is the page query alone.
  const overheadRatio = round(routes['product search'].p50 / rawSql.p50);
  const overheadRatioOneConnection = round(oneConnection['product search'].p50 / rawSql.pageOnly.p50);
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    database: ENGINE,
    workers: WORKERS,
    machine: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg().map((n) => round(n)) },
    connections: CONNECTIONS,
    secondsPerRoute: SECONDS,
    dataset,
    routes,
    oneConnection,
    contendedCheckout: contended,
    outboxCheckout: outbox,
    p99VsProductPage: relativeToProductPage(routes),
    scaling: SEARCH_ONLY ? undefined : scalingFigures(routes, oneConnection),
    csvExport,
    rawSql: { ...rawSql, runs: RAW_RUNS, query: 'page (limit 12 offset 24, order by price) + count, same search terms as the API run, no cache' },
    search,
    overheadRatio,
    overheadRatioOneConnection,
    searchTerms: SEARCH_TERMS,
    aims: Object.fromEntries(Object.entries(AIMS).map(([name, aim]) => [name, { p99Below: aim, met: routes[name].p99 < aim }])),
    totalSeconds: round((performance.now() - began) / 1000, 1),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, resultsFile), `${JSON.stringify(result, null, 2)}\n`);
  printTable(routes, rawSql, overheadRatio);
  console.log(`API at 1 connection / raw page query p50: ${overheadRatioOneConnection}x`);
  for (const [name, r] of Object.entries(oneConnection)) console.log(`${name} at 1 connection: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
  if (contended) {
    console.log(
      `contended checkout, ${CONNECTIONS} connections for the last ${contended.units} units: ${contended.unitsPerSecond} units/s, ` +
        `p50 ${contended.p50} ms, p99 ${contended.p99} ms, answers ${JSON.stringify(contended.answers)}, sold ${contended.sold}, stock after ${contended.stockAfter}: ` +
        `${contended.exact ? 'exactly the units there were' : 'WRONG'}`,
    );
    if (!contended.exact) process.exitCode = 1;
  }
  if (outbox) {
    console.log(
      `checkout p99 with the outbox ${outbox.with.p99} ms (sender delivering, ${outbox.with.mailsArrived} e-mails arrived) against ${outbox.without.p99} ms without: ` +
        `${outbox.p99Ratio}x (aim <= ${outbox.aim}x, ${outbox.met ? 'met' : 'NOT met'})`,
    );
    if (!outbox.with.exact || !outbox.without.exact) process.exitCode = 1;
  }
  printScale(result.p99VsProductPage, csvExport);
  if (result.scaling) printScaling(result.scaling);
  printSearch(search);
  log(`wrote ${resultsFile} in ${result.totalSeconds} s`);
}

/*
 * Engines, Manage Orders and the admin lists at scale. Kept apart from the search and
 * checkout measurements above.
 */

const resultsFile = `bench/results/api-${ENGINE}${WORKERS > 1 ? `-${WORKERS}workers` : ''}.json`;

/** The run's own PostgreSQL database on the server at DATABASE_URL. */
function benchDatabaseUrl(): string {
  if (!process.env.DATABASE_URL) throw new Error('BENCH_DB=postgres needs DATABASE_URL (the server to run on)');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** Where the server and the fill find the database. An empty DATABASE_URL means the embedded one. */
function engineEnv(): Record<string, string> {
  return ENGINE === 'postgres' ? { DATABASE_URL: benchDatabaseUrl() } : { DATA_DIR: dataDir, DATABASE_URL: '' };
}

/** An empty database: a fresh data folder, or the bench database dropped and made again. */
async function resetEngine(): Promise<void> {
  if (ENGINE === 'pglite') {
    // Only this benchmark's folder: bench/.scratch also holds other benchmarks' data (soak).
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
}

/** A plain connection for the raw SQL timings, without the app's layers. */
async function rawConnection(): Promise<{ query: <T>(text: string, params: unknown[]) => Promise<{ rows: T[] }>; close: () => Promise<void> }> {
  if (ENGINE === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: benchDatabaseUrl() });
    await client.connect();
    return { query: <T>(text: string, params: unknown[]) => client.query(text, params) as unknown as Promise<{ rows: T[] }>, close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return { query: (text, params) => lite.query(text, params), close: () => lite.close() };
}

/** Manage Orders as an admin uses it: a status with keyset pages, and a search for a shopper's orders. */
function manageOrdersRoutes(admin: string): Route[] {
  const headers = { token: admin };
  return [
    {
      name: 'admin orders, status + next page',
      headers,
      next: () => ({
        path: `/api/order/allorders?status=${pick(['pending', 'Delayed', 'Passed', 'Rejected'])}&after=${between(1_000, SIZES.orders)}&limit=20`,
      }),
    },
    {
      name: 'admin orders, search e-mail',
      headers,
      next: () => ({ path: `/api/order/allorders?search=shopper${between(1, SIZES.users - 1)}%40bench&limit=20` }),
    },
  ];
}

/**
 * Statistics for the planner, as a store that has been running would have them: PostgreSQL's
 * autovacuum gets to a bulk load only after a while, and without them a search by e-mail was planned
 * as a walk over every order. (The embedded server does the same itself when it opens: host.ts.)
 */
async function plannerStatistics(db: Awaited<ReturnType<typeof import('../src/server/db/client').getDb>>): Promise<void> {
  if (ENGINE === 'postgres') await db.execute(sql`vacuum analyze`);
}

/** Each route's p99 as a multiple of the product page's (GET /api/products/{id}) in the same run. */
function relativeToProductPage(routes: Record<string, RouteResult>): Record<string, number> {
  const base = routes['product detail']?.p99 ?? NaN;
  return Object.fromEntries(Object.entries(routes).map(([name, r]) => [name, round(r.p99 / base)]));
}

/** Resident memory of a process and its children (the cluster's workers), in MiB, from /proc. */
function residentMiB(pid: number | undefined): number {
  if (!pid) return NaN;
  const pids = [pid];
  try {
    pids.push(...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    /* no children list: the process alone */
  }
  let kib = 0;
  for (const p of pids) {
    const line = readFileSync(`/proc/${p}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    kib += Number(line?.replace(/\D+/g, '') ?? 0);
  }
  return round(kib / 1024, 1);
}

/** 'Export CSV' of all 100,000 orders: time, size, rows, and the server's memory before and at its peak meanwhile. */
async function exportAllOrders(base: string, admin: string, pid: number | undefined) {
  const before = residentMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 100);
  const started = performance.now();
  const res = await fetch(`${base}/api/order/export`, { headers: { token: admin } });
  let bytes = 0;
  let rows = 0;
  if (!res.body) throw new Error(`export answered ${res.status} without a body`);
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const b of value) if (b === 10) rows++;
  }
  const seconds = round((performance.now() - started) / 1000);
  clearInterval(sampler);
  // The header line is not an order.
  return { status: res.status, seconds, rows: rows - 1, megabytes: round(bytes / 1e6, 1), serverMiB: { before, peak } };
}

/**
 * From 1 to 10 connections: each route's requests a second at 10 over its own at 1, beside the product
 * page's; and add to cart's tail at 10 (p99 / p50). Shared machines move every figure of a run alike,
 * so these ratios within one run are what compare across days.
 */
function scalingFigures(routes: Record<string, RouteResult>, one: Record<string, RouteResult>) {
  const throughput = Object.fromEntries(SCALED_ROUTES.map((name) => [name, round(routes[name].rps / one[name].rps)]));
  const page = throughput['product detail'];
  const cart = routes['add to cart'];
  const cartTail = round(cart.p99 / cart.p50);
  return {
    throughputAt10Over1: throughput,
    cartP99OverP50: cartTail,
    aims: {
      [`add to cart p99 within ${CART_TAIL_AIM}x its p50 at ${CONNECTIONS} connections`]: { ratio: cartTail, met: cartTail <= CART_TAIL_AIM },
      'add to cart scales from 1 to 10 connections as well as the product page': {
        ratio: throughput['add to cart'],
        page,
        met: throughput['add to cart'] >= page,
      },
      'product search scales from 1 to 10 connections as well as the product page': {
        ratio: throughput['product search'],
        page,
        met: throughput['product search'] >= page,
      },
    },
  };
}

function printScaling(scaling: ReturnType<typeof scalingFigures>): void {
  console.log(`throughput at ${CONNECTIONS} connections over 1: ${JSON.stringify(scaling.throughputAt10Over1)}`);
  for (const [aim, r] of Object.entries(scaling.aims)) console.log(`aim ${aim}: ${r.met ? 'met' : 'MISSED'} (${JSON.stringify(r)})`);
}

function printScale(ratios: Record<string, number>, csv: Awaited<ReturnType<typeof exportAllOrders>> | undefined): void {
  console.log(`${ENGINE}, ${WORKERS} worker(s): p99 as a multiple of the product page's: ${JSON.stringify(ratios)}`);
  for (const name of ['admin orders', 'admin dashboard']) {
    console.log(`aim ${name} p99 within 3x the product page's: ${ratios[name] <= 3 ? 'met' : 'MISSED'} (${ratios[name]}x)`);
  }
  if (csv) {
    console.log(
      `CSV export: ${csv.rows} orders, ${csv.megabytes} MB in ${csv.seconds} s (aim < 10 s: ${csv.seconds < 10 ? 'met' : 'MISSED'}); server memory ${csv.serverMiB.before} MiB before, ${csv.serverMiB.peak} MiB at most during`,
    );
  }
}

/*
 * Search: relevance, suggestions and facets at 1 connection, and the relevance search's own
 * statements run raw. Queries as shoppers type them, typos and all.
 */
const RELEVANCE_QUERIES = ['hoodie', 'tee', 'jaket', 'oversized hoodie', 'snekers', 'northloom', 'shorts', 'mens tee', 'shirt', 'beenie'];
const SUGGEST_QUERIES = ['ho', 'tee', 'jack', 'snea', 'nort', 'oversized h', 'cap', 'bea', 'sh', 'slim'];
const FACET_BRANDS = ['', 'Northloom', 'Coastline', 'Supernova', 'Plain Basics'];
const FACET_BANDS = ['', 'under-1000', '1000-1999', '3000-4999'];
/** Queries whose words are read as filters (src/lib/search-words.ts): colour, department, price, size. */
const WORD_QUERIES = [
  'black hoodie',
  'mens tee',
  'hoodie under 1500',
  'tee below 2k',
  'women shorts 1000 to 2000',
  'white sneaker',
  'navy jacket above 3000',
  'oversized tee for women under 999',
  'hoodie size l',
  'grey shirt',
];
const FACET_COLOURS = ['', 'black', 'navy', 'white'];
const FACET_DEPARTMENTS = ['', 'men', 'women'];
const SEARCH_ONLY = process.env.BENCH_SEARCH_ONLY === '1';
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 5);
const relevancePath = (q: string) => `/api/products?search=${encodeURIComponent(q)}&limit=12`;
const SEARCH_ROUTES: Route[] = [
  { name: 'search by relevance (page + count)', next: () => ({ path: relevancePath(pick(RELEVANCE_QUERIES)) }) },
  { name: 'suggestions', next: () => ({ path: `/api/products/suggest?q=${encodeURIComponent(pick(SUGGEST_QUERIES))}` }) },
  {
    // Search, brand and price band drawn at random: 220 combinations, so most requests miss the facet cache.
    name: 'facets with counts',
    next: () => {
      const p = new URLSearchParams({ facets: '1', limit: '12' });
      const term = pick(['', ...RELEVANCE_QUERIES]);
      const brand = pick(FACET_BRANDS);
      const band = pick(FACET_BANDS);
      if (term) p.set('search', term);
      if (brand) p.set('brand', brand);
      if (band) p.set('price', band);
      return { path: `/api/products?${p}` };
    },
  },
  { name: 'search with words (page + count)', next: () => ({ path: relevancePath(pick(WORD_QUERIES)) }) },
  {
    // Word queries under a colour and a department from the URL too: 120 combinations.
    name: 'facets with words',
    next: () => {
      const p = new URLSearchParams({ facets: '1', limit: '12', search: pick(WORD_QUERIES) });
      const colour = pick(FACET_COLOURS);
      const department = pick(FACET_DEPARTMENTS);
      if (colour) p.set('colour', colour);
      if (department) p.set('department', department);
      return { path: `/api/products?${p}` };
    },
  },
];

function searchFigures(routes: Record<string, RouteResult>, raw: RawSql, rawWords: RawSql) {
  const relevance = routes['search by relevance (page + count)']!;
  const words = routes['search with words (page + count)']!;
  return {
    connections: 1,
    seconds: SEARCH_SECONDS,
    routes,
    rawRelevance: { ...raw, runs: RAW_RUNS, queries: RELEVANCE_QUERIES },
    rawWords: { ...rawWords, runs: RAW_RUNS, queries: WORD_QUERIES },
    aims: {
      'relevance p99 within 1.5x raw page + count': { ratio: round(relevance.p99 / raw.p99), met: relevance.p99 <= 1.5 * raw.p99 },
      'suggestions p99 < 15 ms': { p99: routes.suggestions!.p99, met: routes.suggestions!.p99 < 15 },
      'facets p99 < 50 ms': { p99: routes['facets with counts']!.p99, met: routes['facets with counts']!.p99 < 50 },
      'words p99 within 1.5x raw page + count': { ratio: round(words.p99 / rawWords.p99), met: words.p99 <= 1.5 * rawWords.p99 },
      'facets with words p99 < 50 ms': { p99: routes['facets with words']!.p99, met: routes['facets with words']!.p99 < 50 },
    },
  };
}

function printSearch(s: ReturnType<typeof searchFigures>): void {
  for (const [name, r] of Object.entries(s.routes)) console.log(`${name}, 1 connection: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
  console.log(`raw relevance search page + count: p50 ${s.rawRelevance.p50} ms, p99 ${s.rawRelevance.p99} ms`);
  console.log(`raw search with words page + count: p50 ${s.rawWords.p50} ms, p99 ${s.rawWords.p99} ms`);
  for (const [aim, v] of Object.entries(s.aims)) console.log(`aim ${aim}: ${v.met ? 'met' : 'MISSED'} (${JSON.stringify(v)})`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
