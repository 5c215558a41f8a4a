import { formatRs } from '../../src/lib/money';
import { expect, test, type Page } from './test';
import { goSection, openConsole, shopperWithOrder, toast, expectConsoleAccessible } from './admin-helpers';
import { ADMIN_PRODUCT_COLUMNS, CHART_COLORS } from '../../src/lib/constants';
import { products } from '../../src/islands/product-list/messages';
import { apiToken, DEMO_ADMIN, hydrated } from './fixtures';

/** The storefront's search finds the product (or, once deleted, finds nothing). */
async function expectInStorefront(page: Page, name: string, present: boolean): Promise<void> {
  const res = await page.goto(`/products?search=${encodeURIComponent(name)}`);
  if (res?.status() === 404) {
    test.info().annotations.push({ type: 'todo', description: '/products is not built yet: checked through the API' });
    const found = await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json();
    expect(found.data.some((p: { name: string }) => p.name === name)).toBe(present);
    return;
  }
  await hydrated(page);
  if (present) await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  else {
    await expect(page.getByText(products.empty)).toBeVisible();
    await expect(page.getByRole('main').getByText(name, { exact: true })).toHaveCount(0);
  }
}

const rgba = (hex: string) => `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',')},1)`;

test.describe('admin console products', () => {
  test('Add Products: image fields, the computed discount, the live preview, then a reset form', async ({ page }) => {
    const name = `Console Tee ${Date.now()}`;
    await openConsole(page, 'add-products');
    const form = page.locator('form');
    await expect(form.getByRole('button', { name: /Remove image/ })).toHaveCount(0);
    await form.getByRole('button', { name: 'Add another image' }).click();
    await form.getByRole('button', { name: 'Add another image' }).click();
    await expect(page.getByLabel(/Product Image \d/)).toHaveCount(3);
    await form.getByRole('button', { name: 'Remove image 3' }).click();
    await expect(page.getByLabel(/Product Image \d/)).toHaveCount(2);
    await expect(form.getByRole('button', { name: 'Remove image 1' })).toHaveCount(0);

    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Product Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Product Brand').fill('Northloom');
    await page.getByLabel('Product Image 1').fill('/images/avatar-admin.svg');
    await page.getByLabel('Product Image 2').fill('https://example.com/back.png');
    await expect(page.getByLabel('Product Original Price')).toHaveAttribute('type', 'number');
    await page.getByLabel('Product Original Price').fill('2000');
    await page.getByLabel('Product Discount Price').fill('1500');
    // A category the store does not have yet is typed only after choosing 'New category…'.
    await page.getByLabel('Product Category').selectOption({ label: 'New category…' });
    await page.getByLabel('New category name').fill('Hoodies');
    await page.getByLabel('Description').fill('A heavyweight hoodie made for the console test.');
    await expect(form.locator('output')).toHaveText('25%');
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview).toContainText(name);
    await expect(preview).toContainText(formatRs(1500));
    await expect(preview).toContainText(formatRs(2000));
    await expect(preview).toContainText('25% off');
    await expectConsoleAccessible(page);

    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'success', 'Product Added')).toContainText(`${name} has been added successfully`);
    await expect(page.getByLabel('Product Name')).toHaveValue('');
    await expect(page.getByLabel(/Product Image \d/)).toHaveCount(1);
    await expect(page.getByLabel('Product Image 1')).toHaveValue('');

    await expectInStorefront(page, name, true);
    // Removed again: the shopper tests that follow take the newest products, which must be the demo catalogue's.
    const token = await apiToken(page, DEMO_ADMIN, true);
    const found = await (await page.request.get('/api/products?limit=5')).json();
    const added = found.data.find((p: { name: string }) => p.name === name);
    expect((await page.request.delete(`/api/products/delete/${added._id}`, { headers: { token } })).status()).toBe(200);
  });

  test('Manage Products: search, the two-step edit card, and delete', async ({ page }) => {
    const token = await apiToken(page, DEMO_ADMIN, true);
    const stamp = Date.now();
    const made = await page.request.post('/api/products/add', {
      headers: { token },
      data: {
        name: `Edit Me Jacket ${stamp}`,
        brand: 'Fieldday',
        images: ['/images/avatar-admin.svg'],
        oprice: 4000,
        price: 3000,
        category: 'Jackets',
        description: 'x',
      },
    });
    expect(made.status()).toBe(201);

    await openConsole(page, 'manage-products');
    const all = page.getByRole('main').getByRole('listitem');
    await expect(all).toHaveCount(20);
    // docs/product.md §9: four columns in the console at desktop width.
    const tops = await all.evaluateAll((els) => els.slice(0, 5).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, ADMIN_PRODUCT_COLUMNS)).size).toBe(1);
    expect(tops[ADMIN_PRODUCT_COLUMNS]).toBeGreaterThan(tops[0]!);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(`Edit Me Jacket ${stamp}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText(formatRs(3000));
    await expect(card.locator('s')).toContainText(formatRs(4000));
    await expect(card).toContainText('25% off');

    await card.getByRole('button', { name: `Edit Edit Me Jacket ${stamp}` }).click();
    const edit = page.getByRole('form', { name: `Edit Edit Me Jacket ${stamp}` });
    const bar = edit.getByRole('progressbar', { name: 'Edit progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(edit.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(edit.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(edit.getByLabel('Name')).toHaveValue(`Edit Me Jacket ${stamp}`);
    await expect(edit.getByLabel('Brand')).toHaveValue('Fieldday');

    await edit.getByLabel('Name').fill('');
    await edit.getByRole('button', { name: 'Next' }).click();
    await expect(edit.getByText('This field is required')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await edit.getByLabel('Name').fill(`Edited Jacket ${stamp}`);
    await edit.getByLabel('Description').fill('Now with a storm flap.');
    // Material & care and fit come with the product (the category's defaults until edited).
    await expect(edit.getByLabel('Material & care')).toHaveValue(/Cotton-rich fabric/);
    await edit.getByLabel('Material & care').fill('Waxed cotton shell\nWipe clean only');
    await edit.getByLabel('Fit').fill('Boxy fit');
    await edit.getByRole('button', { name: 'Next' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    // The category is picked from the store's own, so a typo cannot hide the product from every menu.
    await expect(edit.getByLabel('Category')).toHaveValue('Jackets');
    await expect(edit.getByLabel('Category').locator('option', { hasText: 'Sneakers' })).toHaveCount(1);
    await edit.getByLabel('Category').selectOption('Sneakers');
    await expect(edit.getByLabel('Product Image 1')).toHaveValue('/images/avatar-admin.svg');
    await expect(edit.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(edit.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(edit.getByLabel('Original Price')).toHaveValue('4000');
    await edit.getByRole('button', { name: 'Back' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(edit.getByLabel('Name')).toHaveValue(`Edited Jacket ${stamp}`);
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByLabel('Discount Price').fill('5000');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(edit.getByText('The discount price cannot be above the original price')).toBeVisible();
    await edit.getByLabel('Discount Price').fill('2000');
    await expectConsoleAccessible(page);
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'success', 'Product Updated')).toContainText(`Edited Jacket ${stamp} has been updated successfully.`);
    await expect(edit).toHaveCount(0);
    await expect(card).toContainText(`Edited Jacket ${stamp}`);
    const saved = (await (await page.request.get(`/api/products/${(await made.json()).data._id}`)).json()).msg[0];
    expect(saved).toMatchObject({
      description: 'Now with a storm flap.',
      category: 'Sneakers',
      materialCare: 'Waxed cotton shell\nWipe clean only',
      fit: 'Boxy fit',
    });
    await expect(card).toContainText(formatRs(2000));
    await expect(card).toContainText('50% off');

    // Cancel leaves the product as it was.
    await card.getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('form').getByLabel('Name').fill('Never saved');
    await page.getByRole('form').getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toContainText(`Edited Jacket ${stamp}`);

    await card.getByRole('button', { name: `Delete Edited Jacket ${stamp}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'success', 'Product Deleted')).toContainText(`Edited Jacket ${stamp} has been deleted successfully`);
    await expect(page.getByText('No products found')).toBeVisible();
    await expectInStorefront(page, `Edited Jacket ${stamp}`, false);
  });

  test('a failed edit shows the server message as an error toast', async ({ page }) => {
    await openConsole(page, 'manage-products');
    await page.route(/\/api\/products\/update\//, (route) => route.fulfill({ status: 404, json: { msg: 'Product not found' } }));
    const card = page.getByRole('main').getByRole('listitem').first();
    await card.getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('form').getByRole('button', { name: 'Next' }).click();
    await page.getByRole('form').getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'error', 'Error while editing')).toContainText('Product not found');
    await expect(page.getByRole('form')).toBeVisible();
  });

  test('Analyse draws the category pie from the counts bought per category', async ({ page }) => {
    const buyer = await shopperWithOrder(page, 'Chart Shopper', 2);
    const figures = await (await page.request.get('/api/order/categories', { headers: { token: await apiToken(page, DEMO_ADMIN, true) } })).json();
    const charts: string[] = [];
    page.on('request', (r) => {
      if (/apexcharts/i.test(r.url())) charts.push(r.url());
    });
    await openConsole(page);
    await expect(page.getByRole('region', { name: 'Manage Users table' })).toBeVisible();
    expect(charts, 'the chart library loads only in Analyse').toEqual([]);

    await goSection(page, 'Analyse');
    const figure = page.getByRole('figure', { name: 'Top Buying Product Categories' });
    await expect(figure.locator('.apexcharts-canvas')).toBeVisible();
    await expect(figure).toContainText('Top Buying Product Categories');
    const table = page.getByRole('table');
    for (const c of figures.allCategories as string[]) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: c, exact: true }) });
      // Pieces kept, then the category's revenue (the money's one definition).
      await expect(row.getByRole('cell')).toHaveText([String(figures.usersCategories[c]), formatRs(figures.revenueByCategory[c] ?? 0)]);
    }
    expect(figures.usersCategories[buyer.order.category]).toBeGreaterThanOrEqual(2);
    expect(Object.values(figures.usersCategories)).toContain(0);
    // The slices use the fixed colours of docs/product.md §9, in order.
    const slices = figure.locator('.apexcharts-pie-series path');
    await expect(slices).toHaveCount(figures.allCategories.length);
    for (const i of [0, 1, 2]) await expect(slices.nth(i)).toHaveAttribute('fill', rgba(CHART_COLORS[i]));
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(figure.locator('.apexcharts-canvas')).toBeVisible();
    await expectConsoleAccessible(page);
  });
});
