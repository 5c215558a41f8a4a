/** One sign-in at /login for shoppers and admins, and forms that keep what was typed before the scripts ran. */
import { expect, type Page, test } from './test';
import { apiToken, DEMO_ADMIN, goto, hydrated } from './fixtures';
import { expectToast } from './shopper-helpers';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${seq++}`;

async function fillLogin(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
}

/** Holds every script of the build (the islands and their renderer) until `release()` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('one sign-in for everyone', () => {
  test('a shopper whose e-mail has no "admin" in it signs up (signed in at once), then signs in again at /login', async ({ page }) => {
    const who = { email: `padmini.rao.${unique()}@example.in`, password: 'Padmini-pass1' };
    await goto(page, '/signup');
    await page.getByLabel('Full Name').fill('Padmini Rao');
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByLabel('City').fill('Mysuru');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('userrole'))).toBe('user');
    await page.evaluate(() => localStorage.clear());
    await goto(page, '/login');
    await fillLogin(page, who);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expectToast(page, 'Login successful', `Welcome User ${who.email}`);
    expect(await page.evaluate(() => localStorage.getItem('userrole'))).toBe('user');
  });

  test('an admin added in the console, with no "admin" in the e-mail, signs in at /login and lands on /admin', async ({ page }) => {
    const who = { email: `neha.k.${unique()}@fashionstore.example.com`, password: 'Neha-admin-1' };
    const token = await apiToken(page, DEMO_ADMIN, true);
    const added = await page.request.post('/api/admins/add', {
      headers: { token },
      data: { name: 'Neha K', ...who, contact: '9876543210', role: 'Sales', image: '/images/avatar-admin.svg' },
    });
    expect(added.status()).toBe(201);
    await goto(page, '/login?redirect=%2Fcart');
    await fillLogin(page, who);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Account menu: Neha K' })).toBeVisible();
  });
});

test.describe('a form sent before the scripts have started', () => {
  test('Enter on /login before hydration keeps the form with a message, then signs in once the island is there', async ({ page }) => {
    const who = { email: `early.${unique()}@example.in`, password: 'Early-pass12' };
    expect((await page.request.post('/api/users/register', { data: { name: 'Early Bird', ...who, city: 'Pune' } })).status()).toBe(201);
    const release = await holdScripts(page);
    // The page's scripts are held, and DOMContentLoaded waits for its module scripts: the HTML is enough.
    await page.goto('/login', { waitUntil: 'commit' });
    await fillLogin(page, who);
    // The form's island has not started: what follows is what a slow connection sees.
    await expect(page.locator('astro-island[ssr] form[data-early-submit]')).toHaveCount(1);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const notice = page.getByRole('status').filter({ hasText: 'The page is still loading' });
    await expect(notice).toBeVisible();
    // Nothing was posted: still the login page, with what was typed.
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByLabel('Email address')).toHaveValue(who.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(who.password);
    release();
    await page.waitForURL((u) => u.pathname === '/');
    await expectToast(page, 'Login successful', `Welcome User ${who.email}`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('Sign up pressed before hydration creates the account once the island is there', async ({ page }) => {
    const email = `early.signup.${unique()}@example.in`;
    const release = await holdScripts(page);
    await page.goto('/signup', { waitUntil: 'commit' });
    await page.getByLabel('Full Name').fill('Early Signup');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Early-pass12');
    await page.getByLabel('City').fill('Pune');
    await expect(page.locator('astro-island[ssr] form[data-early-submit]')).toHaveCount(1);
    await page.getByLabel('City').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The page is still loading' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await expect(page.getByLabel('Full Name')).toHaveValue('Early Signup');
    release();
    await page.waitForURL((u) => u.pathname === '/');
    await expectToast(page, 'Successfully created your account.');
    const login = await page.request.post('/api/auth/login', { data: { email, password: 'Early-pass12' } });
    expect(login.status()).toBe(200);
  });
});
