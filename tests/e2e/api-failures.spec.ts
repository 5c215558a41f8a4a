/**
 * The storefront keeps working when the API fails: each island shows its error state with a retry
 * (the page itself stays up), and once the API answers again the retry brings the real data.
 * Failures are a 500 with a reason, or (for the products list, cart and orders) no answer at all,
 * which the client gives up on after HTTP_TIMEOUT_MS.
 */
import { expect, test, type Page, type Route } from './test';
import { HTTP_TIMEOUT_MS } from '../../src/lib/constants';
import { cart } from '../../src/islands/cart/messages';
import { chat } from '../../src/islands/chat/messages';
import { checkout } from '../../src/islands/checkout/messages';
import { common } from '../../src/lib/messages';
import { orders } from '../../src/islands/orders/messages';
import { products as productsText, toasts } from '../../src/islands/product-list/messages';
import { wishlist } from '../../src/islands/wishlist/messages';
import { admin } from '../../src/islands/admin/messages';
import { openConsole, shopperWithOrder, storeSession } from './admin-helpers';
import { apiToken, goto, newShopper, startIsland } from './fixtures';
import { apiAddAddress, apiAddToCart, expectToast, products } from './shopper-helpers';
import { bagDrawer, chooseSize } from './bag-helpers';

type Matcher = (url: URL) => boolean;
const matchers = new Map<string, Matcher>();
/** One matcher per path, so unroute finds the one route used. */
const api = (path: string): Matcher => {
  if (!matchers.has(path)) matchers.set(path, (u) => u.pathname === `/api${path}`);
  return matchers.get(path)!;
};
const boom = (route: Route) => route.fulfill({ status: 500, json: { msg: 'boom' } });
/** A request that never gets an answer: the client's own timeout ends it. */
const hang = () => new Promise<void>(() => {});
const TIMED_OUT = { timeout: HTTP_TIMEOUT_MS + 10_000 };

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** A new shopper with a session in the browser, optionally with one product in the cart. */
async function shopper(page: Page, o: { cart?: boolean; address?: boolean; wishlist?: boolean } = {}) {
  const who = await newShopper(page, 'Failing Shopper');
  const token = await apiToken(page, who);
  const product = (await products(page, '?limit=1')).data[0];
  if (o.cart) await apiAddToCart(page, token, product._id);
  if (o.address) await apiAddAddress(page, token);
  if (o.wishlist) {
    expect((await page.request.post('/api/wishlist/add', { headers: { token }, data: { prodId: product._id } })).status()).toBe(201);
  }
  await storeSession(page, token, 'user');
  return { token, product };
}

/**
 * The page is still there (its h1), and the island's alert names what failed and why; returns the
 * alert's retry button.
 */
async function expectErrorState(page: Page, h1: string, title: string, detail: string, wait = {}) {
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: title });
  await expect(alert).toBeVisible(wait);
  await expect(alert).toContainText(detail);
  const retry = alert.getByRole('button', { name: common.retry });
  await expect(retry).toBeEnabled();
  return retry;
}

test.describe('API answers 500', () => {
  test('products list shows its error, and retry loads the catalogue', async ({ page }) => {
    const { total } = await products(page);
    // The first page is in the server's HTML: the island asks the API from the next page on.
    await goto(page, '/products');
    await page.route(api('/products'), boom);
    // The list starts at the shopper's first touch (client:touch); until then Next is a plain link to page 2.
    await startIsland(page.getByRole('main').getByRole('combobox', { name: 'Sort by' }));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    const retry = await expectErrorState(page, productsText.title, productsText.error, 'boom');
    await page.unroute(api('/products'));
    await retry.click();
    await expect(page.getByText(productsText.results(total))).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: productsText.error })).toHaveCount(0);
  });

  test('product page: a failed add to cart says so, and adding again works', async ({ page }) => {
    const { product } = await shopper(page);
    await page.route(api('/cart/add'), boom);
    await goto(page, `/products/${product._id}`);
    const add = page.getByRole('main').getByRole('button', { name: 'Add to bag', exact: true });
    await chooseSize(page);
    await add.click();
    await expectToast(page, toasts.addToCartFailed, 'boom');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/products/${product._id}(\\?size=[^&]+)?$`));
    await page.unroute(api('/cart/add'));
    await expect(add).toBeEnabled();
    await add.click();
    await bagDrawer(page).getByRole('link', { name: 'View bag' }).click();
    await page.waitForURL('**/cart');
    await expect(page.getByRole('region', { name: cart.items }).getByText(product.name).first()).toBeVisible();
  });

  test('cart shows its error, and retry shows the lines', async ({ page }) => {
    const { product } = await shopper(page, { cart: true });
    await page.route(api('/cart'), boom);
    await goto(page, '/cart');
    const retry = await expectErrorState(page, cart.title, cart.error, 'boom');
    await page.unroute(api('/cart'));
    await retry.click();
    await expect(page.getByRole('region', { name: cart.items }).getByText(product.name).first()).toBeVisible();
  });

  test('checkout: saved addresses show their error, and retry lists them', async ({ page }) => {
    const { product } = await shopper(page, { cart: true, address: true });
    await page.route(api('/address'), boom);
    await goto(page, '/payment');
    const retry = await expectErrorState(page, checkout.title, checkout.error, 'boom');
    // The rest of the checkout still works: the order summary shows the cart.
    await expect(page.getByText(product.name).first()).toBeVisible();
    await page.unroute(api('/address'));
    await retry.click();
    await expect(page.getByRole('button', { name: checkout.select('Asha Rao') })).toBeVisible();
  });

  test('orders show their error, and retry lists them', async ({ page }) => {
    const who = await shopperWithOrder(page, 'Failing Orders Shopper', 1);
    await storeSession(page, who.token, 'user');
    await page.route(api('/order/purchases'), boom);
    await goto(page, '/orders');
    const retry = await expectErrorState(page, orders.title, orders.error, 'boom');
    await page.unroute(api('/order/purchases'));
    await retry.click();
    await expect(page.getByRole('heading', { level: 3, name: who.order.name })).toBeVisible();
  });

  test('wishlist shows its error, and retry lists it', async ({ page }) => {
    const { product } = await shopper(page, { wishlist: true });
    await page.route(api('/wishlist'), boom);
    await goto(page, '/wishlist');
    const retry = await expectErrorState(page, wishlist.title, wishlist.error, 'boom');
    await page.unroute(api('/wishlist'));
    await retry.click();
    await expect(page.getByRole('button', { name: wishlist.remove(product.name) })).toBeVisible();
  });

  test('chat widget keeps the concern when sending fails, and Submit sends it again', async ({ page }) => {
    await page.route(api('/support'), boom);
    await goto(page, '/products');
    await page.getByRole('button', { name: chat.open }).click();
    const dialog = page.getByRole('dialog', { name: chat.title });
    const input = dialog.getByRole('textbox', { name: chat.label });
    await dialog.getByRole('textbox', { name: chat.email }).fill('guest@example.com');
    await input.fill('Where is my parcel?');
    const submit = dialog.getByRole('button', { name: chat.submit });
    await submit.click();
    await expect(dialog.getByRole('alert')).toContainText(chat.failed);
    await expect(input).toHaveValue('Where is my parcel?');
    await expect(page.getByRole('heading', { level: 1, name: productsText.title })).toBeVisible();
    await page.unroute(api('/support'));
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: chat.sentTitle })).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('admin dashboard shows its error, and retry lists the users', async ({ page }) => {
    // The newest shopper is on the table's first page (newest first; the suite signs up many before this).
    const listed = await newShopper(page, 'Listed After Retry');
    await page.route(api('/users'), boom);
    await openConsole(page, 'dashboard');
    const retry = await expectErrorState(page, admin.users.title, admin.users.error, 'boom');
    await page.unroute(api('/users'));
    await retry.click();
    const table = page.getByRole('region', { name: admin.tableRegion(admin.users.title) });
    await expect(table.getByText(listed.email)).toBeVisible();
  });
});

test.describe('API never answers', () => {
  test.describe.configure({ timeout: 40_000 });

  test('products list gives up after the timeout, and retry loads the catalogue', async ({ page }) => {
    await goto(page, '/products');
    await page.route(api('/products'), hang);
    // The list starts at the shopper's first touch (client:touch); until then Next is a plain link to page 2.
    await startIsland(page.getByRole('main').getByRole('combobox', { name: 'Sort by' }));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    const retry = await expectErrorState(page, productsText.title, productsText.error, common.timeout, TIMED_OUT);
    await page.unroute(api('/products'));
    await retry.click();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });

  test('cart gives up after the timeout, and retry shows the lines', async ({ page }) => {
    const { product } = await shopper(page, { cart: true });
    await page.route(api('/cart'), hang);
    await goto(page, '/cart');
    const retry = await expectErrorState(page, cart.title, cart.error, common.timeout, TIMED_OUT);
    await page.unroute(api('/cart'));
    await retry.click();
    await expect(page.getByRole('region', { name: cart.items }).getByText(product.name).first()).toBeVisible();
  });

  test('orders give up after the timeout, and retry lists them', async ({ page }) => {
    const who = await shopperWithOrder(page, 'Slow Orders Shopper', 1);
    await storeSession(page, who.token, 'user');
    await page.route(api('/order/purchases'), hang);
    await goto(page, '/orders');
    const retry = await expectErrorState(page, orders.title, orders.error, common.timeout, TIMED_OUT);
    await page.unroute(api('/order/purchases'));
    await retry.click();
    await expect(page.getByRole('heading', { level: 3, name: who.order.name })).toBeVisible();
  });
});
