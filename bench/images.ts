/**
 * bench:images: 50 photographs of 4000×3000 uploaded to the built store (PGlite, demo catalogue, its
 * drawings made first), then: each photo's time from the start of its upload to its variants being
 * ready (p50, p99), the server's peak memory, and a product page's p99 while the worker runs against
 * the same page idle (the aim: within 2×). IMAGES_BENCH_PHOTOS sets the count (default 50); the build
 * folder is ASTRO_OUT_DIR (default dist). BENCH_DB=postgres runs on a scratch database of the server at
 * DATABASE_URL, where the picture worker is a low-priority process of its own (scripts/picture-process.mjs):
 * memory then counts the server with its children. Writes bench/results/images.json (images-postgres.json).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_ADMIN } from '../src/server/db/demo/accounts';
import { freePort } from './ports';
import { emptyDatabase } from './scratch-db';
import { demoPicturesReady, startServer, stopServer } from './server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PHOTOS = Math.max(1, Number(process.env.IMAGES_BENCH_PHOTOS) || 50);
const PER_PRODUCT = 10;
const SIZE = { width: 4000, height: 3000 };
/** Page requests at once while measuring (a couple of shoppers), and for how long when idle. */
const PAGE_CONCURRENCY = 2;
const IDLE_MS = 15_000;
const POLL_MS = 250;
const DATA = join(root, '.data-bench-images');
const ENGINE: 'pglite' | 'postgres' = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const DB_NAME = 'bench_images';

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const log = (msg: string) => console.log(`[bench:images] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : Number.NaN;
};

/** A photograph-like picture: smooth colour fields (noise enlarged) with fine grain, different for each `i`. */
async function photo(i: number): Promise<Buffer> {
  const small = Buffer.alloc(80 * 60 * 3);
  for (let p = 0; p < small.length; p++) small[p] = (Math.sin(p * 0.013 + i) * 0.5 + 0.5) * 200 + ((p * 7919 + i * 104729) % 56);
  const smooth = await sharp(small, { raw: { width: 80, height: 60, channels: 3 } })
    .resize(SIZE.width, SIZE.height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let p = 0; p < smooth.length; p += 7) smooth[p] ^= (p + i) & 15;
  return sharp(smooth, { raw: { ...SIZE, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The server's memory with its children's (the picture worker's process on PostgreSQL). */
const memory = (pid: number) => {
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  })();
  let rss = 0;
  let peak = 0;
  for (const p of [pid, ...children]) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      rss += kb('VmRSS');
      peak += kb('VmHWM');
    } catch {
      /* a child that just ended */
    }
  }
  return { rssMb: round(rss / 1024), peakMb: round(peak / 1024) };
};

let pageErrors = 0;

/** Loads `url` PAGE_CONCURRENCY at a time until `stop()` says so; answers each load's milliseconds. */
async function loadPages(url: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: PAGE_CONCURRENCY }, async () => {
      while (!stop()) {
        const t = performance.now();
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.ok) times.push(performance.now() - t);
          else pageErrors++;
        } catch {
          // A reused connection the server had just closed (keep-alive's race): counted, not fatal.
          pageErrors++;
        }
      }
    }),
  );
  return times;
}

rmSync(DATA, { recursive: true, force: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
mkdirSync(join(root, 'bench/.scratch'), { recursive: true });
const logFile = join(root, 'bench/.scratch/images.log');
const server = await startServer({
  root,
  port,
  logFile,
  env: {
    DATA_DIR: DATA,
    DATABASE_URL: ENGINE === 'postgres' ? await emptyDatabase(DB_NAME) : '',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '100000',
  },
  healthyWithinMs: 120_000,
});
const pid = server.pid ?? 0;
// However the benchmark ends, its server does not outlive it.
process.on('exit', () => server.kill('SIGKILL'));
try {
  const loadBefore = loadavg().map((n) => round(n, 2));
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const admin = { token, 'content-type': 'application/json' };

  // The demo drawings first (from the cache when another data folder made them), so 'idle' is idle.
  const seedStart = performance.now();
  await demoPicturesReady(base);
  log(`demo drawings ready in ${round((performance.now() - seedStart) / 1000)} s`);
  const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: number }[] };
  const pageUrl = `${base}/products/${first.data[0]._id}`;

  let idleDone = false;
  const idleTimer = setTimeout(() => {
    idleDone = true;
  }, IDLE_MS);
  const idle = await loadPages(pageUrl, () => idleDone);
  clearTimeout(idleTimer);
  const idleMemory = memory(pid);
  log(`idle: ${idle.length} page loads, p99 ${round(quantile(idle, 0.99))} ms`);

  const products: number[] = [];
  for (let i = 0; i < Math.ceil(PHOTOS / PER_PRODUCT); i++) {
    const res = await fetch(`${base}/api/products/add`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: `Bench Photo Tee ${i}`,
        brand: 'Northloom',
        images: ['/images/products/tee.svg'],
        oprice: 1999,
        price: 1499,
        category: "Men's T-shirts",
      }),
    });
    products.push(((await res.json()) as { data: { _id: number } }).data._id);
  }
  log(`making ${PHOTOS} photographs of ${SIZE.width}×${SIZE.height}…`);
  const files = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i)));
  log(`${round(files.reduce((n, f) => n + f.length, 0) / PHOTOS / 1024 / 1024, 2)} MB each on average`);

  let busyDone = false;
  const busyLoads = loadPages(pageUrl, () => busyDone);
  let peakRss = idleMemory.rssMb;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory(pid).rssMb);
  }, 200);
  const startedAt = new Map<number, number>();
  const readyAt = new Map<number, number>();
  const runStart = performance.now();
  const uploads = files.map(async (bytes, i) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    form.append('alt', `Bench photograph ${i}`);
    const t = performance.now();
    const res = await fetch(`${base}/api/products/${products[Math.floor(i / PER_PRODUCT)]}/pictures`, { method: 'POST', headers: { token }, body: form });
    const body = (await res.json()) as { data?: { id: number }; msg: string };
    if (res.status !== 201 || !body.data) throw new Error(`upload ${i}: ${res.status} ${body.msg}`);
    startedAt.set(body.data.id, t);
  });
  await Promise.all(uploads);
  log(`uploaded in ${round((performance.now() - runStart) / 1000)} s; waiting for the variants…`);
  while (readyAt.size < PHOTOS) {
    for (const id of products) {
      const res = (await (await fetch(`${base}/api/products/${id}/pictures`, { headers: { token } })).json()) as { data: { id: number; status: string }[] };
      for (const p of res.data) {
        if (p.status === 'failed') throw new Error(`picture ${p.id} failed`);
        if (p.status === 'ready' && !readyAt.has(p.id)) readyAt.set(p.id, performance.now());
      }
    }
    await sleep(POLL_MS);
  }
  const totalS = (performance.now() - runStart) / 1000;
  busyDone = true;
  const busy = await busyLoads;
  clearInterval(sampler);
  const end = memory(pid);
  const latencies = [...readyAt].map(([id, at]) => at - (startedAt.get(id) ?? at));
  for (const id of products) await fetch(`${base}/api/products/delete/${id}`, { method: 'DELETE', headers: { token } });

  const result = {
    when: new Date().toISOString(),
    database: ENGINE,
    photos: PHOTOS,
    size: SIZE,
    uploadToReadyS: { p50: round(quantile(latencies, 0.5) / 1000), p99: round(quantile(latencies, 0.99) / 1000), all: round(totalS) },
    photosPerMinute: round((PHOTOS / totalS) * 60),
    serverMemoryMb: { idle: idleMemory.rssMb, peakDuring: peakRss, peakOverall: end.peakMb },
    productPageMs: {
      idle: { loads: idle.length, p50: round(quantile(idle, 0.5)), p99: round(quantile(idle, 0.99)) },
      whileProcessing: { loads: busy.length, p50: round(quantile(busy, 0.5)), p99: round(quantile(busy, 0.99)) },
      p99Ratio: round(quantile(busy, 0.99) / quantile(idle, 0.99), 2),
      failedLoads: pageErrors,
    },
    machine: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg().map((n) => round(n, 2)), node: process.version },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/${ENGINE === 'postgres' ? 'images-postgres' : 'images'}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await stopServer(server);
  rmSync(DATA, { recursive: true, force: true });
}
