import { PRODUCTS_EAGER_IMAGES, PRODUCTS_PHONE_ROW, WIDE_GRID_MEDIA } from '../../src/lib/constants';
import { formatRs } from '../../src/lib/money';
import { expect, test } from './test';
import { goto, hydrated, newShopper } from './fixtures';
import { apiAddToCart, apiCart, expectPageAccessible, expectToast, listReady, logIn, products, signedInShopper } from './shopper-helpers';
import { addToBag, chooseSize } from './bag-helpers';

test.describe('the products list', () => {
  test('shows a page of cards with image links, names and Rs. prices @phone', async ({ page }) => {
    const { data, total } = await products(page, '?limit=12');
    expect(total).toBeGreaterThanOrEqual(48);
    await goto(page, '/products');
    const main = page.getByRole('main');
    const cards = main.getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const first = cards.first();
    await expect(first.getByRole('heading')).toHaveText(data[0].name);
    await expect(first.getByText(formatRs(data[0].price), { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: data[0].name })).toHaveAttribute('href', `/products/${data[0]._id}`);
    await expect(main.getByText(`Page 1 of ${Math.ceil(total / 12)}`)).toBeVisible();
    await expectPageAccessible(page);
  });

  test('has 4 columns on a desktop and 2 on a phone @phone', async ({ page }, info) => {
    await goto(page, '/products');
    const grid = page.getByRole('main').getByRole('list').first();
    await expect(grid.getByRole('listitem')).toHaveCount(12);
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(info.project.name === 'phone' ? 2 : 4);
  });

  test('reads its state from the URL and the back button restores it', async ({ page }) => {
    await goto(page, '/products?search=hoodie&order=desc');
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Search products' })).toHaveValue('hoodie');
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('desc');
    await listReady(page);
    const names = await main.getByRole('listitem').getByRole('heading').allTextContents();
    await main.getByRole('searchbox', { name: 'Search products' }).fill('tee');
    await main.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/search=tee&order=desc$/);
    await page.goBack();
    await expect(page).toHaveURL(/search=hoodie&order=desc$/);
    await expect(main.getByRole('searchbox', { name: 'Search products' })).toHaveValue('hoodie');
    await expect.poll(() => main.getByRole('listitem').getByRole('heading').allTextContents()).toEqual(names);
  });

  test('a category from the menu filters the list', async ({ page }) => {
    const { data } = await products(page, '?limit=1');
    const category = (await (await page.request.get(`/api/products/${data[0]._id}`)).json()).msg[0].category as string;
    const { total } = await products(page, `?category=${encodeURIComponent(category)}`);
    await goto(page, `/products?category=${encodeURIComponent(category)}`);
    await expect(page.getByRole('main').getByText(`${total} ${total === 1 ? 'product' : 'products'}`, { exact: true })).toBeVisible();
  });

  test('an empty result says so', async ({ page }) => {
    await goto(page, '/products?search=zzzz-nothing-like-this');
    await expect(page.getByText('No products match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Page' }).click();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
  });

  test('a failed load shows the error and a retry', async ({ page }) => {
    // The first page is in the server's HTML: the island fetches from the second page on.
    await goto(page, '/products');
    await page.route('**/api/products?**', (r) => r.fulfill({ status: 500, json: { msg: 'The catalogue is resting' } }));
    // Started (client:touch), the list pages through the API; before, Next is a plain link to page 2.
    await listReady(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not load the products.');
    await expect(page.getByRole('alert')).toContainText('The catalogue is resting');
    await page.unroute('**/api/products?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
  });

  test('the cart button adds to the cart and the heart keeps the product in the wishlist @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const { data } = await products(page, '?limit=12');
    const p = data[1];
    await goto(page, '/products');
    const main = page.getByRole('main');
    // A product in several sizes: the card's cart button asks which.
    await main.getByRole('button', { name: `Add ${p.name} to cart` }).click();
    await page
      .getByRole('dialog', { name: `Choose a size for ${p.name}` })
      .getByRole('button', { name: 'Add size M' })
      .click();
    await expectToast(page, 'Added to cart', p.name);
    await expect.poll(async () => (await apiCart(page, token)).map((l) => l.prodId)).toEqual([p._id]);

    await main.getByRole('button', { name: `Add ${p.name} to wishlist` }).click();
    await expectToast(page, 'Added to wishlist');
    await expect(main.getByRole('button', { name: `Remove ${p.name} from wishlist` })).toBeVisible();

    await goto(page, '/wishlist');
    await expect(main.getByRole('heading', { name: p.name })).toBeVisible();
    await main.getByRole('button', { name: `Add ${p.name} to cart` }).click();
    await page
      .getByRole('dialog', { name: `Choose a size for ${p.name}` })
      .getByRole('button', { name: 'Add size M' })
      .click();
    await expectToast(page, 'Added to cart');
    await expect.poll(async () => (await apiCart(page, token))[0]?.quantity).toBe(2);
    await expectPageAccessible(page);
    await main.getByRole('button', { name: `Remove ${p.name} from wishlist` }).click();
    await expect(main.getByText('You have no products added to Wishlist.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
  test('the first cards are the server’s HTML; after a sort and Back they are again, and their buttons still work @phone', async ({ page }) => {
    const { data } = await products(page, '?limit=12');
    const p = data[0];
    const html = await (await page.request.get('/products')).text();
    // The card is in the page as it arrives; only its heart and cart button are an island.
    expect(html).toContain(`href="/products/${p._id}"`);
    // The first row's pictures are preloaded: a phone's two everywhere, the rest of a wide row where the grid is wide.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(PRODUCTS_EAGER_IMAGES);
    expect(preloads.filter((tag) => tag.includes(`media="${WIDE_GRID_MEDIA}"`))).toHaveLength(PRODUCTS_EAGER_IMAGES - PRODUCTS_PHONE_ROW);
    await goto(page, '/products');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption('asc');
    await expect(page).toHaveURL(/order=asc/);
    await expect(main.getByRole('listitem').first().getByRole('heading')).not.toHaveText(p.name);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(main.getByRole('listitem').first().getByRole('heading')).toHaveText(p.name);
    // The server's own cards, shown again (not the island's grid drawn anew), each with its buttons' island.
    const serverCards = main.locator('astro-slot').getByRole('listitem');
    await expect(serverCards).toHaveCount(12);
    await expect(main.locator('astro-slot astro-island[component-url*="CardActionsIsland"]')).toHaveCount(12);
    await hydrated(page);
    await main.getByRole('button', { name: `Add ${p.name} to wishlist` }).click();
    await expectToast(page, 'Added to wishlist');
    await expect(main.getByRole('button', { name: `Remove ${p.name} from wishlist` })).toBeVisible();
  });
  test('a sort picked and a filter ticked before the list has started are taken up once it has @phone', async ({ page }, info) => {
    const cheapest = (await products(page, '?sort=price&orderBy=asc&limit=1')).data[0];
    // The list's code arrives late, as on a slow phone: the page is already there to use.
    await page.route('**/_astro/ProductsApp*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption('asc');
    const desktop = info.project.name === 'desktop';
    if (desktop)
      await main
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: /^Men \d+$/ })
        .check();
    await hydrated(page);
    await expect(page).toHaveURL(/order=asc/);
    if (desktop) await expect(page).toHaveURL(/department=/i);
    else await expect(main.getByRole('listitem').first().getByRole('heading')).toHaveText(cheapest.name);
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('asc');
  });
});

test.describe('the product page', () => {
  test('arrives from the server with name, price and image; unknown ids answer 404', async ({ page }) => {
    const { data } = await products(page, '?limit=1');
    const p = data[0];
    const res = await page.request.get(`/products/${p._id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `>${p.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')}</h1>`,
    );
    expect(html).toContain(formatRs(p.price));
    expect(html).toContain(`src="${p.image}"`);
    for (const bad of ['/products/999999', '/products/abc', '/products/0']) {
      const r = await page.request.get(bad);
      expect(r.status(), bad).toBe(404);
      expect(await r.text(), bad).toContain('Page Not Found');
    }
  });

  test('shows everything of the single product screen @phone', async ({ page }) => {
    // The newest product with every detail written (other specs add bare products of their own).
    const { data } = await products(page, '?limit=20');
    const details = await Promise.all(
      data.map(
        async (item) =>
          ((await (await page.request.get(`/api/products/${item._id}`)).json()) as { msg: { description: string; fit: string; materialCare: string }[] })
            .msg[0],
      ),
    );
    const p = data[details.findIndex((d) => d?.description && d.fit && d.materialCare)];
    if (!p) throw new Error('no product with a description, fit and material & care among the newest 20');
    await goto(page, `/products/${p._id}`);
    const main = page.getByRole('main');
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // Home › the department › the category's label there (the categories table) › the product.
    const tree = (await (await page.request.get('/api/categories')).json()) as {
      departments: { id: string; label: string; categories: { name: string; label: string }[] }[];
    };
    const department = tree.departments.find((d) => d.categories.some((c) => c.name === p.category));
    if (!department) throw new Error(`${p.category} is not in the categories table`);
    const label = department.categories.find((c) => c.name === p.category)?.label ?? '';
    await expect(crumbs.getByRole('link', { name: department.label, exact: true })).toHaveAttribute('href', `/${department.id}`);
    await expect(crumbs.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/products?${new URLSearchParams({ category: p.category })}`);
    await expect(crumbs).toContainText(p.name);
    await expect(main.getByRole('img', { name: p.name, exact: true })).toBeVisible();
    await expect(main.getByText(formatRs(p.price), { exact: true })).toBeVisible();
    await expect(main.getByText('Tax included.')).toBeVisible();
    // The random 'N people are viewing' line is gone: nothing behind it was true.
    await expect(main.getByText(/people are viewing/)).toHaveCount(0);
    // Several sizes: none is chosen for the shopper.
    await expect(main.getByRole('group', { name: 'Size', exact: true }).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Ask a question' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Share' })).toBeVisible();

    const qty = main.getByLabel('Quantity', { exact: true });
    await expect(qty).toHaveValue('1');
    await expect(main.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(qty).toHaveValue('3');
    await main.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(qty).toHaveValue('2');
    await chooseSize(page, 'M');
    await expect(main.getByText('Size: M')).toBeVisible();
    await expect(main.getByRole('link', { name: 'BUY IT NOW' })).toHaveAttribute('href', `/buynow?id=${p._id}&qty=2&size=M`);

    // The tabs read the product's own texts (the demo's per-category defaults), then the store's shipping terms.
    await expect(main.getByRole('tab')).toHaveText(['Product description', 'Fit', 'Material & care', 'Shipping & Return']);
    await expect(main.getByRole('tab', { name: 'Product description' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toHaveText(p.description);
    await main.getByRole('tab', { name: 'Shipping & Return' }).click();
    await expect(main.getByRole('tabpanel')).toContainText('Dispatched within 2 working days');
    await main.getByRole('tab', { name: 'Fit' }).click();
    await main.getByRole('tab', { name: 'Fit' }).press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Material & care' })).toBeFocused();
    await expect(main.getByRole('tabpanel').getByRole('listitem')).toHaveText(p.materialCare.split('\n'));
    await expectPageAccessible(page);
  });

  test('BUY IT NOW opens the checkout of that product alone, in the chosen quantity, and leaves the cart as it was', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const { data } = await products(page, '?limit=3');
    const p = data[2];
    await apiAddToCart(page, token, data[0]._id, 1);
    const before = await apiCart(page, token);
    await goto(page, `/products/${p._id}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await chooseSize(page, 'M');
    await main.getByRole('link', { name: 'BUY IT NOW' }).click();
    await page.waitForURL((u) => u.pathname === '/payment' && u.search === `?buy=${p._id}&qty=2&size=M`);
    await hydrated(page);
    const summary = main.getByRole('complementary');
    await expect(summary.getByRole('listitem')).toHaveCount(1);
    await expect(summary).toContainText(p.name);
    await expect(summary).toContainText('Quantity: 2');
    expect(await apiCart(page, token)).toEqual(before);
    // Back from the checkout returns to the product page.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/products/${p._id}(\\?size=M)?$`));
  });

  test('signed-in Add to bag adds it, and View bag in the drawer opens the cart', async ({ page }) => {
    await logIn(page, await newShopper(page));
    const { data } = await products(page, '?limit=1');
    await goto(page, `/products/${data[0]._id}`);
    await addToBag(page, { open: 'bag' });
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { name: data[0].name })).toBeVisible();
  });

  test('the heading, breadcrumbs and title follow the category and the search, with a way out of the category', async ({ page }) => {
    await goto(page, '/products?category=Sneakers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sneakers');
    await expect(page).toHaveTitle('Sneakers | Fashion Store');
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    // Sneakers sit under Unisex in the categories table: Home › Unisex › Sneakers.
    await expect(crumbs.getByRole('link', { name: 'Unisex' })).toHaveAttribute('href', '/unisex');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Sneakers');

    await main.getByRole('searchbox', { name: 'Search products' }).fill('runner');
    await main.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('“runner” in Sneakers');
    await expect(crumbs.getByRole('link', { name: 'Sneakers' })).toHaveAttribute('href', '/products?category=Sneakers');
    await main.getByRole('link', { name: 'Search all products for “runner”' }).click();
    await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('search') === 'runner' && !u.searchParams.has('category'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Results for “runner”');
    await expect(page).toHaveTitle('Results for “runner” | Fashion Store');

    await goto(page, '/products');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('All products');
  });
});
