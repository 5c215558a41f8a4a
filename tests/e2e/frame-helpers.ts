/** Steps the frame's browser tests share: a session set straight into storage, and the frame's parts. */
import { expect, type Page } from '@playwright/test';
import { DEMO_SHOPPER, hydrated } from './fixtures';

/** docs/product.md §9: isAuth = now + 17,940,000 ms. */
const SESSION_MS = 17_940_000;

/** Signs in without the login page: a token from the API, written where the auth store keeps it. */
export async function signInByStorage(page: Page, who: { email: string; password: string } = DEMO_SHOPPER): Promise<string> {
  const res = await page.request.post('/api/users/login', { data: { email: who.email, password: who.password } });
  expect(res.ok()).toBeTruthy();
  const { token, role } = (await res.json()) as { token: string; role: string };
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ({ token, role, until }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('isAuth', String(until));
      localStorage.setItem('userrole', role);
    },
    { token, role, until: Date.now() + SESSION_MS },
  );
  await page.reload();
  await hydrated(page);
  return token;
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const cartLink = (page: Page) => mainNav(page).getByRole('link', { name: /^Cart, \d+ items?$/ });

/** Astro hydrates client:visible islands when they scroll into view. */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
    // Islands that start on a touch (client:touch): a pointer coming over each.
    for (const island of document.querySelectorAll('astro-island[client="touch"][ssr]'))
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="toasts"])').length === 0);
}
