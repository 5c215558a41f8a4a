/** Shared steps for browser tests: hydration, demo accounts, sign-in through the UI, and axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../../src/server/db/demo/accounts';

export { DEMO_ADMIN, DEMO_SHOPPER };

/**
 * Islands ignore clicks until hydrated: wait until no astro-island is still server-rendered only.
 * Left out: islands that start when scrolled into view (client:visible), on the first touch
 * (client:touch, which replays the touch that started them) or with the first toast (client:toasts).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:not([client="visible"]):not([client="touch"]):not([client="toasts"])').length === 0,
  );
}

/**
 * Starts the client:touch island around `target` with a pointer coming over it (as a shopper's first
 * touch would), and waits until it has hydrated: for a test about what the island does once started.
 */
export async function startIsland(target: Locator): Promise<void> {
  await target.dispatchEvent('pointerover');
  await islandStarted(target);
}

/** Waits until the island around `target` has hydrated (after a touch the test made). */
export async function islandStarted(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    const island = el.closest('astro-island');
    if (!island?.hasAttribute('ssr')) return;
    return new Promise<void>((resolve) => island.addEventListener('astro:hydrate', () => resolve(), { once: true }));
  });
}

export async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

let seq = 0;
/** A new shopper through the API (fast), then signed in through the login form. */
export async function newShopper(page: Page, name = 'Test Shopper') {
  const email = `e2e-${Date.now().toString(36)}-${seq++}@example.com`;
  const password = 'Sup3r-secret!';
  const res = await page.request.post('/api/users/register', { data: { name, email, password, city: 'Pune' } });
  expect(res.status()).toBe(201);
  return { name, email, password };
}

export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await goto(page, '/login');
  await page.getByLabel(/^Email address/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await hydrated(page);
}

/** An API token without the UI, for arranging data. */
export async function apiToken(page: Page, who: { email: string; password: string }, admin = false): Promise<string> {
  const res = await page.request.post(admin ? '/api/admins/login' : '/api/users/login', { data: who });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

/**
 * axe finds no serious or critical violation. A toast still fading in is measured half transparent (a
 * contrast failure that no one sees): wait until every toast on screen has finished its entrance.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-sonner-toast]')).every((t) => getComputedStyle(t).opacity === '1'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}
