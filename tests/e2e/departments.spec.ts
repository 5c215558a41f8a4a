/**
 * Departments on the shopper's side: the menus, the home tiles, breadcrumbs, the department pages, the
 * colour swatches, Similar products and Recently viewed, and the 404 for an unknown department or colour.
 * Reads the demo catalogue only (creates nothing).
 */
import { expect, type Locator, type Page, test } from './test';
import { goto, hydrated } from './fixtures';

interface ApiProduct {
  _id: number;
  name: string;
  category: string;
  department: 'men' | 'women' | 'unisex';
  styleCode: string | null;
}
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const crumbs = (page: Page) => page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });

async function products(page: Page, query: string): Promise<{ data: ApiProduct[]; total: number }> {
  const res = await page.request.get(`/api/products?${query}`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** Opens a department's menu the way the screen offers it: the bar's button, or the phone's list. */
async function openMenu(page: Page, isMobile: boolean, id: string, label: string): Promise<Locator> {
  if (isMobile) {
    await mainNav(page).getByRole('button', { name: 'Menu' }).click();
    const list = page.locator('#nav-mobile-menu');
    await list.locator('summary', { hasText: new RegExp(`^${label}$`) }).click();
    return list.locator('details[open]');
  }
  await mainNav(page).getByRole('button', { name: label, exact: true }).click();
  return page.locator(`#nav-menu-${id}`);
}

test.describe('departments', () => {
  test("Men ▸ View all lists men's and unisex products only, under Home › Men @phone", async ({ page, isMobile }) => {
    const men = await products(page, 'department=men&limit=100');
    const all = await products(page, 'limit=1');
    const womens = new Set((await products(page, 'department=women&limit=100')).data.filter((p) => p.department === 'women').map((p) => p.name));
    expect(womens.size).toBeGreaterThan(0);
    expect(men.total).toBeLessThan(all.total);

    await goto(page, '/');
    const menu = await openMenu(page, isMobile, 'men', 'Men');
    await menu.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('department') === 'men');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Men');
    await expect(page).toHaveTitle('Men | Fashion Store');
    await expect(crumbs(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Men');
    await expect(main.getByText(`${men.total} products`, { exact: true })).toBeVisible();
    const names = await main.getByRole('list').first().getByRole('heading', { level: 2 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(womens.has(name), `${name} is a women's product`).toBe(false);
  });

  test("Women ▸ Products opens the women's page: its categories and newest products @phone", async ({ page, isMobile }) => {
    const women = await products(page, 'department=women&limit=1');
    await goto(page, '/');
    const menu = await openMenu(page, isMobile, 'women', 'Women');
    await menu.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL((u) => u.pathname === '/women');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Women');
    await expect(page).toHaveTitle('Women | Fashion Store');
    await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Women');
    const categories = main.getByRole('region', { name: 'Shop by category' });
    await expect(categories.getByRole('link', { name: 'Bodysuits' })).toHaveAttribute(
      'href',
      `/products?${new URLSearchParams({ category: "Women's Bodysuits" })}`,
    );
    await expect(categories.getByRole('link', { name: 'Sweatpants' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Newest' }).getByRole('listitem').first()).toBeVisible();
    await main
      .getByRole('link', { name: `View all ${women.total} products in Women` })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('department') === 'women');
  });

  test("the men's Shorts tile shows men's shorts, the women's Tops tile women's tops @phone", async ({ page }) => {
    await goto(page, '/');
    const shorts = page.getByRole('region', { name: "Shop Men's", exact: true }).getByRole('link', { name: 'Shorts', exact: true });
    await shorts.scrollIntoViewIfNeeded();
    await shorts.click();
    await page.waitForURL((u) => u.searchParams.get('department') === 'men' && u.searchParams.get('search') === 'shorts');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Retrograde Checked Shorts' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Kite & Co Running Shorts' })).toHaveCount(0);

    await goto(page, '/');
    const tops = page.getByRole('region', { name: "Shop Women's", exact: true }).getByRole('link', { name: 'Tops', exact: true });
    await tops.scrollIntoViewIfNeeded();
    await tops.click();
    await page.waitForURL((u) => u.searchParams.get('department') === 'women' && u.searchParams.get('search') === 'top');
    await hydrated(page);
    await expect(main.getByRole('heading', { level: 2, name: 'Tidewell Linen Tank Top' })).toBeVisible();
    for (const notATop of ['Kite & Co Running Shorts', 'Mossline High-Rise Leggings', 'Mossline Sculpt Sports Bra']) {
      await expect(main.getByRole('heading', { level: 2, name: notATop })).toHaveCount(0);
    }
  });

  test('a category sits under its department in the breadcrumbs, on its list and on its products @phone', async ({ page }) => {
    await goto(page, `/products?${new URLSearchParams({ category: "Men's T-shirts" })}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("Men's T-shirts");
    await expect(crumbs(page).getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('href', '/men');
    await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('T-shirts');

    const tee = (await products(page, `${new URLSearchParams({ category: "Men's T-shirts" })}&limit=1`)).data[0];
    await goto(page, `/products/${tee._id}`);
    await expect(crumbs(page).getByRole('link')).toHaveText(['Home', 'Men', 'T-shirts']);
    await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(tee.name);
    await crumbs(page).getByRole('link', { name: 'Men', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/men');
  });

  test("'More colours' swatches switch between a style's colours @phone", async ({ page }) => {
    const styled = (await products(page, 'limit=100')).data.find((p) => p.styleCode);
    if (!styled) throw new Error('the demo catalogue has no style in several colours');
    const detail = (await (await page.request.get(`/api/products/${styled._id}`)).json()).msg[0] as {
      colour: string;
      colours: { _id: number; colour: string }[];
    };
    expect(detail.colours.length).toBeGreaterThan(1);
    const other = detail.colours.find((c) => c._id !== styled._id);
    if (!other) throw new Error('no other colour');

    await goto(page, `/products/${styled._id}`);
    const main = page.getByRole('main');
    const swatches = main.getByRole('navigation', { name: 'More colours' });
    await expect(main.getByText(`Colour: ${detail.colour}`, { exact: true })).toBeVisible();
    await expect(swatches.getByRole('link')).toHaveCount(detail.colours.length);
    await expect(swatches.getByRole('link', { name: detail.colour, exact: true })).toHaveAttribute('aria-current', 'true');
    await swatches.getByRole('link', { name: other.colour, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/products/${other._id}`);
    await hydrated(page);
    await expect(main.getByText(`Colour: ${other.colour}`, { exact: true })).toBeVisible();
    await expect(swatches.getByRole('link', { name: other.colour, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(swatches.getByRole('link', { name: detail.colour, exact: true })).not.toHaveAttribute('aria-current', 'true');
  });

  test('Similar products and Recently viewed load when scrolled near @phone', async ({ page }) => {
    const tees = (await products(page, `${new URLSearchParams({ category: "Men's T-shirts" })}&limit=2&sort=newest`)).data;
    const [first, second] = tees;
    const similar = (await (await page.request.get(`/api/products/${second._id}/similar`)).json()).data as { name: string }[];
    expect(similar.length).toBeGreaterThan(0);

    await goto(page, `/products/${first._id}`);
    await goto(page, `/products/${second._id}`);
    const main = page.getByRole('main');
    // Lazy: nothing asked for before the shopper scrolls there.
    await expect(main.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const similarRegion = main.getByRole('region', { name: 'Similar products' });
    await expect(similarRegion.getByRole('link')).toHaveCount(similar.length);
    await expect(similarRegion.getByRole('link').first()).toContainText(similar[0].name);
    const recent = main.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
    // The product on screen is not among those viewed before it.
    await expect(recent.getByRole('link', { name: new RegExp(second.name) })).toHaveCount(0);
    await recent.getByRole('button', { name: 'Clear recently viewed products' }).click();
    await expect(recent).toHaveCount(0);
  });

  test('an unknown department or colour in the URL is the 404 nothing-found page, like an unknown category @phone', async ({ page }) => {
    for (const query of ['department=kids', 'colour=chartreuse', `category=${encodeURIComponent('No Such Category')}`]) {
      const res = await page.goto(`/products?${query}`);
      expect(res?.status(), query).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('main').getByText('No products match your search.')).toBeVisible();
    }
    const res = await page.goto('/kids');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });
});
