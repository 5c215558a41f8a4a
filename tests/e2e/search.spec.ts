/** Search as a shopper meets it: suggestions in the nav bar, filters with counts, the phone's drawer, 'Did you mean'. */
import { expect, type Page, test } from './test';
import { goto } from './fixtures';
import { listReady, products } from './shopper-helpers';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const results = (page: Page) => page.getByRole('main').getByText(/^\d+ products?$/);

test.describe('search suggestions in the nav bar', () => {
  test('suggest products with price, categories and brands as you type; arrows and Enter open the product', async ({ page }) => {
    await goto(page, '/');
    const box = mainNav(page).getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('h');
    // One letter asks nothing.
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('oodi');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toContainText('Hoodie');
    await expect(options.first()).toContainText('Rs.');
    await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option').first()).toContainText('Hoodies');
    const productOptions = list.getByRole('group', { name: 'Products' }).getByRole('option');
    expect(await productOptions.count()).toBeLessThanOrEqual(6);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = productOptions.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    const name = ((await second.textContent()) ?? '').replace(/Rs\..*$/, '').trim();
    await box.press('Enter');
    await page.waitForURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Escape closes the list; Enter without a choice searches for the words typed', async ({ page }) => {
    await goto(page, '/');
    const box = mainNav(page).getByRole('combobox', { name: 'Search products' });
    await box.fill('snekers');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await expect(box).toHaveValue('snekers');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('search') === 'snekers');
    await listReady(page);
    // A typo still finds the sneakers.
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('filters on /products', () => {
  test('combine, show counts, disable what would show nothing, and survive reload and back', async ({ page }) => {
    await goto(page, '/products?search=hoodie');
    await listReady(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    // A category with nothing for this search is not offered (tests/e2e/search-words.spec.ts).
    await expect(filters.getByRole('checkbox', { name: /^Sneakers \d+$/ })).toHaveCount(0);
    const brand = filters.getByRole('checkbox', { name: /^Urban Monk \d+$/ });
    const brandCount = Number(((await brand.locator('xpath=..').textContent()) ?? '').match(/(\d+)$/)?.[1]);
    await brand.check();
    await page.waitForURL((u) => u.searchParams.get('brand') === 'Urban Monk');
    await expect(results(page)).toHaveText(`${brandCount} ${brandCount === 1 ? 'product' : 'products'}`);
    const api = await products(page, '?search=hoodie&brand=Urban%20Monk&onSale=1');
    await filters.getByRole('checkbox', { name: /^On sale \d+$/ }).check();
    await page.waitForURL((u) => u.searchParams.get('onSale') === '1' && u.searchParams.get('brand') === 'Urban Monk');
    await expect(results(page)).toHaveText(`${api.total} ${api.total === 1 ? 'product' : 'products'}`);
    const chips = page.getByRole('region', { name: 'Applied filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter Urban Monk' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter On sale' })).toBeVisible();

    await page.reload();
    await listReady(page);
    await expect(filters.getByRole('checkbox', { name: /^Urban Monk \d+$/ })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: /^On sale \d+$/ })).toBeChecked();
    await expect(results(page)).toHaveText(`${api.total} ${api.total === 1 ? 'product' : 'products'}`);

    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('brand') === 'Urban Monk' && !u.searchParams.has('onSale'));
    await expect(filters.getByRole('checkbox', { name: /^On sale \d+$/ })).not.toBeChecked();
    await expect(results(page)).toHaveText(`${brandCount} ${brandCount === 1 ? 'product' : 'products'}`);

    await chips.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((u) => u.pathname === '/products' && u.search === '?search=hoodie');
    await expect(chips).toBeHidden();
  });

  test('a chip removes its filter; a price band and a size combine', async ({ page }) => {
    await goto(page, '/products?price=under-1000&size=M');
    await listReady(page);
    const api = await products(page, '?price=under-1000&size=M');
    await expect(results(page)).toHaveText(`${api.total} products`);
    for (const p of api.data) expect(p.price).toBeLessThan(1000);
    await page.getByRole('region', { name: 'Applied filters' }).getByRole('button', { name: 'Remove filter Under Rs. 1,000.00' }).click();
    await page.waitForURL((u) => u.search === '?size=M');
  });

  test('nothing found: did you mean, and categories to browse', async ({ page }) => {
    await goto(page, '/products?search=hooooodie');
    await expect(page.getByText('No products match your search.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'hoodie', exact: true })).toHaveAttribute('href', '/products?search=hoodie');
    await expect(page.getByRole('navigation', { name: 'Or browse a category:' }).getByRole('link', { name: 'Sneakers' })).toHaveAttribute(
      'href',
      '/products?category=Sneakers',
    );
  });

  test('phone: the filters open in a drawer @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    await goto(page, '/products?search=tee');
    await listReady(page);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: /^On sale \d+$/ }).check();
    await page.waitForURL((u) => u.searchParams.get('onSale') === '1');
    const { total } = await products(page, '?search=tee&onSale=1');
    await drawer.getByRole('button', { name: `Show ${total} products` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter On sale' })).toBeVisible();
  });
});
