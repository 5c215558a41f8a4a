/**
 * A guest shops before signing in: the cart and the hearts are kept in this browser, the cart page
 * shows them, and signing in at checkout joins them to the account and comes back to the checkout.
 * And the sign-in forms keep what was typed before their island took over.
 */
import { formatRs } from '../../src/lib/money';
import { expect, type Page, test } from './test';
import { auth } from '../../src/islands/auth/messages';
import { cart } from '../../src/islands/cart/messages';
import { products as productText } from '../../src/islands/product-list/messages';
import { wishlist } from '../../src/islands/wishlist/messages';
import { apiToken, goto, hydrated, newShopper } from './fixtures';
import { apiCart, listReady, roomyProducts } from './shopper-helpers';
import { addToBag } from './bag-helpers';

const navCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });

test.describe('guest cart and wishlist', () => {
  test("a guest's cart and hearts survive sign-in at checkout, and the checkout comes back @phone", async ({ page }) => {
    const who = await newShopper(page, 'Guest Who Signs In');
    const [first, second] = await roomyProducts(page, 2);

    await goto(page, `/products/${first._id}`);
    await addToBag(page);
    await page.keyboard.press('Escape');
    await expect(navCart(page)).toHaveAccessibleName('Cart, 1 item');
    expect(page.url()).not.toContain('/login');

    await goto(page, '/products');
    await listReady(page);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: second.name }).first();
    await card.getByRole('button', { name: productText.addToWishlist(second.name) }).click();
    await expect(card.getByRole('button', { name: productText.removeFromWishlist(second.name) })).toBeVisible();

    await goto(page, '/cart');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(main.getByTestId('cart-subtotal')).toHaveText(formatRs(first.price));
    await main.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await expect(main.getByTestId('cart-subtotal')).toHaveText(formatRs(2 * first.price));

    // Only checkout asks to sign in, and comes back to it.
    await main.getByRole('button', { name: cart.placeOrder }).click();
    await page.waitForURL(/\/login\?redirect=%2Fpayment$/);
    await hydrated(page);
    await page.getByLabel(auth.email).fill(who.email);
    await page.getByLabel(auth.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: auth.signIn }).click();
    await page.waitForURL((u) => u.pathname === '/payment');
    await expect(page.getByRole('complementary').getByText(first.name)).toBeVisible();

    const token = await apiToken(page, who);
    expect((await apiCart(page, token)).map((l) => [l.prodId, l.quantity])).toEqual([[first._id, 2]]);
    const saved = await (await page.request.get('/api/wishlist', { headers: { token } })).json();
    expect(saved.data.map((p: { _id: number }) => p._id)).toEqual([second._id]);
    await expect(navCart(page)).toHaveAccessibleName('Cart, 1 item');
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBe('[]');
  });

  test('a guest sees an empty cart and wishlist, not the login page', async ({ page }) => {
    await goto(page, '/cart');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByText(cart.empty)).toBeVisible();
    await goto(page, '/wishlist');
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('main').getByText(wishlist.empty)).toBeVisible();
  });
});

test.describe('forms from the first paint', () => {
  test('what is typed before the login form hydrates is kept and sent @phone', async ({ page }) => {
    const who = await newShopper(page, 'Early Typist');
    // Hold the form's script back until the fields have been typed in.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_astro/LoginForm*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel(auth.email).fill(who.email);
    await page.getByLabel(auth.password, { exact: true }).fill(who.password);
    release();
    await hydrated(page);
    await expect(page.getByLabel(auth.email)).toHaveValue(who.email);
    await expect(page.getByLabel(auth.password, { exact: true })).toHaveValue(who.password);
    await page.getByRole('button', { name: auth.signIn }).click();
    await page.waitForURL((u) => u.pathname === '/products' || u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
});
