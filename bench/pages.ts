/**
 * `npm run bench:pages`: builds the store (precompressed, as `npm run build` does), starts it on a free
 * port with a scratch database, and runs Lighthouse (mobile, simulated throttling) on `/`, `/products`,
 * a department (`/men`) and a product page: the four category scores, LCP, TBT, CLS and the JavaScript
 * each page loads (gzip bytes, and the brotli bytes sent). Then the first-view JavaScript of every page
 * with a budget (bench/first-view.ts: `/` 30 KB … `/admin` 150 KB of gzip, bench/README.md "Islands on React"),
 * and whether React's runtime was among it. It also loads `/` with every
 * script blocked, to show the largest paint does not wait for JavaScript, and times the cached home
 * page against `/api/health` (one request at a time). Writes bench/results/pages.json and prints a table.
 *
 * RUNS (default 3) Lighthouse runs per page; the run with the median performance score is kept.
 * CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from './ports';
import { demoPicturesReady } from './server';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { budgetPages, type FirstView, firstView, launch } from './first-view';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = 'dist-bench-pages';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The pages' aims: performance ≥ 99, the other three 100, LCP under 1.8 s, no layout shift, and each page's first-view JavaScript within its budget. */
const AIMS = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const LCP_AIM_MS = 1800;
const CLS_AIM = 0;
/** Requests timed one at a time for the cached home page and for /api/health. */
const TIMED_REQUESTS = 500;

const log = (msg: string) => process.stderr.write(`[bench:pages] ${msg}\n`);

/** p50 and p99 of one request at a time (after a warm-up), in ms, as a browser would ask (brotli). */
async function timed(url: string) {
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    return performance.now() - t;
  };
  for (let i = 0; i < 20; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < TIMED_REQUESTS; i++) ms.push(await once());
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 100) / 100;
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const res = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (res.status !== 0) {
    process.stderr.write(`${res.stdout.slice(-4000)}\n${res.stderr.slice(-4000)}\n`);
    throw new Error(`${cmd} ${args.join(' ')} failed`);
  }
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts Chromium with a DevTools port of its own choosing and answers that port. */
function launchChrome(profile: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      CHROME,
      [
        ...CHROME_FLAGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-background-networking',
        '--disable-component-update',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${err}`));
    });
  });
}

interface Item {
  [key: string]: unknown;
}
interface Audit {
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Item[] };
}
interface Lhr {
  lighthouseVersion: string;
  configSettings: { formFactor: string; throttlingMethod: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is tried again. */
const LIGHTHOUSE_TRIES = 3;

async function lighthouseRun(url: string, port: number, blockJs = false): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, port, blockJs);
    } catch (err) {
      if (attempt >= LIGHTHOUSE_TRIES) throw err;
      log(`${url}: ${err instanceof Error ? err.message : String(err)}; trying again`);
    }
  }
}

async function lighthouseOnce(url: string, port: number, blockJs: boolean): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(blockJs ? { blockedUrlPatterns: ['*.js', '*.mjs'] } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return lhr;
}

function lcpElement(lhr: Lhr): string {
  const outer = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
  return outer?.items?.[0]?.node?.snippet ?? '';
}

/** The scripts a page loaded: their count, their gzip size (level 9) and the bytes actually sent. */
async function scripts(lhr: Lhr) {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as { url: string; resourceType?: string; transferSize?: number }[];
  const js = items.filter((r) => r.resourceType === 'Script');
  let gzip = 0;
  for (const r of js) gzip += gzipSync(Buffer.from(await (await fetch(r.url)).arrayBuffer()), { level: 9 }).length;
  return {
    requests: js.length,
    gzipBytes: gzip,
    transferBytes: js.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    files: js.map((r) => new URL(r.url).pathname),
  };
}

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const ms = (lhr: Lhr, id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

async function measure(path: string, base: string, port: number) {
  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) {
    log(`${path}: run ${i + 1} of ${RUNS}`);
    runs.push(await lighthouseRun(base + path, port));
  }
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const lhr = runs[Math.floor(runs.length / 2)];
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<(typeof CATEGORIES)[number], number>,
    performanceRuns: runs.map((r) => score(r, 'performance')),
    lcpMs: ms(lhr, 'largest-contentful-paint'),
    tbtMs: ms(lhr, 'total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    fcpMs: ms(lhr, 'first-contentful-paint'),
    speedIndexMs: ms(lhr, 'speed-index'),
    lcpElement: lcpElement(lhr),
    javascript: await scripts(lhr),
    failing: Object.entries(lhr.audits)
      .filter(([, a]) => (a as { score?: number | null }).score === 0)
      .map(([id]) => id),
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
  };
}

function table(pages: Awaited<ReturnType<typeof measure>>[], noJs: { lcpMs: number; lcpElement: string }): string {
  const head = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS gzip KB', 'JS files'];
  const rows = pages.map((p) =>
    [
      p.path,
      p.scores.performance,
      p.scores.accessibility,
      p.scores['best-practices'],
      p.scores.seo,
      p.lcpMs,
      p.tbtMs,
      p.cls,
      (p.javascript.gzipBytes / 1024).toFixed(1),
      p.javascript.requests,
    ].map(String),
  );
  rows.push(['/ (JS blocked)', '', '', '', '', String(noJs.lcpMs), '', '', '0', '0']);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

let loadAtStart: number[] = [];

async function main(): Promise<void> {
  loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  log(`building into ${OUT_DIR}`);
  run('npx', ['astro', 'build'], { ASTRO_OUT_DIR: OUT_DIR, ASTRO_TELEMETRY_DISABLED: '1' });
  run('node', ['scripts/precompress.mjs'], { ASTRO_OUT_DIR: OUT_DIR });

  const scratch = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  try {
    server = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(scratch, 'data'), ASTRO_OUT_DIR: OUT_DIR, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    await waitFor(`${base}/api/health`, 120_000);
    await demoPicturesReady(base);
    const { data } = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: number }[] };
    if (!data[0]) throw new Error('the catalogue is empty: no product page to measure');
    const paths = ['/', '/products', '/men', `/products/${data[0]._id}`];

    const launched = await launchChrome(join(scratch, 'chrome'));
    chrome = launched.child;
    // A first visit warms the server (PGlite, the SSR bundle) so no page pays for start-up.
    for (const p of paths) await fetch(base + p);

    const pages = [];
    for (const p of paths) pages.push(await measure(p, base, launched.port));
    log('/ with every script blocked');
    const blocked = await lighthouseRun(`${base}/`, launched.port, true);
    const noJs = { lcpMs: ms(blocked, 'largest-contentful-paint'), lcpElement: lcpElement(blocked) };
    const home = pages[0];
    log('first-view JavaScript of every page with a budget');
    const browser = await launch();
    const budgets: FirstView[] = [];
    try {
      for (const p of await budgetPages(base)) budgets.push(await firstView(browser, base, p));
    } finally {
      await browser.close();
    }
    log('the cached home page and /api/health, one request at a time');
    const homeTime = await timed(`${base}/`);
    const healthTime = await timed(`${base}/api/health`);
    // Lighthouse's simulated throttling still feels a busy machine (blocking time): the load is part of the figures.
    const load = loadavg().map((l) => Math.round(l * 100) / 100);
    const report = {
      date: new Date().toISOString(),
      loadAverage: { atStart: loadAtStart, atEnd: load },
      lighthouse: home.lighthouseVersion,
      formFactor: home.formFactor,
      throttling: home.throttling,
      runsPerPage: RUNS,
      aims: AIMS,
      pages,
      homeWithoutJavaScript: {
        ...noJs,
        // The largest paint does not wait for JavaScript when it is the same element with scripts blocked.
        sameLcpElement: noJs.lcpElement === home.lcpElement,
      },
      lcpAimMs: LCP_AIM_MS,
      clsAim: CLS_AIM,
      javascriptBudget: budgets.map(({ name, path, gzipKB, budgetKB, within, react }) => ({ name, path, gzipKB, budgetKB, within, react })),
      cachedHomeVsHealth: { requests: TIMED_REQUESTS, home: homeTime, health: healthTime },
      metAims:
        pages.every((p) => CATEGORIES.every((c) => p.scores[c] >= AIMS[c]) && p.lcpMs < LCP_AIM_MS && p.cls <= CLS_AIM) && budgets.every((b) => b.within),
    };
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/pages.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `${table(pages, noJs)}\n\nLCP element of /: ${home.lcpElement}\n` +
        `with scripts blocked: ${noJs.lcpElement} (${noJs.lcpMs} ms)\n` +
        `first-view JavaScript, KB gzip (budget; React loaded?):\n${budgets
          .map((b) => `  ${b.name.padEnd(11)} ${String(b.gzipKB).padStart(6)}  (≤ ${b.budgetKB}${b.within ? '' : ' OVER'}; ${b.react ? 'React' : 'no React'})`)
          .join('\n')}\n` +
        `cached home p50/p99 ${homeTime.p50Ms}/${homeTime.p99Ms} ms; /api/health ${healthTime.p50Ms}/${healthTime.p99Ms} ms\n` +
        `load average (1, 5, 15 min) at start ${loadAtStart.join(' ')}, at end ${load.join(' ')}\n` +
        `aims met: ${report.metAims}\n` +
        `written: bench/results/pages.json\n`,
    );
  } finally {
    await stop(chrome);
    await stop(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
