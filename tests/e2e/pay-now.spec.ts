/**
 * Pay now (PAYMENT_SIMULATOR=1 in playwright.config): a shopper who left the gateway's checkout without
 * paying (closed its page) finds the order waiting on /orders with the minutes left, presses Pay now,
 * gets the same gateway order's checkout again, pays, and the order shows paid; on a phone and a laptop.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { goto, hydrated } from './fixtures';
import { apiAddToCart, continueToPayment, expectPageAccessible, expectToast, fillAddress, signedInShopper } from './shopper-helpers';

test.afterAll(async ({ request }: { request: APIRequestContext }) => removeUncountedProducts(request));

const simulator = (page: Page) => page.getByRole('heading', { name: 'Payment simulator' });

/** Place Order with Pay online, up to the gateway's checkout; answers the gateway order and the amount it shows. */
async function placeOnline(page: Page, price: number) {
  const { token } = await signedInShopper(page);
  const product = await uncountedProduct(page, { price });
  await apiAddToCart(page, token, product._id, 1);
  await goto(page, '/payment');
  await fillAddress(page);
  await continueToPayment(page);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /Pay online/ }).check();
  await expect(main.getByTestId('to-pay')).toBeVisible();
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(simulator(page)).toBeVisible();
  const order = (await page.getByText(/^Gateway order order_/).textContent()) ?? '';
  const amount = (await page.getByText(/^Amount: /).textContent()) ?? '';
  return { order, amount };
}

test.describe('Pay now', () => {
  test('closing the checkout leaves the order waiting; Pay now on Your Orders reopens it and Succeed pays it @phone', async ({ page }) => {
    const first = await placeOnline(page, 1300);
    expect(first.order).toMatch(/^Gateway order order_[\w-]+$/);
    expect(first.amount).toBe('Amount: Rs. 1,399.00');

    // The shopper closes the gateway's page without choosing, and comes back to the store later.
    await goto(page, '/orders');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toContainText('Pay online');
    const payNow = card.getByRole('button', { name: /^Pay now for order #\d+$/ });
    await expect(payNow).toBeVisible();
    await expect(card.getByTestId('pay-time-left')).toHaveText(/^(1[0-5]|[1-9]) minutes left to pay$/);
    await page.screenshot({ path: `test-results/pay-now-orders-${test.info().project.name}.png`, fullPage: true });
    await expectPageAccessible(page);

    // The same gateway order, not a second one.
    await payNow.click();
    await expect(simulator(page)).toBeVisible();
    await expect(page.getByText(first.order, { exact: true })).toBeVisible();
    await expect(page.getByText(first.amount, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Succeed' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    await hydrated(page);
    await expectToast(page, 'Payment received. Thank you!');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('payment-status')).toHaveText('Paid');
    await expect(payment.getByRole('button', { name: /Pay now/ })).toHaveCount(0);

    await goto(page, '/orders');
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('button', { name: /Pay now/ }),
    ).toHaveCount(0);
  });

  test('Back from the gateway through the back-forward cache finds Pay now ready again, not stuck opening', async ({ page }) => {
    await placeOnline(page, 600);
    await goto(page, '/orders');
    const payNow = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Pay now for order #\d+$/ });
    // The gateway's page never comes (a 204 keeps the browser here), as when the page is restored on Back.
    await page.route('**/api/sim/razorpay/v1/checkout/embedded', (route) => route.fulfill({ status: 204 }));
    await payNow.click();
    await expect(payNow).toBeDisabled();
    await expect(payNow).toHaveText('Opening…');
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect(payNow).toBeEnabled();
    await expect(payNow).toHaveText('Pay now');
  });

  test("the order's page shows Pay now while it waits, and not once the items are released @phone", async ({ page }) => {
    await placeOnline(page, 700);
    await goto(page, '/orders');
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^View order #\d+$/ })
      .click();
    await page.waitForURL(/\/orders\/\d+$/);
    await hydrated(page);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('payment-status')).toHaveText('Awaiting payment');
    await expect(payment.getByRole('button', { name: /^Pay now for order #\d+$/ })).toBeVisible();
    await expect(payment.getByTestId('pay-time-left')).toHaveText(/minutes left to pay$/);
    await page.screenshot({ path: `test-results/pay-now-order-${test.info().project.name}.png`, fullPage: true });

    // The shopper cancels the order instead: its items go back, and there is nothing left to pay.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByRole('main').getByText('Cancelled').first()).toBeVisible();
    await expect(payment.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  });
});
