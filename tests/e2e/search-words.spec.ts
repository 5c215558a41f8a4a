/** Search that reads words: the chips of what was understood, removing one, and filters that help (none that show nothing, eight then more). */
import { expect, type Page, test } from './test';
import { goto } from './fixtures';
import { listReady, products } from './shopper-helpers';

const results = (page: Page) => page.getByRole('main').getByText(/^\d+ products?$/);
const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

test.describe('search that reads words', () => {
  test('"black hoodie under 3000" shows what it understood as chips; removing one searches again without it @phone', async ({ page }) => {
    await goto(page, '/products');
    await listReady(page);
    const box = page.getByRole('search', { name: 'Product list search' }).getByRole('searchbox', { name: 'Search products' });
    await box.fill('black hoodie under 3000');
    await box.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === 'black hoodie under 3000');
    await listReady(page);

    const both = await products(page, `?search=${encodeURIComponent('black hoodie under 3000')}`);
    await expect(results(page)).toHaveText(count(both.total));
    const chips = page.getByRole('region', { name: 'Applied filters' });
    const colour = chips.getByRole('button', { name: 'Remove filter Colour: Black' });
    await expect(colour).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter Under Rs. 3,000.00' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Hatch Street Logo Hoodie' })).toBeVisible();
    await page.screenshot({ path: `test-results/search-words-chips-${page.viewportSize()?.width}.png`, fullPage: false });

    await colour.click();
    await page.waitForURL((u) => u.searchParams.get('search') === 'hoodie under 3000');
    const priceOnly = await products(page, `?search=${encodeURIComponent('hoodie under 3000')}`);
    expect(priceOnly.total).toBeGreaterThan(both.total);
    await expect(results(page)).toHaveText(count(priceOnly.total));
    await expect(colour).toBeHidden();
    await expect(chips.getByRole('button', { name: 'Remove filter Under Rs. 3,000.00' })).toBeVisible();
    // A green hoodie, which the colour had kept out, is back.
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Mira Kapoor Garden Hoodie' })).toBeVisible();

    // The back button brings the colour back.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('search') === 'black hoodie under 3000');
    await expect(colour).toBeVisible();
    await expect(results(page)).toHaveText(count(both.total));

    // 'Clear all' drops what the words were read as, and keeps the words searched.
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((u) => u.searchParams.get('search') === 'hoodie');
    await expect(chips).toBeHidden();
  });

  test('a filter ticked in the panel wins over the words for it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the laptop layout: the panel beside the list');
    await goto(page, `/products?search=${encodeURIComponent('black hoodie')}`);
    await listReady(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Green \d+$/ }).check();
    await page.waitForURL((u) => u.searchParams.get('colour') === 'green');
    const api = await products(page, `?search=${encodeURIComponent('black hoodie')}&colour=green`);
    await expect(results(page)).toHaveText(count(api.total));
    const chips = page.getByRole('region', { name: 'Applied filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter Green' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter Colour: Black' })).toBeHidden();
  });
});

test.describe('filters that help', () => {
  test('options that would show nothing are left out; eight per group, then "+ N more"; sizes in their order', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the laptop layout: the panel beside the list');
    await goto(page, '/products');
    await listReady(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brands = filters.getByRole('group', { name: 'Brand' });
    await expect(brands.getByRole('checkbox')).toHaveCount(8);
    const more = brands.getByRole('button', { name: /^\+ \d+ more$/ });
    const hidden = Number(((await more.textContent()) ?? '').match(/\d+/)?.[0]);
    expect(hidden).toBeGreaterThan(0);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(brands.getByRole('checkbox')).toHaveCount(8 + hidden);
    await expect(brands.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');

    const sizes = filters.getByRole('group', { name: 'Size' }).getByRole('checkbox');
    const names = (await sizes.evaluateAll((els) => els.map((e) => [...(e.closest('label')?.querySelectorAll('span') ?? [])].at(-2)?.textContent))) as string[];
    expect(names).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'UK 6', 'UK 7']);
    await page.screenshot({ path: 'test-results/search-words-panel-1280.png', fullPage: true });

    // For hoodies, no sneaker category or sneaker size is offered.
    await goto(page, '/products?search=hoodie');
    await listReady(page);
    await expect(filters.getByRole('checkbox', { name: /^Sneakers \d+$/ })).toHaveCount(0);
    await expect(filters.getByRole('checkbox', { name: /^UK 9 \d+$/ })).toHaveCount(0);
    await expect(filters.getByRole('checkbox', { name: /^Hoodies \d+$|^Men's Hoodies & Sweatshirts \d+$/ }).first()).toBeVisible();
  });
});
