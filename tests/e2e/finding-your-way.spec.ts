/**
 * Issue 16, "Finding your way" and "Admin": one price format on every screen, the wishlist in the
 * header and on the product page, phones (two columns, nothing sideways, the chat button clear of the
 * page's end), the gallery, details from the product, Manage Orders in its box and a clean admin sign-in.
 * What these tests buy is a product of their own with uncounted stock: the demo catalogue's stock is
 * shared by the whole suite.
 */
import { expect, test, type Page } from './test';
import { formatRs } from '../../src/lib/money';
import { openConsole, shopperWithOrder } from './admin-helpers';
import { apiToken, DEMO_ADMIN, goto, hydrated, islandStarted, newShopper } from './fixtures';
import { mainNav, signInByStorage } from './frame-helpers';
import { apiAddAddress, apiAddToCart, type ApiProduct, products } from './shopper-helpers';

/** The products a test added, deleted after it: the list's other tests expect the demo catalogue first. */
const made: number[] = [];
test.afterEach(async ({ page }) => {
  if (!made.length) return;
  const token = await apiToken(page, DEMO_ADMIN, true);
  for (const id of made.splice(0)) expect((await page.request.delete(`/api/products/delete/${id}`, { headers: { token } })).status()).toBe(200);
});

/** A product of a lakh and more, in one uncounted size (always available), added by the demo admin. */
async function lakhProduct(page: Page, over: Record<string, unknown> = {}): Promise<ApiProduct> {
  const token = await apiToken(page, DEMO_ADMIN, true);
  const name = `Lakh Heritage Sherwani ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/products/add', {
    headers: { token },
    data: {
      name,
      brand: 'Rangrez',
      images: ['/images/products/retrograde-sunset-tee.svg'],
      oprice: 199999,
      price: 149999,
      category: 'Festive',
      description: 'Hand-embroidered.',
      ...over,
    },
  });
  expect(res.status()).toBe(201);
  const added = (await res.json()).data as ApiProduct;
  made.push(added._id);
  return added;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('one price format', () => {
  test('a price of a lakh reads Rs. 1,49,999.00 on the card, with the original price and the discount', async ({ page }) => {
    const p = await lakhProduct(page);
    await goto(page, `/products?search=${encodeURIComponent(p.name)}`);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: p.name });
    await expect(card.getByText('Rs. 1,49,999.00', { exact: true })).toBeVisible();
    await expect(card.locator('s')).toHaveText('Original price Rs. 1,99,999.00');
    await expect(card.getByText('25% off')).toBeVisible();

    await goto(page, `/products/${p._id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Rs. 1,49,999.00', { exact: true })).toBeVisible();
    await expect(main.locator('s')).toHaveText('Original price Rs. 1,99,999.00');
  });

  test('a card without a discount shows no struck price', async ({ page }) => {
    const p = await lakhProduct(page, { oprice: 149999 });
    await goto(page, `/products?search=${encodeURIComponent(p.name)}`);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: p.name });
    await expect(card.getByText(formatRs(p.price), { exact: true })).toBeVisible();
    await expect(card.locator('s')).toHaveCount(0);
    await expect(card.getByText(/off$/)).toHaveCount(0);
  });

  test('the cart, the checkout and the orders show the same format', async ({ page }) => {
    const p = await lakhProduct(page);
    const who = await newShopper(page, 'Lakh Buyer');
    const token = await signInByStorage(page, who);
    await apiAddToCart(page, token, p._id, 2);
    await goto(page, '/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('Rs. 2,99,998.00');
    await expect(page.getByRole('main').getByText(formatRs(p.price), { exact: true }).first()).toBeVisible();

    await apiAddAddress(page, token);
    await goto(page, '/payment');
    await expect(
      page
        .getByRole('main')
        .getByText(formatRs(2 * p.price), { exact: true })
        .first(),
    ).toBeVisible();

    const addressId = (await (await page.request.get('/api/address', { headers: { token } })).json()).data[0]._id;
    const done = await page.request.post('/api/order/checkout', { headers: { token, 'Idempotency-Key': `lakh-${Date.now()}` }, data: { addressId } });
    expect(done.status()).toBe(201);
    await goto(page, '/orders');
    await expect(
      page
        .getByRole('main')
        .getByText(formatRs(2 * p.price), { exact: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/₹|Rs\.\d/)).toHaveCount(0);
  });
});

test.describe('the wishlist', () => {
  test('the header links to it with its count, and the product page has a heart', async ({ page }) => {
    const [a, b] = (await products(page, '?limit=2')).data;
    await goto(page, '/products');
    const link = mainNav(page).getByRole('link', { name: /^Wishlist, \d+ items?$/ });
    await expect(link).toHaveAttribute('href', '/wishlist');
    await expect(link).toHaveAccessibleName('Wishlist, 0 items');

    await page.getByRole('button', { name: `Add ${a!.name} to wishlist` }).click();
    await expect(link).toHaveAccessibleName('Wishlist, 1 item');

    await goto(page, `/products/${b!._id}`);
    const heart = page.getByRole('main').getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('main').getByRole('button', { name: 'In your wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(link).toHaveAccessibleName('Wishlist, 2 items');
    // Pressed again, it leaves the wishlist and the count goes back.
    await page.getByRole('main').getByRole('button', { name: 'In your wishlist' }).click();
    await expect(link).toHaveAccessibleName('Wishlist, 1 item');

    await link.click();
    await page.waitForURL('**/wishlist');
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { name: a!.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: b!.name })).toHaveCount(0);
  });

  test('every icon of the header has a tooltip naming it', async ({ page }) => {
    await goto(page, '/');
    const icons = mainNav(page).locator('a[href="/orders"], a[href="/wishlist"], a[href="/cart"], a[href="/login"], a[href="/signup"]');
    await expect(icons).toHaveCount(5);
    expect(await icons.evaluateAll((els) => els.map((e) => e.getAttribute('title')))).toEqual(['Orders', 'Wishlist', 'Cart', 'Login', 'Sign up']);
  });
});

test.describe('the product page', () => {
  test('shows every picture in a gallery: arrows and thumbnails', async ({ page }) => {
    const p = (await products(page, '?search=Retrograde%20Sunset%20Tee')).data[0]!;
    expect(p.images).toHaveLength(2);
    await goto(page, `/products/${p._id}`);
    const gallery = page.getByRole('group', { name: `Pictures of ${p.name}` });
    const thumbs = gallery.getByRole('button', { name: /^Show picture/ });
    await expect(thumbs).toHaveCount(2);
    await expect(gallery.getByRole('img', { name: p.name, exact: true })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    // The second slide is on show (its picture's alt text is the admin's, or the seed's, own words).
    await expect(gallery.getByRole('button', { name: 'Enlarge picture 2 of 2' })).toBeInViewport();
    await expect(gallery.getByRole('button', { name: 'Next picture' })).toBeDisabled();
    await thumbs.nth(0).click();
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('a swipe shows the next picture @phone', async ({ page }) => {
    const p = (await products(page, '?search=Retrograde%20Sunset%20Tee')).data[0]!;
    await goto(page, `/products/${p._id}`);
    const gallery = page.getByRole('group', { name: `Pictures of ${p.name}` });
    const box = (await gallery.getByRole('img', { name: p.name, exact: true }).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    // The pointer coming over the gallery starts it (client:touch); a drag needs it started.
    await islandStarted(gallery);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
    await page.mouse.up();
    await expect(gallery.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('sneakers read their own details, not a tee’s', async ({ page }) => {
    const p = (await products(page, '?category=Sneakers&limit=1')).data[0]!;
    await goto(page, `/products/${p._id}`);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Fit' }).click();
    await expect(main.getByRole('tabpanel')).toContainText('True to size in UK sizes');
    await main.getByRole('tab', { name: 'Material & care' }).click();
    await expect(main.getByRole('tabpanel')).toContainText('rubber outsole');
    await expect(main.getByText(/crew-neck tee|combed cotton/)).toHaveCount(0);
  });

  test('what the admin writes is what the shopper reads; an emptied text drops its tab', async ({ page }) => {
    const p = await lakhProduct(page, { materialCare: 'Silk blend\nDry clean only', fit: '' });
    await goto(page, `/products/${p._id}`);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Material & care' }).click();
    await expect(main.getByRole('tabpanel').getByRole('listitem')).toHaveText(['Silk blend', 'Dry clean only']);
    // Left empty on add: the category's defaults (clothing).
    await main.getByRole('tab', { name: 'Fit' }).click();
    await expect(main.getByRole('tabpanel')).toContainText('True to size');

    const token = await apiToken(page, DEMO_ADMIN, true);
    expect((await page.request.patch(`/api/products/update/${p._id}`, { headers: { token }, data: { fit: '' } })).status()).toBe(200);
    await goto(page, `/products/${p._id}`);
    await expect(main.getByRole('tab')).toHaveText(['Product description', 'Material & care', 'Shipping & Return']);
  });
});

test.describe('phones', () => {
  test('the list shows two columns of cards @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    await goto(page, '/products');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const boxes = await cards.evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect()));
    expect(Math.round(boxes[0]!.top)).toBe(Math.round(boxes[1]!.top));
    expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
    expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.bottom);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('no public page scrolls sideways @phone', async ({ page }) => {
      const p = (await products(page, '?limit=1')).data[0]!;
      // (Signed out, /orders and /payment send to /login: the next test opens them signed in.)
      const pages = ['/', '/products', `/products/${p._id}`, '/login', '/signup', '/cart', '/wishlist', '/our-story', '/contact'];
      pages.push('/careers', '/privacy', '/terms', '/payments', '/returns', '/shipment', '/no-such-page');
      for (const path of pages) {
        await goto(page, path);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
    });

    test('signed in, cart, checkout and orders do not scroll sideways either @phone', async ({ page }) => {
      const p = await lakhProduct(page, { name: `A product with a very long name that has to wrap somewhere ${Date.now()}` });
      const token = await signInByStorage(page, await newShopper(page, 'Narrow Screen Shopper With A Long Name'));
      await apiAddToCart(page, token, p._id, 1);
      await apiAddAddress(page, token);
      for (const path of ['/cart', '/payment', '/orders', '/wishlist', '/']) {
        await goto(page, path);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
    });

    test('at the end of a page the chat button covers nothing of the footer @phone', async ({ page }) => {
      await goto(page, '/products');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const chat = (await page.getByRole('button', { name: 'Chat with us (9AM-6PM)' }).boundingBox())!;
      const last = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' });
      const lastBox = (await last.boundingBox())!;
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(chat.y);
    });
  });
});

test.describe('the console', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`Manage Orders fits its box at ${viewport.width} px, the step actions in view @phone`, async ({ page }) => {
      // A placed order (the newest, so the first row): its actions are Mark packed and Cancel….
      const { order } = await shopperWithOrder(page, 'Fits Box');
      await page.setViewportSize(viewport);
      await openConsole(page, 'manage-orders');
      const region = page.getByRole('region', { name: 'Manage Orders table' });
      const actions = region.getByRole('group', { name: `Actions for order #${order._id}` });
      const pack = actions.getByRole('button', { name: 'Mark packed' });
      const cancel = actions.getByRole('button', { name: 'Cancel…' });
      await expect(pack).toBeVisible();
      await expect(cancel).toBeVisible();
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      for (const button of [pack, cancel]) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('an admin signs in through the form without a console error or a refused request', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    // A guest's heart waits in the browser: an admin signing in must not try to merge it.
    await goto(page, '/products');
    const first = (await products(page, '?limit=1')).data[0]!;
    await page.getByRole('button', { name: `Add ${first.name} to wishlist` }).click();
    await goto(page, '/login');
    await page.getByLabel(/^Email address/).fill(DEMO_ADMIN.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await hydrated(page);
    await expect(page.getByRole('button', { name: `Account menu: ${DEMO_ADMIN.name}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
