import { expect, test } from './test';
import { DEMO_ADMIN, goto, hydrated, newShopper } from './fixtures';
import { expectPageAccessible, expectToast, logIn, storedToken } from './shopper-helpers';

const SESSION_MS = 17_940_000;

test.describe('login and sign-up', () => {
  test('the login form has its heading, fields, toggle and links @phone', async ({ page }) => {
    await goto(page, '/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Remember me')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByText('This field is required').first()).toBeVisible();
    await expectPageAccessible(page);
  });

  test('the sign-up form checks its fields like the server does @phone', async ({ page }) => {
    await goto(page, '/signup');
    await expect(page.getByRole('link', { name: 'Already a user? Login' })).toHaveAttribute('href', '/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('main').getByText('This field is required')).toHaveCount(3);
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Password must be 8 to 128 characters')).toBeVisible();
    await expectPageAccessible(page);
  });

  test('signing up with a taken e-mail says why', async ({ page }) => {
    const who = await newShopper(page);
    await goto(page, '/signup');
    await page.getByLabel('Full Name').fill('Twin');
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill('Another-pass1');
    await page.getByLabel('City').fill('Delhi');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectToast(page, 'Unable to create account', 'This e-mail is already registered');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('wrong credentials show the toast and keep the visitor on /login', async ({ page }) => {
    await goto(page, '/login');
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Wrong credentials.', 'Check your e-mail and password. New here? Sign up below.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a shopper lands on / with the welcome toast and the session stored', async ({ page }) => {
    const who = await newShopper(page);
    const before = Date.now();
    await goto(page, '/login');
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expectToast(page, 'Login successful', `Welcome User ${who.email}`);
    const stored = await page.evaluate(() => ({
      isAuth: Number(localStorage.getItem('isAuth')),
      role: localStorage.getItem('userrole'),
      token: localStorage.getItem('token'),
    }));
    expect(stored.role).toBe('user');
    expect(stored.token).toBeTruthy();
    expect(stored.isAuth).toBeGreaterThanOrEqual(before + SESSION_MS);
    expect(stored.isAuth).toBeLessThanOrEqual(Date.now() + SESSION_MS);
  });

  test('an admin signs in through the one sign-in endpoint and lands on /admin', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/login')) calls.push(new URL(r.url()).pathname);
    });
    await goto(page, '/login?redirect=%2Fcart');
    await page.getByLabel('Email address').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    expect(calls.filter((path) => path.startsWith('/api/'))).toEqual(['/api/auth/login']);
    expect(await page.evaluate(() => localStorage.getItem('userrole'))).not.toContain('user');
  });

  test('a redirect that parsing would turn into another site lands on this site’s home page', async ({ page }) => {
    const who = await newShopper(page);
    for (const redirect of ['%2F.%2F%2Fevil.example%2F', '%2F..%2F%2Fevil.example%2F', '%2F%252e%2F%2Fevil.example%2F', '%2Fa%2F..%2F%2Fevil.example%2F']) {
      await page.context().clearCookies();
      await page.goto('/api/health');
      await page.evaluate(() => localStorage.clear());
      await goto(page, `/login?redirect=${redirect}`);
      await page.getByLabel('Email address').fill(who.email);
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => u.pathname === '/' && !u.search.includes('redirect'));
      expect(new URL(page.url()).hostname, redirect).toBe('127.0.0.1');
    }
  });

  test('a signed-in visitor opening /login goes to /', async ({ page }) => {
    await logIn(page, await newShopper(page));
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/');
  });
});

test.describe('guards', () => {
  // The cart and the wishlist are open to guests (tests/e2e/guest.spec.ts).
  for (const path of ['/orders', '/payment', '/buynow?id=1&qty=2']) {
    test(`a signed-out visitor opening ${path} goes to /login with the path passed along`, async ({ page }) => {
      await page.goto('/');
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      // History replaced: Back skips the guarded page.
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('after login the visitor is back on the guarded page @phone', async ({ page }) => {
    const who = await newShopper(page);
    await page.goto('/orders');
    await page.waitForURL(/\/login\?redirect=%2Forders$/);
    await hydrated(page);
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');
    await expect(page.getByRole('main').getByText("You didn't order anything")).toBeVisible();
  });

  test('sign-up keeps the return path through to login', async ({ page }) => {
    await goto(page, '/login?redirect=%2Fwishlist');
    await page.getByRole('link', { name: 'New here? Sign up' }).click();
    await page.waitForURL(/\/signup\?redirect=%2Fwishlist$/);
    await expect(page.getByRole('link', { name: 'Already a user? Login' })).toHaveAttribute('href', '/login?redirect=%2Fwishlist');
  });
});

test.describe('the session ends', () => {
  test('at the expiry a timer logs out and the guarded page goes to /login', async ({ page }) => {
    await page.clock.install();
    await logIn(page, await newShopper(page), '/orders');
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await page.clock.fastForward(SESSION_MS - 60_000);
    expect(await storedToken(page)).toBeTruthy();
    await page.clock.fastForward(61_000);
    await page.waitForURL(/\/login\?redirect=%2Forders$/);
    expect(await storedToken(page)).toBeFalsy();
  });

  test('logout in one tab reaches another', async ({ page, context }) => {
    await logIn(page, await newShopper(page));
    const other = await context.newPage();
    await goto(other, '/orders');
    await expect(other.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL(/\/login\?redirect=%2Forders$/);
    expect(await storedToken(other)).toBeFalsy();
  });
});
