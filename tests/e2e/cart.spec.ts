import { expect, test } from './test';
import { formatRs, shippingFor } from '../../src/lib/money';
import { goto } from './fixtures';
import { apiAddToCart, apiCart, expectPageAccessible, expectToast, products, roomyProducts, signedInShopper } from './shopper-helpers';

test.describe('the cart', () => {
  test('an empty cart says so, and Place Order is disabled with the reason @phone', async ({ page }) => {
    await signedInShopper(page);
    await goto(page, '/cart');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(main.getByText('Your cart is empty')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    const place = main.getByRole('button', { name: 'Place Order' });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription('Add something to your cart to place an order.');
    await expect(main.getByTestId('cart-subtotal')).toHaveText(formatRs(0));
    await expectPageAccessible(page);
  });

  test('lines change quantity on the server, remove, and the summary follows @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const [a, b] = await roomyProducts(page, 2);
    await apiAddToCart(page, token, a._id, 1);
    await apiAddToCart(page, token, b._id, 2);
    await goto(page, '/cart');
    const main = page.getByRole('main');
    const subtotal = main.getByTestId('cart-subtotal');
    const navCart = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });
    await expect(subtotal).toHaveText(formatRs(a.price + 2 * b.price));
    await expect(navCart).toHaveAccessibleName('Cart, 2 items');
    const shipping = shippingFor(a.price + 2 * b.price);
    await expect(main.getByText(shipping === 0 ? 'FREE' : formatRs(shipping), { exact: true })).toBeVisible();
    await expect(main.getByText('5% Extra off on UPI')).toBeVisible();

    await expect(main.getByRole('button', { name: `Decrease quantity of ${a.name}` })).toBeDisabled();
    await main.getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    await expect(subtotal).toHaveText(formatRs(2 * a.price + 2 * b.price));
    await expect(main.getByRole('button', { name: `Decrease quantity of ${a.name}` })).toBeEnabled();
    expect((await apiCart(page, token)).find((l) => l.prodId === a._id)?.quantity).toBe(2);

    await main.getByRole('button', { name: `Remove ${b.name} from cart` }).click();
    await expectToast(page, 'Removed from cart');
    await expect(main.getByRole('heading', { name: b.name })).toHaveCount(0);
    await expect(subtotal).toHaveText(formatRs(2 * a.price));
    expect((await apiCart(page, token)).map((l) => l.prodId)).toEqual([a._id]);
    // The nav bar's count follows every change.
    await expect(navCart).toHaveAccessibleName('Cart, 1 item');

    await main.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/payment');
  });

  test('a failed remove keeps the line and says why', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const { data } = await products(page, '?limit=1');
    await apiAddToCart(page, token, data[0]._id, 1);
    await goto(page, '/cart');
    await page.route('**/api/cart/delete/**', (r) => r.fulfill({ status: 500, json: { msg: 'try later' } }));
    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${data[0].name} from cart` })
      .click();
    await expectToast(page, 'Unable to remove from cart', 'try later');
    await expect(page.getByRole('main').getByRole('heading', { name: data[0].name })).toBeVisible();
  });
});
