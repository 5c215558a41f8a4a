/**
 * Coupons in the browser: an admin creates a code in the console and sees it listed; a shopper sees
 * what they save in the cart, applies the code at checkout (typed in lower case), sees the coupon line
 * and "You save", places the order and finds the coupon on the order's page; an expired code says so
 * and a code can be removed. The products bought are made here with uncounted stock and removed after.
 */
import { expect, type APIRequestContext, type Page, test } from './test';
import { formatRs } from '../../src/lib/money';
import { openConsole, toast } from './admin-helpers';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { apiToken, DEMO_ADMIN, goto } from './fixtures';
import { apiAddAddress, apiAddToCart, continueToPayment, expectPageAccessible, signedInShopper } from './shopper-helpers';

test.afterAll(async ({ request }: { request: APIRequestContext }) => removeUncountedProducts(request));

let seq = 0;
const newCode = (stem: string) => `${stem}${Date.now().toString(36).toUpperCase()}${seq++}`;

async function apiCoupon(page: Page, body: Record<string, unknown>) {
  const token = await apiToken(page, DEMO_ADMIN, true);
  const res = await page.request.post('/api/coupons', { headers: { token }, data: body });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { _id: number; code: string };
}

/** A shopper with `quantity` of a new Rs 1,000 product (was Rs 1,100) in the cart and a saved address. */
async function shopperWithCart(page: Page, quantity: number) {
  const shopper = await signedInShopper(page);
  const product = await uncountedProduct(page, { price: 1000 });
  await apiAddToCart(page, shopper.token, product._id, quantity);
  await apiAddAddress(page, shopper.token);
  return shopper;
}

const summary = (page: Page) => page.getByRole('main').getByRole('complementary');

test.describe('coupons', () => {
  test('an admin creates a code in the console and sees it listed with its limits', async ({ page }) => {
    const code = newCode('CONSOLE');
    await openConsole(page, 'coupons');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    const form = main.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Kind').selectOption('flat');
    await form.getByLabel(/^Amount/).fill('150');
    await form.getByLabel('Minimum order (Rs)').fill('999');
    await form.getByLabel('Uses in all').fill('50');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(toast(page, 'success', `Coupon ${code} created`)).toBeVisible();
    const row = main.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(`${formatRs(150)} off`);
    await expect(row).toContainText(`on ${formatRs(999)} or more`);
    await expect(row).toContainText('0 of 50');
    await expect(row).toContainText('Active');

    // The same code again, in another case: refused beside the field.
    await form.getByLabel('Code').fill(code);
    await form.getByLabel(/^Amount/).fill('10');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(form.getByText('A coupon with this code already exists')).toBeVisible();

    await row.getByRole('button', { name: `Switch off: ${code}` }).click();
    await expect(row).toContainText('Switched off');
    await expectPageAccessible(page);
  });

  test("an admin edits a coupon's percentage in the filled form and sees it in the list; a taken code is refused at the field", async ({ page }) => {
    const taken = await apiCoupon(page, { code: newCode('TAKEN'), kind: 'flat', value: 50 });
    const coupon = await apiCoupon(page, { code: newCode('EDIT'), kind: 'percent', value: 10, useLimit: 20 });
    await openConsole(page, 'coupons');
    const main = page.getByRole('main');
    const row = main.getByRole('row', { name: new RegExp(coupon.code) });
    await expect(row).toContainText('10% off');
    await row.getByRole('button', { name: `Edit: ${coupon.code}` }).click();

    const form = main.getByRole('form', { name: `Edit coupon ${coupon.code}` });
    await expect(form.getByLabel('Code')).toHaveValue(coupon.code);
    await expect(form.getByLabel('Kind')).toHaveValue('percent');
    await expect(form.getByLabel(/^Amount/)).toHaveValue('10');
    await expect(form.getByLabel('Uses in all')).toHaveValue('20');

    // Another coupon's code: the server's 409 shows at the code.
    await form.getByLabel('Code').fill(taken.code.toLowerCase());
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('A coupon with this code already exists')).toBeVisible();
    await expect(form.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Code').fill(coupon.code);
    await form.getByLabel(/^Amount/).fill('25');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/coupon-edit-${width}.png`, fullPage: true });
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', `Coupon ${coupon.code} saved`)).toBeVisible();
    await expect(row).toContainText('25% off');
    await expect(row).toContainText('0 of 20');
    // The form is the new coupon's again.
    await expect(main.getByRole('form', { name: 'New coupon' })).toBeVisible();
    await expectPageAccessible(page);
  });

  test('a shopper sees what they save, applies a code, places the order and finds the coupon on it @phone', async ({ page }) => {
    const coupon = await apiCoupon(page, { code: newCode('FEST'), kind: 'percent', value: 10, minOrder: 1500 });
    await shopperWithCart(page, 2);

    // The cart: 2 × (1,100 − 1,000) off the original prices.
    await goto(page, '/cart');
    await expect(page.getByTestId('you-save')).toHaveText(`You save ${formatRs(200)}`);

    await goto(page, '/payment');
    await page.getByRole('main').getByRole('button', { name: 'Deliver to Asha Rao' }).click();
    await continueToPayment(page);
    const aside = summary(page);
    await aside.getByLabel('Coupon code').fill(coupon.code.toLowerCase());
    await aside.getByRole('button', { name: 'Apply' }).click();
    await expect(aside.getByTestId('coupon-applied')).toHaveText(new RegExp(`${coupon.code} applied: ${formatRs(200).replace('.', '\\.')} off`));
    await expect(aside.getByTestId('summary-coupon')).toHaveText(`−${formatRs(200)}`);
    await expect(aside.getByTestId('summary-total')).toHaveText(formatRs(1800));
    // Original prices (200) and the coupon (200).
    await expect(aside.getByTestId('you-save')).toHaveText(`You save ${formatRs(400)}`);
    await expect(page.getByRole('main').getByTestId('to-pay')).toHaveText(formatRs(1800));
    await expectPageAccessible(page);

    await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    await expect(page.getByRole('main').getByText(`Coupon ${coupon.code}`)).toBeVisible();
    await expect(page.getByRole('main').getByTestId('summary-total')).toHaveText(formatRs(1800));
  });

  test('an expired code says so and the order is priced without it; a code can be removed @phone', async ({ page }) => {
    const now = Date.now();
    const expired = await apiCoupon(page, {
      code: newCode('OLD'),
      kind: 'flat',
      value: 100,
      validFrom: new Date(now - 48 * 3_600_000).toISOString(),
      validTo: new Date(now - 3_600_000).toISOString(),
    });
    const good = await apiCoupon(page, { code: newCode('GOOD'), kind: 'flat', value: 100 });
    await shopperWithCart(page, 1);
    await goto(page, '/payment');
    await page.getByRole('main').getByRole('button', { name: 'Deliver to Asha Rao' }).click();
    await continueToPayment(page);
    const aside = summary(page);

    await aside.getByLabel('Coupon code').fill(expired.code);
    await aside.getByRole('button', { name: 'Apply' }).click();
    await expect(aside.getByText(`Coupon ${expired.code} has expired`)).toBeVisible();
    await expect(aside.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    await expect(aside.getByTestId('summary-coupon')).toHaveCount(0);
    await expect(aside.getByTestId('summary-total')).toHaveText(formatRs(1099));

    await aside.getByLabel('Coupon code').fill(good.code);
    await aside.getByRole('button', { name: 'Apply' }).click();
    await expect(aside.getByTestId('summary-total')).toHaveText(formatRs(999));
    await aside.getByRole('button', { name: `Remove coupon ${good.code}` }).click();
    await expect(aside.getByTestId('summary-coupon')).toHaveCount(0);
    await expect(aside.getByTestId('summary-total')).toHaveText(formatRs(1099));
  });
});
