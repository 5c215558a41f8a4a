/**
 * Accounts in the browser: sign-up signs in and comes back, remember me, the
 * account page (name and phone, password, deletion) and the password reset by e-mail, on phone and
 * desktop; and screenshots of the new pages at 390 and 1280 wide.
 */
import { expect, type Page, test } from './test';
import { account as t } from '../../src/islands/account/messages';
import { auth } from '../../src/islands/auth/messages';
import { api } from '../../src/server/messages';
import { apiToken, goto, hydrated, newShopper } from './fixtures';
import { apiCart, expectPageAccessible, expectToast, products } from './shopper-helpers';
import { addToBag } from './bag-helpers';
import { mailsTo } from './mail-sink';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountLink = (page: Page) => mainNav(page).getByRole('link', { name: /^Account, signed in as/ });
let seq = 0;
const unique = () => `${Date.now().toString(36)}-${seq++}`;

async function signInForm(page: Page, who: { email: string; password: string }, opts: { remember?: boolean; to?: string } = {}) {
  await goto(page, opts.to ? `/login?redirect=${encodeURIComponent(opts.to)}` : '/login');
  await page.getByLabel(auth.email).fill(who.email);
  await page.getByLabel(auth.password, { exact: true }).fill(who.password);
  if (opts.remember) await page.getByLabel(auth.rememberMe).check();
  await page.getByRole('button', { name: auth.signIn }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
  await hydrated(page);
}

const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/;

/**
 * The reset link of the newest reset e-mail that reached `to` at the suite's mail server (sent within
 * seconds of being asked for), as a path on this server (the mail's origin is SITE_URL's).
 */
async function resetPathFor(to: string): Promise<string> {
  const newest = () =>
    mailsTo(to)
      .flatMap((m) => RESET_LINK.exec(m.text) ?? [])
      .at(-1);
  await expect.poll(newest, { message: `no reset e-mail reached ${to}` }).toBeTruthy();
  const url = new URL(newest() as string);
  return url.pathname + url.search;
}

test.describe('sign-up and remember me', () => {
  test('sign-up signs in and lands back on the product the guest was looking at, the guest cart merged @phone', async ({ page }) => {
    const [product] = (await products(page, '?limit=1')).data;
    await goto(page, `/products/${product._id}`);
    // Adding keeps the guest on the product (the drawer says it is in the bag).
    await addToBag(page);
    await page.keyboard.press('Escape');

    // Login from the nav bar, then "New here? Sign up": the way back is kept through both.
    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await hydrated(page);
    await page.getByRole('link', { name: auth.noAccount }).click();
    await page.waitForURL((u) => u.pathname === '/signup');
    // The way back keeps the size the guest chose (?size=).
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(new RegExp(`^/products/${product._id}(\\?size=[^&]+)?$`));
    await hydrated(page);

    const email = `new.${unique()}@example.in`;
    await page.getByLabel(auth.fullName).fill('Padmini Rao');
    await page.getByLabel(auth.email).fill(email);
    await page.getByLabel(auth.password, { exact: true }).fill('Padmini-pass1');
    await page.getByLabel(auth.city).fill('Mysuru');
    await page.getByRole('button', { name: auth.signUp }).click();

    await page.waitForURL((u) => u.pathname === `/products/${product._id}`);
    await hydrated(page);
    await expectToast(page, auth.signupSuccess, auth.signedUpAs(email));
    await expect(accountLink(page)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // The guest's line is in the new account's cart.
    await expect.poll(async () => (await apiCart(page, token as string)).map((l) => l.prodId)).toEqual([product._id]);
  });

  test('unticked, the session ends with the browser; ticked, it is kept 30 days @phone', async ({ page, browser }) => {
    const who = await newShopper(page);
    await goto(page, '/');
    for (const remember of [false, true]) {
      await page.evaluate(() => localStorage.clear());
      await signInForm(page, who, { remember, to: '/account' });
      await expect(page.getByRole('heading', { name: t.profile.heading })).toBeVisible();
      const expiry = Number(await page.evaluate(() => localStorage.getItem('isAuth')));
      const days = (expiry - Date.now()) / 86_400_000;
      if (remember) expect(days).toBeGreaterThan(29.9);
      else expect(days).toBeLessThan(1);

      // The browser is closed and opened again: what it keeps on disk (localStorage, cookies with an
      // expiry) comes back; cookies of the browser session do not.
      const state = await page.context().storageState();
      const reopened = await browser.newContext({ storageState: { origins: state.origins, cookies: state.cookies.filter((c) => c.expires > 0) } });
      const again = await reopened.newPage();
      await again.goto('/account');
      if (remember) {
        await expect(again.getByRole('heading', { name: t.profile.heading })).toBeVisible();
      } else {
        await again.waitForURL(/\/login\?redirect=%2Faccount$/);
        expect(await again.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
      }
      await reopened.close();
      // Another tab of the same browser session shares it.
      const tab = await page.context().newPage();
      await tab.goto('/account');
      await expect(tab.getByRole('heading', { name: t.profile.heading })).toBeVisible();
      await tab.close();
    }
  });
});

test.describe('the account page', () => {
  test('edit name and phone, change the password (other sessions signed out), delete the account @phone', async ({ page }) => {
    const who = await newShopper(page, 'Asha Rao');
    const otherSession = await apiToken(page, who);
    await signInForm(page, who, { to: '/' });
    await accountLink(page).click();
    await page.waitForURL((u) => u.pathname === '/account');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByText(who.email)).toBeVisible();
    await expect(main.getByText(t.profile.noPhone)).toBeVisible();

    await test.step('name and phone', async () => {
      await main.getByLabel(t.profile.phone).fill('98765');
      await main.getByRole('button', { name: t.profile.save }).click();
      await expect(main.getByText('Enter a 10-digit mobile number')).toBeVisible();
      await main.getByLabel(t.profile.name).fill('Asha R. Menon');
      await main.getByLabel(t.profile.phone).fill('+91 98450 12345');
      await main.getByRole('button', { name: t.profile.save }).click();
      await expectToast(page, t.profile.saved, api.account.updated);
      await expect(main.getByLabel(t.profile.phone)).toHaveValue('9845012345');
      await expect(accountLink(page)).toContainText('Asha R. Menon');
      await page.reload();
      await hydrated(page);
      await expect(main.getByLabel(t.profile.name)).toHaveValue('Asha R. Menon');
    });

    await test.step('password', async () => {
      const form = main.getByRole('region', { name: t.password.heading });
      await form.getByLabel(t.password.current, { exact: true }).fill('not-my-password');
      await form.getByLabel(t.password.next, { exact: true }).fill('Brand-new-pass1');
      await form.getByLabel(t.password.confirm, { exact: true }).fill('Brand-new-pass2');
      await form.getByRole('button', { name: t.password.save }).click();
      await expect(form.getByText('The two passwords are not the same')).toBeVisible();
      await form.getByLabel(t.password.confirm, { exact: true }).fill('Brand-new-pass1');
      await form.getByRole('button', { name: t.password.save }).click();
      await expect(form.getByText(api.account.wrongPassword)).toBeVisible();
      await form.getByLabel(t.password.current, { exact: true }).fill(who.password);
      await form.getByRole('button', { name: t.password.save }).click();
      await expectToast(page, t.password.changed, api.account.passwordChanged);
      await expect(form.getByLabel(t.password.current, { exact: true })).toHaveValue('');
      // This page stays signed in (its new token works); the other session is signed out.
      expect((await page.request.get('/api/cart', { headers: { token: otherSession } })).status()).toBe(401);
      const mine = await page.evaluate(() => localStorage.getItem('token'));
      expect((await page.request.get('/api/cart', { headers: { token: mine as string } })).status()).toBe(200);
      await page.reload();
      await hydrated(page);
      await expect(accountLink(page)).toBeVisible();
    });

    await test.step('delete', async () => {
      const token = (await page.evaluate(() => localStorage.getItem('token'))) as string;
      await main.getByRole('button', { name: t.remove.open }).click();
      const dialog = page.getByRole('dialog', { name: t.remove.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.remove.keep }).click();
      await expect(dialog).toBeHidden();
      await main.getByRole('button', { name: t.remove.open }).click();
      await dialog.getByRole('button', { name: t.remove.confirm }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await expectToast(page, t.remove.deleted, api.account.deleted);
      await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
      expect((await page.request.get('/api/cart', { headers: { token } })).status()).toBe(401);
      expect((await page.request.post('/api/auth/login', { data: { email: who.email, password: 'Brand-new-pass1' } })).status()).toBe(401);
    });
  });

  test('signed out, /account goes to the login page and back @phone', async ({ page }) => {
    const who = await newShopper(page);
    await page.goto('/account');
    await page.waitForURL(/\/login\?redirect=%2Faccount$/);
    await hydrated(page);
    await page.getByLabel(auth.email).fill(who.email);
    await page.getByLabel(auth.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: auth.signIn }).click();
    await page.waitForURL((u) => u.pathname === '/account');
    await expect(page.getByRole('heading', { name: t.profile.heading })).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('forgot password → the link from the mail → a new password → sign in with it; the link then says it is used @phone', async ({ page }) => {
    const who = await newShopper(page);
    await goto(page, '/login');
    await page.getByRole('link', { name: auth.forgot }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    await hydrated(page);
    await page.getByLabel(auth.email).fill(who.email);
    await page.getByRole('button', { name: auth.sendLink }).click();
    await expect(page.getByRole('status').filter({ hasText: api.account.resetSent(30) })).toBeVisible();

    const path = await resetPathFor(who.email);
    await goto(page, path);
    await expect(page.getByText(api.account.resetValid)).toBeVisible();
    await page.getByLabel(auth.newPassword, { exact: true }).fill('Reset-pass-2026');
    await page.getByLabel(auth.confirmPassword, { exact: true }).fill('Reset-pass-2026');
    await page.getByRole('button', { name: auth.savePassword }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.search === '');
    await expectToast(page, auth.passwordReset, api.account.resetDone);
    await hydrated(page);
    await page.getByLabel(auth.email).fill(who.email);
    await page.getByLabel(auth.password, { exact: true }).fill('Reset-pass-2026');
    await page.getByRole('button', { name: auth.signIn }).click();
    await page.waitForURL((u) => u.pathname === '/');

    await goto(page, path);
    await expect(page.getByRole('alert').filter({ hasText: api.account.resetUsed })).toBeVisible();
    await expect(page.getByRole('link', { name: auth.askNewLink })).toHaveAttribute('href', '/forgot-password');
  });

  test('an unknown e-mail is answered the same way; an altered or missing token gets a clear page @phone', async ({ page }) => {
    await goto(page, '/forgot-password');
    await page.getByLabel(auth.email).fill(`nobody.${unique()}@example.in`);
    await page.getByRole('button', { name: auth.sendLink }).click();
    await expect(page.getByRole('status').filter({ hasText: api.account.resetSent(30) })).toBeVisible();

    await goto(page, `/reset-password?token=${'A'.repeat(43)}`);
    await expect(page.getByRole('alert').filter({ hasText: api.account.resetInvalid })).toBeVisible();
    await goto(page, '/reset-password?token=not-a-token');
    await expect(page.getByRole('alert').filter({ hasText: auth.linkUnusable }).filter({ hasText: api.account.resetInvalid })).toBeVisible();
    await goto(page, '/reset-password');
    await expect(page.getByRole('alert').filter({ hasText: auth.linkUnusable })).toBeVisible();
    await expect(page.getByLabel(auth.newPassword)).toHaveCount(0);
  });
});

test.describe('screens', () => {
  test('the account, forgot and reset pages at 390 and 1280 wide', async ({ page }) => {
    const who = await newShopper(page, 'Screenshot Shopper');
    const token = await apiToken(page, who);
    await page.request.patch(`/api/users/update/${JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId}`, {
      headers: { token },
      data: { phone: '9876543210' },
    });
    await page.request.post('/api/auth/forgot', { data: { email: who.email } });
    const reset = await resetPathFor(who.email);
    await signInForm(page, who, { to: '/account' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      for (const [name, path] of [
        ['account', '/account'],
        ['forgot', '/forgot-password'],
        ['reset', reset],
        ['reset-invalid', `/reset-password?token=${'B'.repeat(43)}`],
      ] as const) {
        await goto(page, path);
        if (name === 'account') await expect(page.getByRole('heading', { name: t.remove.heading })).toBeVisible();
        if (name === 'reset') await expect(page.getByLabel(auth.newPassword, { exact: true })).toBeVisible();
        if (name === 'reset-invalid') await expect(page.getByRole('alert')).toBeVisible();
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/account-screens/${name}-${width}.png`, fullPage: true });
        if (width === 1280) await expectPageAccessible(page);
      }
    }
  });
});
