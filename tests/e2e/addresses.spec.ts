/** Addresses an Indian courier can deliver to: the checkout form's rules and PIN suggestion, and the account page's address book. */
import { type APIRequestContext, expect, type Page, test } from './test';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { goto } from './fixtures';
import { apiAddAddress, apiAddToCart, expectPageAccessible, expectToast, signedInShopper } from './shopper-helpers';

const SHOTS = process.env.ADDRESS_SHOTS;

/** With ADDRESS_SHOTS=<folder>: the page at 390 px (phone project) or 1280 px, for a person to look at. */
async function shot(page: Page, name: string, part = page.getByRole('main')) {
  if (!SHOTS) return;
  const before = page.viewportSize();
  const phone = (before?.width ?? 0) < 500;
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  // The sticky header would be painted over the page's middle in a full-page capture.
  await part.screenshot({ path: `${SHOTS}/${name}-${phone ? 390 : 1280}.png`, style: 'header { position: static !important; }' });
  if (phone && before) await page.setViewportSize(before);
}

/** A signed-in shopper with one product in the cart, on the checkout. */
async function atCheckout(page: Page) {
  const who = await signedInShopper(page);
  const product = await uncountedProduct(page, { price: 1200 });
  await apiAddToCart(page, who.token, product._id, 1);
  await goto(page, '/payment');
  return who;
}

test.afterAll(async ({ request }: { request: APIRequestContext }) => removeUncountedProducts(request));

test.describe('addresses an Indian courier can deliver to', () => {
  test('checkout: India preselected, the PIN code suggests State and City, the phone is tidied, errors say what to type @phone', async ({ page }) => {
    await atCheckout(page);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Country/Region')).toHaveValue('India');
    const state = main.getByLabel('State / Union Territory');
    await expect(state.locator('option')).toHaveCount(37);
    await expect(state).toHaveValue('');

    await main.getByLabel('PIN code').fill('560001');
    await expect(state).toHaveValue('Karnataka');
    await expect(main.getByLabel('City')).toHaveValue('Bangalore');
    await expect(main.getByRole('status').filter({ hasText: 'Bangalore, Karnataka' })).toBeVisible();

    // What the shopper typed stays: a new PIN elsewhere only says where it is.
    await main.getByLabel('City').fill('Bengaluru');
    await main.getByLabel('PIN code').fill('411001');
    await expect(main.getByText('This PIN code is in Maharashtra.')).toBeVisible();
    await expect(state).toHaveValue('Karnataka');
    await expect(main.getByLabel('City')).toHaveValue('Bengaluru');

    await main.getByLabel('Phone').fill('+91 98765 43210');
    await main.getByLabel('Phone').blur();
    await expect(main.getByLabel('Phone')).toHaveValue('9876543210');

    await main.getByLabel('Phone').fill('58765 43210');
    await main.getByLabel('Phone').blur();
    await expect(main.getByText('Enter a 10-digit mobile number')).toBeVisible();
    await expect(main.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');

    await main.getByLabel('PIN code').fill('041100');
    await main.getByLabel('PIN code').blur();
    await expect(main.getByText('Enter the 6-digit PIN code')).toBeVisible();
    await shot(page, 'checkout-errors', main.locator('fieldset'));

    // Fixed, the address is saved with the 10 digits and the chosen State.
    await main.getByLabel('PIN code').fill('560001');
    await main.getByLabel('Phone').fill('0 98765 43210');
    await main.getByLabel('First Name').fill('Asha');
    await main.getByLabel('Last Name').fill('Rao');
    await main.getByLabel('Address', { exact: true }).fill('12 MG Road');
    await main.getByLabel('Save this information for next time').check();
    await shot(page, 'checkout-form', main.locator('fieldset'));
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(main.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expectToast(page, 'Address added successfully');
    const saved = await page.request.get('/api/address', { headers: { token: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' } });
    expect((await saved.json()).data[0]).toMatchObject({ state: 'Karnataka', pincode: '560001', phone: '9876543210', city: 'Bengaluru' });
  });

  test('checkout: a PIN code the directory does not have says so, and the State is chosen by hand @phone', async ({ page }) => {
    await atCheckout(page);
    const main = page.getByRole('main');
    await main.getByLabel('PIN code').fill('999999');
    await expect(main.getByText('We do not know this PIN code: check it, or choose your State yourself.')).toBeVisible();
    await expect(main.getByLabel('State / Union Territory')).toHaveValue('');
    await main.getByLabel('State / Union Territory').selectOption('Ladakh');
    await expect(main.getByLabel('State / Union Territory')).toHaveValue('Ladakh');
  });

  test('checkout preselects the default address @phone', async ({ page }) => {
    const who = await signedInShopper(page);
    const product = await uncountedProduct(page, { price: 1200 });
    await apiAddToCart(page, who.token, product._id, 1);
    await apiAddAddress(page, who.token, { firstName: 'Other', state: 'Maharashtra' });
    const home = await apiAddAddress(page, who.token, { firstName: 'Home', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' });
    expect((await page.request.patch(`/api/address/default/${home._id}`, { headers: { token: who.token } })).status()).toBe(200);
    await goto(page, '/payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Deliver to Home Rao' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('button', { name: 'Deliver to Other Rao' })).toHaveAttribute('aria-pressed', 'false');
    await expect(main.getByText('Default', { exact: true })).toBeVisible();
    await expect(main.getByText('Chennai, Tamil Nadu 600001')).toBeVisible();
    await shot(page, 'checkout-default', main.getByRole('region', { name: 'Saved Addresses' }));
    await expectPageAccessible(page);
  });

  test('the account page: add, edit and choose the default address @phone', async ({ page }) => {
    await signedInShopper(page, '/account');
    const main = page.getByRole('main');
    const book = main.getByRole('region', { name: 'Addresses' });
    await expect(book.getByText('No addresses saved yet.')).toBeVisible();

    await book.getByRole('button', { name: 'Add address' }).click();
    await expect(book.getByLabel('Country/Region')).toHaveValue('India');
    await book.getByLabel('First Name').fill('Asha');
    await book.getByLabel('Last Name').fill('Rao');
    await book.getByLabel('Address', { exact: true }).fill('4 Park Street');
    await book.getByLabel('PIN code').fill('700016');
    await expect(book.getByLabel('State / Union Territory')).toHaveValue('West Bengal');
    await expect(book.getByLabel('City')).toHaveValue('Kolkata');
    await book.getByLabel('Phone').fill('98300 12345');
    await book.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Address added successfully');
    const list = book.getByRole('list', { name: 'Saved addresses' });
    await expect(list.getByText('Kolkata, West Bengal 700016')).toBeVisible();
    await expect(list.getByText('Phone: 9830012345')).toBeVisible();

    // A second one, with an error first: the message says what to type, and nothing is saved.
    await book.getByRole('button', { name: 'Add address' }).click();
    await book.getByLabel('First Name').fill('Ravi');
    await book.getByLabel('Last Name').fill('Rao');
    await book.getByLabel('Address', { exact: true }).fill('9 Marine Drive');
    await book.getByLabel('City').fill('Mumbai');
    await book.getByLabel('State / Union Territory').selectOption('Maharashtra');
    await book.getByLabel('PIN code').fill('40002');
    await book.getByLabel('Phone').fill('9820012345');
    await book.getByRole('button', { name: 'Save address' }).click();
    await expect(book.getByText('Enter the 6-digit PIN code')).toBeVisible();
    await shot(page, 'account-form-error', book);
    await book.getByLabel('PIN code').fill('400020');
    await book.getByLabel('Make this my default address').check();
    await book.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Address added successfully');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Ravi Rao');
    await expect(list.getByRole('listitem').first()).toContainText('Default');

    await list.getByRole('button', { name: 'Edit the address of Asha Rao' }).click();
    await book.getByLabel('Address', { exact: true }).fill('5 Park Street');
    await book.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Address updated successfully');
    await expect(list.getByText('5 Park Street')).toBeVisible();

    await list.getByRole('button', { name: 'Make the address of Asha Rao the default' }).click();
    await expectToast(page, 'Default address set');
    await expect(list.getByRole('listitem').first()).toContainText('Asha Rao');
    await expect(list.getByRole('listitem').first()).toContainText('Default');
    await expect(list.getByRole('listitem').nth(1)).not.toContainText('Default');
    await shot(page, 'account-book', book);
    await expectPageAccessible(page);

    // The default is what checkout preselects.
    await page.reload();
    await expect(list.getByRole('listitem').first()).toContainText('Asha Rao');
  });
});
