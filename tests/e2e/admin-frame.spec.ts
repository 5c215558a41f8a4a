import { expect, test } from './test';
import { openConsole, goSection, storeSession, DEMO_ADMIN, expectConsoleAccessible } from './admin-helpers';
import { apiToken, hydrated, newShopper } from './fixtures';

test.describe('admin console frame', () => {
  test('a signed-out visitor goes to the login page with the path passed along @phone', async ({ page }) => {
    await page.goto('/api/health');
    await page.goto('/admin#manage-orders');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/admin#manage-orders');
    // History was replaced: back skips /admin.
    await page.goBack();
    await expect(page).toHaveURL(/\/api\/health$/);
  });

  test('the demo admin signs in through the login form and lands on the console', async ({ page }) => {
    await page.goto('/admin#analyse');
    await page.waitForURL(/\/login\?/);
    await hydrated(page);
    await page.getByLabel(/^Email address/).fill(DEMO_ADMIN.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await hydrated(page);
    await expect(page.getByRole('button', { name: `Account menu: ${DEMO_ADMIN.name}` })).toBeVisible();
  });

  test('a stored shopper role goes to the login page', async ({ page }) => {
    const who = await newShopper(page);
    await storeSession(page, await apiToken(page, who), 'user');
    await page.goto('/admin');
    await page.waitForURL(/\/login\?redirect=%2Fadmin/);
  });

  test('opens on the Dashboard and switches sections by the menu, the hash, reload and back', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await openConsole(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    for (const name of ['Dashboard', 'Add Products', 'Manage Products', 'Manage Orders', 'Add Admins', 'Manage Admins', 'Analyse', 'Support']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
    await goSection(page, 'Manage Orders');
    await expect(page).toHaveURL(/\/admin#manage-orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeFocused();
    await goSection(page, 'Add Admins');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Admins' })).toBeVisible();
    // No page load happened.
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Dashboard', 'Add Products', 'Manage Products', 'Manage Admins', 'Analyse', 'Support']) {
      await goSection(page, name);
      await expect(page.getByRole('main').getByRole('progressbar', { name: 'Loading...' })).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test("the top bar shows the admin's photo and name, Profile and Sign out", async ({ page }) => {
    await openConsole(page);
    const bar = page.getByRole('banner');
    await expect(bar.locator('img')).toHaveAttribute('src', DEMO_ADMIN.image);
    await bar.getByRole('button', { name: /Account menu/ }).click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Sign out']);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await bar.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: DEMO_ADMIN.name });
    await expect(profile).toContainText(DEMO_ADMIN.email);
    await profile.getByRole('button', { name: 'Close' }).click();

    await bar.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  });

  test('on a phone the side menu is a drawer @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openConsole(page);
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer).toBeVisible();
    await expectConsoleAccessible(page);
    await drawer.getByRole('link', { name: 'Manage Products' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
