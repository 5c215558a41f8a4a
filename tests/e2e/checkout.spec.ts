import { expect, test, type APIRequestContext } from './test';
import { COUNTRIES } from '../../src/lib/constants';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { goto } from './fixtures';
import {
  apiAddAddress,
  apiAddToCart,
  apiAddresses,
  apiCart,
  apiOrders,
  expectPageAccessible,
  expectToast,
  continueToPayment,
  fillAddress,
  placeOrder,
  signedInShopper,
} from './shopper-helpers';

test.afterAll(async ({ request }: { request: APIRequestContext }) => removeUncountedProducts(request));

test.describe('checkout', () => {
  test('the address form: 15 countries, required fields, digits only; Continue waits for it @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const data = [await uncountedProduct(page, { price: 900 })];
    await apiAddToCart(page, token, data[0]._id, 1);
    await goto(page, '/payment');
    const main = page.getByRole('main');
    // The form shows once the cart and saved addresses have loaded: wait for it rather than read at once.
    await expect(main.getByLabel('Country/Region').locator('option')).toHaveText(['Select a country', ...COUNTRIES]);
    await expect(main.getByText('No addresses saved yet.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return to cart' })).toHaveAttribute('href', '/cart');

    const cont = main.getByRole('button', { name: 'Continue to Payment' });
    await expect(cont).toBeDisabled();
    await fillAddress(page);
    await expect(cont).toBeEnabled();
    await main.getByLabel('PIN code').fill('41a10-01');
    await expect(main.getByLabel('PIN code')).toHaveValue('411001');
    await main.getByLabel('City').fill('  ');
    await expect(cont).toBeDisabled();
    await main.getByLabel('City').fill('Pune');
    await main.getByLabel('Company (optional)').fill('');
    await expect(cont).toBeEnabled();
    await expect(main.getByLabel('Save this information for next time')).not.toBeChecked();
    await main.getByRole('button', { name: 'Refund policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund policy' });
    await expect(dialog).toContainText('30 days');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectPageAccessible(page);
  });

  test('saved addresses: only declared ones, select and deselect, delete, and order with one', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const data = [await uncountedProduct(page, { price: 900 }), await uncountedProduct(page, { price: 400 })];
    await apiAddToCart(page, token, data[0]._id, 1);
    await apiAddToCart(page, token, data[1]._id, 3);
    const kept = await apiAddAddress(page, token, { firstName: 'Kept', lastName: 'Home' });
    await apiAddAddress(page, token, { firstName: 'Gone', lastName: 'Away' });
    await apiAddAddress(page, token, { firstName: 'Hidden', lastName: 'Once', declaration: false });
    await goto(page, '/payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Deliver to Kept Home' })).toBeVisible();
    await expect(main.getByText('Hidden Once')).toHaveCount(0);

    await main.getByRole('button', { name: 'Delete the address of Gone Away' }).click();
    await expectToast(page, 'Address deleted successfully');
    await expect(main.getByRole('button', { name: 'Deliver to Gone Away' })).toHaveCount(0);

    const card = main.getByRole('button', { name: 'Deliver to Kept Home' });
    const cont = main.getByRole('button', { name: 'Continue to Payment' });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(cont).toBeEnabled();
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(cont).toBeDisabled();
    await card.click();
    await placeOrder(page);
    const orders = await apiOrders(page, token);
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.addressId === kept._id)).toBe(true);
    expect(await apiCart(page, token)).toEqual([]);
    // The order's page: its items (the tracking timeline above them is a list of its own).
    const items = page.getByRole('main').getByRole('region', { name: '2 items' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await expect(items).toContainText(data[0].name);
    await expect(items).toContainText(data[1].name);
    await expectPageAccessible(page);
  });

  test('a new address ticked to save is kept for next time', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const data = [await uncountedProduct(page, { price: 900 })];
    await apiAddToCart(page, token, data[0]._id, 1);
    await goto(page, '/payment');
    await fillAddress(page, { save: true });
    await placeOrder(page);
    expect((await apiAddresses(page, token)).map((a) => a.firstName)).toEqual(['Asha']);
  });

  test('a server error while placing the order loses nothing, and the retry uses the same key', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const data = [await uncountedProduct(page, { price: 900 }), await uncountedProduct(page, { price: 400 })];
    await apiAddToCart(page, token, data[0]._id, 2);
    await apiAddToCart(page, token, data[1]._id, 1);
    const before = await apiCart(page, token);
    await goto(page, '/payment');
    await fillAddress(page, { save: true });

    const keys: string[] = [];
    await page.route('**/api/order/checkout', (r) => {
      keys.push(r.request().headers()['idempotency-key']);
      return r.fulfill({ status: 500, json: { msg: 'boom' } });
    });
    await continueToPayment(page);
    const place = page.getByRole('main').getByRole('button', { name: 'Place Order' });
    await place.click();
    await expectToast(page, 'Unable to place order', 'boom');
    await expect(page).toHaveURL(/\/payment$/);
    expect(await apiCart(page, token)).toEqual(before);
    expect(await apiOrders(page, token)).toEqual([]);
    await expect(page.getByRole('main').getByRole('complementary')).toContainText(data[0].name);

    await page.unroute('**/api/order/checkout');
    page.on('request', (r) => {
      if (r.url().endsWith('/api/order/checkout')) keys.push(r.headers()['idempotency-key']);
    });
    await expect(place).toBeEnabled();
    await place.click();
    await page.waitForURL(/\/orders\/\d+$/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The address was saved once, not once per attempt.
    expect(await apiAddresses(page, token)).toHaveLength(1);
    expect(await apiOrders(page, token)).toHaveLength(2);
  });

  test('Update puts a saved address in the form; continuing saves the edit in its place', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const data = [await uncountedProduct(page, { price: 900 })];
    await apiAddToCart(page, token, data[0]._id, 1);
    const old = await apiAddAddress(page, token, { firstName: 'Old', lastName: 'Place' });
    await goto(page, '/payment');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Update the address of Old Place' }).click();
    await expect(main.getByLabel('First Name')).toHaveValue('Old');
    await expect(main.getByLabel('Save this information for next time')).toBeChecked();
    await main.getByLabel('First Name').fill('New');
    await placeOrder(page);
    const saved = await apiAddresses(page, token);
    expect(saved.map((a) => a.firstName)).toEqual(['New']);
    // No order had gone there: edited in place (one an order went to is kept for it, tests/api/addresses-india.test.ts).
    expect(saved[0]._id).toBe(old._id);
  });

  test('an empty cart: the checkout says so and cannot continue @phone', async ({ page }) => {
    await signedInShopper(page);
    await goto(page, '/payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('complementary')).toContainText('Your cart is empty.');
    await fillAddress(page);
    await expect(main.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await expect(main.getByText('Add something to your cart to check out.')).toBeVisible();
  });

  test('orders: none yet says so', async ({ page }) => {
    await signedInShopper(page);
    await goto(page, '/orders');
    await expect(page.getByRole('main').getByText("You didn't order anything")).toBeVisible();
    await expectPageAccessible(page);
  });
});
