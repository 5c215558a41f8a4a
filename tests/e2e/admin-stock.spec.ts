/**
 * The admin console's sizes and stock: adding a product with a scale preset, editing one size's stock
 * (and making another not counted), the Manage Products badges, the Dashboard's Low stock panel and
 * its link, and a refused edit that saves nothing.
 */
import { expect, test, type Page } from './test';
import { expectConsoleAccessible, goSection, openConsole, toast } from './admin-helpers';
import { apiToken, DEMO_ADMIN } from './fixtures';

const made: string[] = [];

async function apiProduct(page: Page, name: string) {
  const res = await page.request.get(`/api/products?search=${encodeURIComponent(name)}`);
  return (await res.json()).data.find((p: { name: string }) => p.name === name) as { _id: number; sizes: { size: string; stock: number | null }[] };
}

test.afterAll(async ({ request }) => {
  const login = await request.post('/api/admins/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  for (const name of made) {
    const found = await (await request.get(`/api/products?search=${encodeURIComponent(name)}`)).json();
    for (const p of found.data as { _id: number; name: string }[]) {
      if (p.name === name) await request.delete(`/api/products/delete/${p._id}`, { headers: { token } });
    }
  }
});

test.describe('admin console stock', () => {
  test('an admin adds a product in the clothing scale, then edits its stock from Manage Products @phone', async ({ page }) => {
    const name = `Stock Hoodie ${Date.now().toString(36)}`;
    made.push(name);
    await openConsole(page, 'add-products');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Product Brand').fill('Northloom');
    await page.getByLabel('Product Image 1').fill('/images/avatar-admin.svg');
    await page.getByLabel('Product Original Price').fill('2000');
    await page.getByLabel('Product Discount Price').fill('1500');
    // A category the store does not have yet is typed only after choosing 'New category…'.
    await page.getByLabel('Product Category').selectOption({ label: 'New category…' });
    await page.getByLabel('New category name').fill('Hoodies');
    await page.getByLabel('Description').fill('A hoodie with stock per size.');
    const sizes = page.getByRole('group', { name: 'Sizes and stock' });
    await sizes.getByRole('button', { name: 'Clothing (XS–XXL)' }).click();
    for (const [size, n] of [
      ['XS', '4'],
      ['S', '10'],
      ['M', '12'],
      ['L', '8'],
      ['XL', '6'],
      ['XXL', '0'],
    ]) {
      await sizes.getByLabel(`Stock of size ${size}`, { exact: true }).fill(n);
    }
    // The preview card shows the total and the badge as the card in Manage Products will.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview).toContainText('Stock: 40');
    await expect(preview.getByText('Low', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'success', 'Product Added')).toBeVisible();
    const added = await apiProduct(page, name);
    expect(added.sizes).toEqual([
      { size: 'XS', stock: 4 },
      { size: 'S', stock: 10 },
      { size: 'M', stock: 12 },
      { size: 'L', stock: 8 },
      { size: 'XL', stock: 6 },
      { size: 'XXL', stock: 0 },
    ]);

    await goSection(page, 'Manage Products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('Stock: 40');
    await expect(card.getByText('Low', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Stock of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sizes and stock of ${name}` });
    await dialog.getByLabel('Stock of size M', { exact: true }).fill('2');
    await dialog.getByLabel('Stock of size L not counted').check();
    await expectConsoleAccessible(page);
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(toast(page, 'success', 'Stock saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The product's own answer (what its page reads) has the new stock, the whole list in order.
    const [edited] = (await (await page.request.get(`/api/products/${added._id}`)).json()).msg as (typeof added)[];
    expect(edited?.sizes).toEqual([
      { size: 'XS', stock: 4 },
      { size: 'S', stock: 10 },
      { size: 'M', stock: 2 },
      { size: 'L', stock: null },
      { size: 'XL', stock: 6 },
      { size: 'XXL', stock: 0 },
    ]);
    await expect(card).toContainText('Stock: 22');
  });

  test('the Dashboard lists low sizes, and the link opens that product’s stock @phone', async ({ page }) => {
    const name = `Low Tee ${Date.now().toString(36)}`;
    made.push(name);
    const token = await apiToken(page, DEMO_ADMIN, true);
    const res = await page.request.post('/api/products/add', {
      headers: { token },
      data: {
        name,
        brand: 'Northloom',
        category: 'Tees',
        images: ['/images/avatar-admin.svg'],
        oprice: 900,
        price: 800,
        sizes: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 30 },
        ],
      },
    });
    expect(res.status()).toBe(201);
    const added = ((await res.json()) as { data: { _id: number } }).data._id;
    await openConsole(page, 'dashboard');
    const panel = page.getByRole('region', { name: 'Low stock', exact: true });
    await expect(panel.getByRole('table')).toBeVisible();
    // Fewest first, so the new product's sold-out size is among the first pages: page until it shows.
    const link = panel.getByRole('link', { name: `Edit stock of ${name} (size S)` });
    for (let next = 2; next <= 10 && (await link.count()) === 0; next++) {
      const loaded = page.waitForResponse((r) => r.url().includes('/api/products/low-stock') && r.url().includes(`page=${next}`));
      await panel.getByRole('button', { name: 'Next page' }).click();
      await loaded;
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    await expect(link).toBeVisible();
    await link.click();
    const dialog = page.getByRole('dialog', { name: `Sizes and stock of ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Stock of size S', { exact: true })).toHaveValue('0');
    // The panel fits a phone: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    // Restocked, the size leaves the panel; the closed dialog leaves a plain '#manage-products' behind.
    await dialog.getByLabel('Stock of size S', { exact: true }).fill('12');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(toast(page, 'success', 'Stock saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).hash).toBe('#manage-products');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await apiProduct(page, name)).sizes).toEqual([
      { size: 'S', stock: 12 },
      { size: 'M', stock: 30 },
    ]);
    const lowIds: number[] = [];
    for (let p = 1, pages = 1; p <= pages; p++) {
      const low = (await (await page.request.get(`/api/products/low-stock?limit=100&page=${p}`, { headers: { token } })).json()) as {
        data: { prodId: number }[];
        total: number;
      };
      lowIds.push(...low.data.map((r) => r.prodId));
      pages = Math.ceil(low.total / 100);
    }
    expect(lowIds).not.toContain(added);
  });

  test('Manage Products marks a product sold out in every size, and one whose stock is not counted', async ({ page }) => {
    const tag = Date.now().toString(36);
    const token = await apiToken(page, DEMO_ADMIN, true);
    const cases = [
      {
        name: `Gone Tee ${tag}`,
        sizes: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 0 },
        ],
        total: 'Stock: 0',
        badge: 'Sold out',
      },
      { name: `Made Tee ${tag}`, sizes: [{ size: 'One size', stock: null }], total: 'Stock: not counted', badge: undefined },
    ];
    for (const c of cases) {
      made.push(c.name);
      const res = await page.request.post('/api/products/add', {
        headers: { token },
        data: { name: c.name, brand: 'Northloom', category: 'Tees', images: ['/images/avatar-admin.svg'], oprice: 900, price: 800, sizes: c.sizes },
      });
      expect(res.status()).toBe(201);
    }
    await openConsole(page, 'manage-products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    for (const c of cases) {
      const card = page.getByRole('article').filter({ hasText: c.name });
      await expect(card).toContainText(c.total);
      for (const badge of ['Sold out', 'Low']) await expect(card.getByText(badge, { exact: true })).toHaveCount(badge === c.badge ? 1 : 0);
    }
  });

  test('the Low stock panel says when nothing is low, and a failed load offers a retry', async ({ page }) => {
    const lowStock = /\/api\/products\/low-stock\?/;
    await page.route(lowStock, (route) => route.fulfill({ status: 503, json: { msg: 'The store is restarting. Please try again in a moment.' } }));
    await openConsole(page, 'dashboard');
    const panel = page.getByRole('region', { name: 'Low stock', exact: true });
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('We could not load the low stock list.');
    await expect(alert).toContainText('The store is restarting');
    await page.unroute(lowStock);
    await page.route(lowStock, (route) => route.fulfill({ json: { data: [], total: 0, page: 1, limit: 20 } }));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByText('No size is running low.')).toBeVisible();
    await page.unroute(lowStock);
  });

  test('a repeated size is refused next to its field, and nothing is saved', async ({ page }) => {
    const name = `Twice Tee ${Date.now().toString(36)}`;
    made.push(name);
    const token = await apiToken(page, DEMO_ADMIN, true);
    await page.request.post('/api/products/add', {
      headers: { token },
      data: { name, brand: 'Northloom', category: 'Tees', images: ['/images/avatar-admin.svg'], oprice: 900, price: 800, sizes: [{ size: 'M', stock: 5 }] },
    });
    await openConsole(page, 'manage-products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('article')
      .filter({ hasText: name })
      .getByRole('button', { name: `Stock of ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Sizes and stock of ${name}` });
    await dialog.getByRole('button', { name: 'Add a size' }).click();
    await dialog.getByLabel('Size 2', { exact: true }).fill('m');
    await dialog.getByLabel('Stock of size m', { exact: true }).fill('3');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    // The repeated name is marked next to its field, which takes focus; the dialog stays open.
    const repeated = dialog.getByLabel('Size 2', { exact: true });
    await expect(repeated).toHaveAttribute('aria-invalid', 'true');
    await expect(repeated).toHaveAccessibleDescription('Each size can be listed once');
    await expect(repeated).toBeFocused();
    await expect(dialog.getByLabel('Size 1', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    expect((await apiProduct(page, name)).sizes).toEqual([{ size: 'M', stock: 5 }]);
  });
});
