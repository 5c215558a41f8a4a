/**
 * Paying online through the store's stand-in of the gateway (PAYMENT_SIMULATOR=1 in playwright.config):
 * Place Order opens the gateway's checkout; Succeed comes back paid, Fail and Close come back with
 * nothing charged and the items released; on a phone and a laptop.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { goto, hydrated } from './fixtures';
import { apiAddToCart, continueToPayment, expectToast, fillAddress, signedInShopper } from './shopper-helpers';

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
  await main.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/api\/sim\/razorpay\/checkout\?/);
  await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
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
    await page.getByRole('button', { name: 'Succeed' }).click();
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
    await page.getByRole('button', { name: 'Fail' }).click();
    await backAtOrder(page);
    await expectToast(page, 'The payment was not completed. Nothing was charged and your items were released.');
    await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText('Not paid: the order was not placed');
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
