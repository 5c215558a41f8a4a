/**
 * First-view JavaScript of a page: the scripts a phone loads before anyone touches the page (from the
 * navigation until the network has been quiet for QUIET_MS after the load event, idle callbacks
 * included), as gzip bytes (level 9). Used by `npm run bench:pages` for every page with a budget, and
 * runnable alone against a running store: `tsx bench/first-view.ts http://127.0.0.1:4321`.
 *
 * Pages behind a sign-in are measured with a demo account's session in localStorage, as a signed-in
 * visitor's first view of them.
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser } from '@playwright/test';
import { CHROMIUM } from './chromium';

/** The budget of each page, in KB of gzip (bench/README.md "Islands on React"). */
export const JS_BUDGETS_KB: Record<string, number> = {
  '/': 30,
  '/products': 40,
  department: 40,
  product: 110,
  '/cart': 110,
  '/orders': 110,
  '/login': 95,
  '/signup': 95,
  '/account': 115,
  '/payment': 120,
  '/admin': 150,
};

/** How long the network must be quiet after load before the first view is over. */
const QUIET_MS = 2000;
/** Words in React DOM's production build (its license header names the file): a script with them is React's runtime. */
const REACT_DOM_MARK = 'react-dom-client.production';

export const DEMO = {
  shopper: { email: 'shopper@fashionstore.example.com', password: 'Shopper@12345' },
  admin: { email: 'admin@fashionstore.example.com', password: 'Admin@12345' },
} as const;

export interface FirstViewPage {
  /** The budget's name (a path, or `department` / `product`). */
  name: string;
  path: string;
  as?: keyof typeof DEMO;
}

export interface FirstView {
  name: string;
  path: string;
  gzipKB: number;
  budgetKB: number;
  within: boolean;
  files: string[];
  /** Whether React's DOM runtime was among them. */
  react: boolean;
}

async function session(base: string, who: keyof typeof DEMO): Promise<{ token: string; role: string }> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO[who]) });
  if (!res.ok) throw new Error(`signing in ${who}: ${res.status}`);
  return (await res.json()) as { token: string; role: string };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function firstView(browser: Browser, base: string, page: FirstViewPage): Promise<FirstView> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  if (page.as) {
    const { token, role } = await session(base, page.as);
    await context.addInitScript(
      ([t, r, until]) => {
        if (localStorage.getItem('token')) return;
        localStorage.setItem('token', t);
        localStorage.setItem('userrole', r);
        localStorage.setItem('isAuth', String(until));
      },
      [token, role, Date.now() + 3_600_000] as const,
    );
  }
  const tab = await context.newPage();
  const scripts = new Map<string, Promise<{ gzip: number; react: boolean }>>();
  let last = Date.now();
  tab.on('request', () => {
    last = Date.now();
  });
  tab.on('response', (res) => {
    last = Date.now();
    if (res.request().resourceType() !== 'script') return;
    scripts.set(
      res.url(),
      res.body().then(
        (body) => ({ gzip: gzipSync(body, { level: 9 }).length, react: body.includes(REACT_DOM_MARK) }),
        () => ({ gzip: 0, react: false }),
      ),
    );
  });
  await tab.goto(base + page.path, { waitUntil: 'load' });
  while (Date.now() - last < QUIET_MS) await tab.waitForTimeout(250);
  const sizes = await Promise.all(scripts.values());
  const files = [...scripts.keys()].map((u) => new URL(u).pathname);
  await context.close();
  const gzipKB = kb(sizes.reduce((a, b) => a + b.gzip, 0));
  const budgetKB = JS_BUDGETS_KB[page.name] ?? Number.POSITIVE_INFINITY;
  return { name: page.name, path: page.path, gzipKB, budgetKB, within: gzipKB <= budgetKB, files, react: sizes.some((s) => s.react) };
}

/** Every page with a budget; `product` and `department` are found from the catalogue. */
export async function budgetPages(base: string): Promise<FirstViewPage[]> {
  const { data } = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: number }[] };
  if (!data[0]) throw new Error('the catalogue is empty: no product page to measure');
  return [
    { name: '/', path: '/' },
    { name: '/products', path: '/products' },
    { name: 'department', path: '/men' },
    { name: 'product', path: `/products/${data[0]._id}` },
    { name: '/cart', path: '/cart' },
    { name: '/orders', path: '/orders', as: 'shopper' },
    { name: '/login', path: '/login' },
    { name: '/signup', path: '/signup' },
    { name: '/account', path: '/account', as: 'shopper' },
    { name: '/payment', path: '/payment', as: 'shopper' },
    { name: '/admin', path: '/admin', as: 'admin' },
  ];
}

export async function launch(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4321';
  const browser = await launch();
  try {
    for (const p of await budgetPages(base)) {
      const v = await firstView(browser, base, p);
      process.stdout.write(
        `${v.name.padEnd(12)} ${String(v.gzipKB).padStart(6)} KB  budget ${v.budgetKB}  ${v.within ? 'ok' : 'OVER'}  ${v.files.length} files\n`,
      );
      if (process.env.VERBOSE) process.stdout.write(`  ${v.files.join('\n  ')}\n`);
    }
  } finally {
    await browser.close();
  }
}
