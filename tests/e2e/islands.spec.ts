/**
 * Islands that start when touched (client:touch, src/islands/directives/touch.ts): the home page and the
 * product list load no React until the shopper reaches for something, and the touch that starts an island
 * does what it says (bench/README.md "Islands on React"). Each test acts on a page as it arrives, before any island
 * has started.
 */
import type { Page } from './test';
import { expect, test } from './test';
import { products } from './shopper-helpers';

/** Words in React DOM's production build (its license header names the file). */
const REACT_DOM = 'react-dom-client.production';

/** Collects whether any script the page loads is React DOM's. */
function watchReact(page: Page): { loaded: () => Promise<boolean> } {
  const bodies: Promise<boolean>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      bodies.push(
        res.text().then(
          (t) => t.includes(REACT_DOM),
          () => false,
        ),
      );
  });
  return { loaded: async () => (await Promise.all(bodies)).some(Boolean) };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('islands that start when touched', () => {
  for (const path of ['/', '/products']) {
    test(`${path} loads no React until the shopper touches it @phone`, async ({ page }) => {
      const react = watchReact(page);
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      expect(await react.loaded()).toBe(false);
      await expect(page.locator('astro-island[client="touch"][ssr]').first()).toBeAttached();
      // A touch on the nav bar starts it, and React with it.
      await mainNav(page).getByRole('button').first().focus();
      await expect.poll(() => react.loaded()).toBe(true);
    });
  }

  test('the first tap on a card’s cart button opens its size chooser @phone', async ({ page }) => {
    const { data } = await products(page, '?limit=12');
    const p = data.find((x) => x.sizes.filter((s) => s.stock === null || s.stock > 0).length > 1);
    test.skip(!p, 'no card of several sizes on the first page');
    await page.goto('/products', { waitUntil: 'load' });
    await card(page, p!.name)
      .getByRole('button', { name: `Add ${p!.name} to cart` })
      .click();
    await expect(page.getByRole('dialog', { name: `Choose a size for ${p!.name}` })).toBeVisible();
  });

  test('the first tap on a heart saves the product, once, and the bar counts it @phone', async ({ page }) => {
    const { data } = await products(page, '?limit=12');
    const p = data[0];
    await page.goto('/products', { waitUntil: 'load' });
    await card(page, p.name)
      .getByRole('button', { name: `Add ${p.name} to wishlist` })
      .click();
    await expect(card(page, p.name).getByRole('button', { name: `Remove ${p.name} from wishlist` })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    // Once: the held tap and React's own handling did not toggle it twice.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => localStorage.getItem('guestWishlist'))).toBe(`[${p._id}]`);
    // On the next visit the saved heart shows filled before its island starts.
    await page.mouse.move(0, 0);
    await page.reload({ waitUntil: 'load' });
    await expect(card(page, p.name)).toHaveAttribute('data-saved', '');
    const fill = await card(page, p.name)
      .locator('astro-island[ssr] button svg')
      .first()
      .evaluate((svg) => getComputedStyle(svg).fill);
    expect(fill).not.toBe('none');
  });

  test('the first tick of a filter filters the list, once', async ({ page }) => {
    await page.goto('/products', { waitUntil: 'load' });
    const filters = page.getByRole('main').getByRole('complementary', { name: 'Filters' });
    const men = filters.getByRole('checkbox', { name: /^Men \d+$/ });
    await men.check();
    await expect(page).toHaveURL(/department=men/i);
    expect(new URL(page.url()).searchParams.getAll('department')).toEqual(['men']);
    await expect(men).toBeChecked();
    await expect(page.getByRole('main').getByRole('button', { name: /Men/ }).first()).toBeVisible();
  });

  test('the first tap on the search box opens suggestions for the words typed', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const box = mainNav(page).getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('hoodi');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(/search=hoodi/);
  });

  test('words typed in the search box before the bar started are searched for', async ({ page }) => {
    // The bar's code arrives late, as on a slow phone.
    await page.route('**/_astro/NavBar*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'load' });
    const box = mainNav(page).getByRole('combobox', { name: 'Search products' });
    await box.fill('jogger');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await expect(box).toHaveValue('jogger');
  });

  test('the phone’s menu button opens the menu at the first tap @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button is the phone’s');
    await page.goto('/', { waitUntil: 'load' });
    await mainNav(page).getByRole('button', { name: 'Menu' }).click();
    await expect(mainNav(page).getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.locator('#nav-mobile-menu')).toBeVisible();
  });

  test('the chat button opens the chat at the first tap @phone', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('button', { name: /Chat with us/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
