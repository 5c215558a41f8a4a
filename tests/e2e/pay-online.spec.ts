/**
 * Paying online through the store's stand-in of the gateway (PAYMENT_SIMULATOR=1 in playwright.config),
 * as with Razorpay's hosted checkout: Place Order posts the checkout form to the gateway; Succeed and
 * Fail post the outcome back to the store's callback, which sends the browser to the order (paid, or
 * nothing charged and the items released); Close goes back by the cancel address; on a phone and a laptop.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { goto, hydrated } from './fixtures';
import { apiAddToCart, continueToPayment, expectToast, fillAddress, signedInShopper, toast } from './shopper-helpers';

test.afterAll(async ({ request }: { request: APIRequestContext }) => removeUncountedProducts(request));

/** A shopper with one item in the cart, at the gateway's checkout after choosing Pay online. */
async function atGateway(page: Page, price: number) {
  const { token } = await signedInShopper(page);
  const product = await uncountedProduct(page, { price });
  await apiAddToCart(page, token, product._id, 1);
  await goto(page, '/payment');
  await fillAddress(page);
  await continueToPayment(page);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: /Pay online/ }).check();
  await expect(main.getByTestId('to-pay')).toBeVisible();
  // The store's page posts the form (a POST, not a link): the gateway's page is its answer.
  const handOff = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/sim/razorpay/v1/checkout/embedded'));
  await main.getByRole('button', { name: 'Place Order' }).click();
  const form = new URLSearchParams((await handOff).postData() ?? '');
  expect(form.get('key_id')).toBe('rzp_test_e2e');
  expect(form.get('order_id')).toMatch(/^order_/);
  expect(form.get('callback_url')).toMatch(/\/api\/payments\/\d+\/callback$/);
  await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
  return Number(/\/payments\/(\d+)\//.exec(form.get('callback_url') ?? '')?.[1]);
}

/** Succeed or Fail: the gateway posts the outcome to the store's callback, which answers with the order's page. */
async function pressAndPostBack(page: Page, button: 'Succeed' | 'Fail') {
  const back = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/payments\/\d+\/callback$/.test(r.url()));
  await page.getByRole('button', { name: button }).click();
  return new URLSearchParams((await back).postData() ?? '');
}

async function backAtOrder(page: Page) {
  await page.waitForURL(/\/orders\/\d+$/);
  await hydrated(page);
}

test.describe('paying online', () => {
  test('UPI: Succeed comes back to the order, paid @phone', async ({ page }) => {
    await atGateway(page, 1600);
    await expect(page.getByText('Amount: Rs. 1,600.00')).toBeVisible();
    await page.getByRole('radio', { name: 'UPI' }).check();
    const posted = await pressAndPostBack(page, 'Succeed');
    expect(posted.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);
    await backAtOrder(page);
    await expectToast(page, 'Payment received. Thank you!');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('payment-status')).toHaveText('Paid');
    await expect(payment).toContainText('Pay online');
    await expect(payment).toContainText(/Payment pay_/);
    await page.screenshot({ path: `test-results/pay-online-paid-${test.info().project.name}.png`, fullPage: true });
  });

  test('card: Fail comes back with nothing charged and the order not placed @phone', async ({ page }) => {
    await atGateway(page, 800);
    await page.getByRole('radio', { name: 'Card' }).check();
    const posted = await pressAndPostBack(page, 'Fail');
    expect(posted.get('error[reason]')).toBe('payment_failed');
    // The callback sends a failure to the plain order page (the address says nothing anyone could
    // forge): the page says how the payment stands from what it reads.
    await backAtOrder(page);
    await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText('Not paid: the order was not placed');
    await expect(toast(page, 'Payment received. Thank you!')).toHaveCount(0);
  });

  test('a link saying ?payment=paid on an order not paid does not thank the shopper: the toast follows what the order says', async ({ page }) => {
    const purchaseId = await atGateway(page, 700);
    await goto(page, `/orders/${purchaseId}?payment=paid`);
    await hydrated(page);
    await expectToast(page, 'The payment was not completed. Nothing was charged; your items are still held for you.');
    await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText('Awaiting payment');
    await expect(toast(page, 'Payment received. Thank you!')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/orders/${purchaseId}$`));
  });

  test('card: Close comes back and releases the items at once @phone', async ({ page }) => {
    await atGateway(page, 900);
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await backAtOrder(page);
    await expectToast(page, 'The payment was not completed. Nothing was charged and your items were released.');
    await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText('Not paid: the order was not placed');
    // Cancelled by the store, with the reason in the order's updates.
    await page.getByText('Updates').click();
    await expect(page.getByText('Payment not completed in time').first()).toBeVisible();
  });
});
