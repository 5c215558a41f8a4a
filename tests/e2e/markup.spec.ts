/**
 * The markup a screen reader and a validator read: one named landmark per search, the quick-add
 * chooser a real modal (focus kept in, given back), /products hydrating without a mismatch, one
 * <main> on /admin and no <style> outside the head.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './test';
import { nav } from '../../src/islands/nav/messages';
import { products as t } from '../../src/islands/product-list/messages';
import { openConsole } from './admin-helpers';
import { apiToken, DEMO_ADMIN, goto } from './fixtures';

/** Focusable elements in a small dialog times two and more: enough Tabs to leave it if it let go. */
const TABS = 12;

test('the nav bar and the list each name their search landmark @phone', async ({ page }) => {
  await goto(page, '/products');
  // From 1280 px the nav bar's search box shows beside the list's own.
  const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  await expect(page.getByRole('search', { name: t.searchLandmark })).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) >= 1280) await expect(page.getByRole('search', { name: nav.searchLandmark })).toBeVisible();
});

test('the quick-add size chooser keeps Tab inside and gives focus back on Escape @phone', async ({ page }) => {
  const headers = { token: await apiToken(page, DEMO_ADMIN, true) };
  const name = `Focus Trap Tee ${Date.now().toString(36)}`;
  const added = await page.request.post('/api/products/add', {
    headers,
    data: {
      name,
      brand: 'Hatch Street',
      images: ['https://img.example.com/focus-trap-tee.png'],
      oprice: 1499,
      price: 999,
      category: "Men's T-shirts",
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'M', stock: 3 },
        { size: 'L', stock: 0 },
      ],
    },
  });
  expect(added.status()).toBe(201);
  const id = (await added.json()).data._id as number;
  try {
    await goto(page, `/products?search=${encodeURIComponent(name)}`);
    const quickAdd = page.getByRole('button', { name: t.addToCart(name) });
    const chooser = page.getByRole('dialog', { name: t.chooseSize(name) });
    // Where Tab put the focus: in the chooser, on the browser's own controls (the document's body has
    // it then: a modal dialog lets Tab reach the address bar, never the page behind), or on the page.
    const focusIn = () =>
      chooser.evaluate((d) => {
        const at = document.activeElement;
        if (d.contains(at)) return 'chooser';
        return !at || at === document.body ? 'browser' : `page: ${at.outerHTML.slice(0, 120)}`;
      });

    await quickAdd.focus();
    await page.keyboard.press('Enter');
    await expect(chooser).toBeVisible();
    expect(await focusIn()).toBe('chooser');
    const visited: string[] = [];
    for (let i = 0; i < TABS; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      visited.push(await focusIn());
    }
    expect(visited.filter((where) => where !== 'chooser' && where !== 'browser')).toEqual([]);
    expect(visited.filter((where) => where === 'chooser').length).toBeGreaterThan(TABS / 2);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(quickAdd).toBeFocused();

    // Its close button gives focus back too.
    await quickAdd.click();
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: 'Close' }).click();
    await expect(chooser).toBeHidden();
    await expect(quickAdd).toBeFocused();
  } finally {
    expect((await page.request.delete(`/api/products/delete/${id}`, { headers })).status()).toBe(200);
  }
});

/** Everything the page throws or logs as an error while it loads and hydrates. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

test('a category list hydrates without an error, also once a product in it has changed @phone', async ({ page }) => {
  const errors = errorsOf(page);
  const visit = async (category: string) => {
    await goto(page, `/products?category=${encodeURIComponent(category)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(category);
    // A last moment for a late error (React reports a mismatch once it has hydrated).
    await page.waitForLoadState('networkidle');
  };
  for (const category of ['Sneakers', "Men's T-shirts", 'Accessories']) await visit(category);

  // The page renders again after a change: the server's HTML and the island's first render must agree.
  const headers = { token: await apiToken(page, DEMO_ADMIN, true) };
  const first = (await (await page.request.get('/api/products?category=Sneakers&limit=1')).json()).data[0] as { _id: number; price: number };
  const reprice = async (price: number) =>
    expect((await page.request.patch(`/api/products/update/${first._id}`, { headers, data: { price } })).status()).toBe(200);
  await reprice(first.price - 1);
  try {
    await visit('Sneakers');
  } finally {
    await reprice(first.price);
  }
  expect(errors).toEqual([]);
});

test('/admin has one <main>, in its markup and once the console shows @phone', async ({ page }) => {
  const markup = await (await page.request.get('/admin')).text();
  expect(markup.match(/<main\b/g) ?? []).toHaveLength(1);
  await openConsole(page);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toBeVisible();
});

test('no page puts a <style> in its <header> or anywhere in its body @phone', async ({ page }) => {
  // Eight pages, each fetched and then opened: more than one page's budget on a loaded machine.
  test.setTimeout(120_000);
  for (const path of ['/', '/products', '/products?category=Sneakers', '/products/1', '/cart', '/login', '/our-story', '/admin']) {
    const markup = await (await page.request.get(path)).text();
    expect(markup.slice(markup.indexOf('<body')).match(/<style\b/g) ?? [], path).toEqual([]);
    // The console opened signed in, as an admin sees it: signed out, /admin only leads to /login, and the
    // test would end with that navigation under way (CI once hung closing the page then, twice over).
    if (path === '/admin') await openConsole(page);
    else await page.goto(path);
    await expect(page.locator('header style'), path).toHaveCount(0);
  }
});
