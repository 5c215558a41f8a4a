/**
 * Buying (docs/features.md "Checkout and payment"): Buy it now leaves the cart alone, the payment step prices
 * cash on delivery and UPI from the server, /orders groups a purchase and its page opens; the screens
 * at 390 and 1440 px without sideways scroll. The products bought are made here with uncounted stock.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { SHIPPING_FEE, UPI_EXTRA_OFF_PERCENT } from '../../src/lib/constants';
import { formatRs, percentOff } from '../../src/lib/money';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { goto, hydrated } from './fixtures';
import {
  apiAddAddress,
  apiAddToCart,
  apiCart,
  continueToPayment,
  expectPageAccessible,
  expectToast,
  fillAddress,
  placeOrder,
  signedInShopper,
  type ApiProduct,
} from './shopper-helpers';

test.afterAll(async ({ request }: { request: APIRequestContext }) => removeUncountedProducts(request));

const figures = (page: Page) => {
  const aside = page.getByRole('main').getByRole('complementary');
  return {
    subtotal: aside.getByTestId('summary-subtotal'),
    shipping: aside.getByTestId('summary-shipping'),
    discount: aside.getByTestId('summary-discount'),
    total: aside.getByTestId('summary-total'),
  };
};

async function checkoutApi(page: Page, token: string, body: Record<string, unknown>) {
  const res = await page.request.post('/api/order/checkout', { headers: { token, 'Idempotency-Key': `pay-${Date.now()}-${Math.random()}` }, data: body });
  expect(res.status()).toBe(201);
  return (await res.json()).purchase as { _id: number; total: number; items: { name: string }[] };
}

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

test.describe('buying', () => {
  test('BUY IT NOW buys only that product, in its size and quantity, and leaves the cart as it was @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const inCart = await uncountedProduct(page, { price: 500 });
    const bought = await uncountedProduct(page, { price: 1200, sizes: ['M', 'L'] });
    await apiAddToCart(page, token, inCart._id, 2);
    const before = await apiCart(page, token);

    await goto(page, `/products/${bought._id}`);
    const main = page.getByRole('main');
    // The radio itself is visually hidden: a shopper clicks its label.
    await main.locator('label', { has: page.getByRole('radio', { name: 'L', exact: true }) }).click();
    await expect(main.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await main.getByRole('link', { name: 'BUY IT NOW' }).click();
    await page.waitForURL((u) => u.pathname === '/payment' && u.searchParams.get('buy') === String(bought._id));
    await hydrated(page);

    const summary = main.getByRole('complementary');
    await expect(summary.getByText('Buying only this product: your cart stays as it is.')).toBeVisible();
    await expect(summary.getByRole('listitem')).toHaveCount(1);
    await expect(summary.getByRole('listitem')).toContainText(bought.name);
    await expect(summary.getByRole('listitem')).toContainText('Size: L · Quantity: 2');
    await expect(figures(page).subtotal).toHaveText(formatRs(2400));
    await expect(figures(page).shipping).toHaveText('FREE');
    await expect(summary).not.toContainText(inCart.name);
    await expect(main.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', `/products/${bought._id}`);

    await fillAddress(page);
    await placeOrder(page);
    await expectToast(page, 'Order placed successfully');
    await expect(main.getByRole('heading', { level: 3, name: bought.name })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(main.getByTestId('summary-total')).toHaveText(formatRs(2400));
    expect(await apiCart(page, token)).toEqual(before);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
  });

  test('the payment step: cash on delivery pays shipping below 1,500; UPI takes 5% off, as the server computes @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const a = await uncountedProduct(page, { price: 700 });
    await apiAddToCart(page, token, a._id, 1);
    await apiAddAddress(page, token, { firstName: 'Pay', lastName: 'Step' });
    await goto(page, '/payment');
    const main = page.getByRole('main');
    const f = figures(page);
    await expect(f.subtotal).toHaveText(formatRs(700));
    await expect(f.shipping).toHaveText(formatRs(SHIPPING_FEE));
    await expect(f.total).toHaveText(formatRs(700 + SHIPPING_FEE));
    await expect(main.getByText(`Add ${formatRs(800)} more for free shipping.`)).toBeVisible();

    await main.getByRole('button', { name: 'Deliver to Pay Step' }).click();
    await continueToPayment(page);
    await expect(main.getByText('Delivering to')).toBeVisible();
    const cod = main.getByRole('radio', { name: /Cash on delivery/ });
    const upi = main.getByRole('radio', { name: /UPI on delivery/ });
    await expect(cod).toBeChecked();
    await expect(main.getByTestId('to-pay')).toHaveText(formatRs(700 + SHIPPING_FEE));
    await expect(f.discount).toHaveCount(0);

    await upi.check();
    const off = percentOff(700, UPI_EXTRA_OFF_PERCENT);
    await expect(f.discount).toHaveText(`−${formatRs(off)}`);
    await expect(f.total).toHaveText(formatRs(700 + SHIPPING_FEE - off));
    await expect(main.getByTestId('to-pay')).toHaveText(formatRs(700 + SHIPPING_FEE - off));
    await expectPageAccessible(page);

    await main.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    await hydrated(page);
    await expect(main.getByRole('region', { name: 'Payment' })).toContainText('UPI on delivery');
    await expect(main.getByTestId('summary-total')).toHaveText(formatRs(700 + SHIPPING_FEE - off));
    await expect(main.getByTestId('summary-discount')).toHaveText(`−${formatRs(off)}`);
  });

  test('the payment step: at 1,500 and above shipping is free; Change address goes back', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const a = await uncountedProduct(page, { price: 750 });
    await apiAddToCart(page, token, a._id, 2);
    await goto(page, '/payment');
    const main = page.getByRole('main');
    await expect(figures(page).subtotal).toHaveText(formatRs(1500));
    await expect(figures(page).shipping).toHaveText('FREE');
    await expect(figures(page).total).toHaveText(formatRs(1500));
    await fillAddress(page);
    await continueToPayment(page);
    await main.getByRole('button', { name: 'Change the delivery address' }).click();
    await expect(main.getByLabel('First Name')).toHaveValue('Asha');
    await continueToPayment(page);
    await main.getByRole('radio', { name: /UPI on delivery/ }).check();
    await expect(figures(page).total).toHaveText(formatRs(1500 - percentOff(1500, UPI_EXTRA_OFF_PERCENT)));
  });

  test('/orders shows each purchase once with its items, address, payment and total; its page opens @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const [a, b] = [await uncountedProduct(page, { price: 600 }), await uncountedProduct(page, { price: 1100 })];
    const addr = await apiAddAddress(page, token, { firstName: 'Group', lastName: 'Test', city: 'Nashik', pincode: '422001' });
    await apiAddToCart(page, token, a._id, 1);
    await apiAddToCart(page, token, b._id, 2);
    const purchase = await checkoutApi(page, token, { addressId: addr._id, paymentMethod: 'upi' });
    await goto(page, '/orders');
    const main = page.getByRole('main');
    const card = main.getByRole('article', { name: `Order #${purchase._id}` });
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText([a.name, b.name]);
    await expect(card).toContainText('2 items');
    await expect(card).toContainText('Group Test, Nashik 422001');
    await expect(card).toContainText('UPI on delivery');
    await expect(card.getByTestId('purchase-total')).toHaveText(formatRs(purchase.total));
    await expect(card.getByText('Placed', { exact: true })).toBeVisible();
    await expectPageAccessible(page);

    await card.getByRole('link', { name: `View order #${purchase._id}` }).click();
    await page.waitForURL(`**/orders/${purchase._id}`);
    await hydrated(page);
    await expect(main.getByRole('heading', { level: 1, name: `Order #${purchase._id}` })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([a.name, b.name]);
    await expect(main.getByRole('region', { name: 'Delivery address' })).toContainText('Nashik, Maharashtra 422001');
    await expect(main.getByTestId('summary-subtotal')).toHaveText(formatRs(600 + 2 * 1100));
    await expect(main.getByTestId('summary-total')).toHaveText(formatRs(purchase.total));
    await expectPageAccessible(page);
  });

  test("someone else's order page says it cannot be found", async ({ page, browser }) => {
    const owner = await signedInShopper(page);
    const a: ApiProduct = await uncountedProduct(page, { price: 300 });
    const addr = await apiAddAddress(page, owner.token);
    const purchase = await checkoutApi(page, owner.token, { addressId: addr._id, items: [{ prodId: a._id }] });
    const context = await browser.newContext();
    const other = await context.newPage();
    await signedInShopper(other);
    await goto(other, `/orders/${purchase._id}`);
    await expect(other.getByRole('main').getByText('We could not find this order.')).toBeVisible();
    await expect(other.getByRole('main')).not.toContainText(a.name);
    await context.close();
  });

  for (const width of [390, 1440]) {
    test(`checkout, /orders and an order page at ${width} px: no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const { token } = await signedInShopper(page);
      const a = await uncountedProduct(page, { price: 899, name: `A rather long product name to see how it wraps ${Date.now().toString(36)}` });
      await apiAddToCart(page, token, a._id, 1);
      await apiAddAddress(page, token, { firstName: 'Wide', lastName: 'Check' });
      await goto(page, '/payment');
      await expect(figures(page).total).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`checkout-address-${width}.png`), fullPage: true });
      await page.getByRole('main').getByRole('button', { name: 'Deliver to Wide Check' }).click();
      await continueToPayment(page);
      await page
        .getByRole('main')
        .getByRole('radio', { name: /UPI on delivery/ })
        .check();
      await expect(figures(page).discount).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`checkout-payment-${width}.png`), fullPage: true });
      await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/orders\/\d+$/);
      await hydrated(page);
      await expect(page.getByRole('main').getByTestId('summary-total')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`order-page-${width}.png`), fullPage: true });
      await goto(page, '/orders');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`orders-${width}.png`), fullPage: true });
    });
  }
});
