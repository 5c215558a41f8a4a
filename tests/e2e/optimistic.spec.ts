/**
 * Cart and wishlist changes show at once (optimistic), before the server has answered, and are undone
 * when the server refuses them. Each test holds the server's answer back until it has checked the page.
 */
import { formatRs } from '../../src/lib/money';
import { expect, type Page, type Route, test } from './test';
import { products as productText, toasts as productsToasts } from '../../src/islands/product-list/messages';
import { toasts as cartToasts } from '../../src/islands/cart/messages';
import { goto } from './fixtures';
import { apiAddToCart, apiCart, expectToast, listReady, products, roomyProducts, signedInShopper } from './shopper-helpers';

/** Holds matching requests until `release` is called, then lets them through or answers 500. */
async function holdBack(page: Page, glob: string) {
  let open: (fail: boolean) => void = () => {};
  const gate = new Promise<boolean>((resolve) => {
    open = resolve;
  });
  await page.route(glob, async (route: Route) => {
    if (await gate) await route.fulfill({ status: 500, json: { msg: 'not now' } });
    else await route.continue();
  });
  return { pass: () => open(false), fail: () => open(true) };
}

const navCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });

test.describe('optimistic cart and wishlist', () => {
  test('a quantity change shows before the server answers, and stays when it agrees @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const [a] = await roomyProducts(page, 1);
    await apiAddToCart(page, token, a._id, 1);
    await goto(page, '/cart');
    const main = page.getByRole('main');
    const subtotal = main.getByTestId('cart-subtotal');
    await expect(subtotal).toHaveText(formatRs(a.price));

    const server = await holdBack(page, '**/api/cart/update/**');
    await main.getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    await expect(subtotal).toHaveText(formatRs(2 * a.price));
    expect((await apiCart(page, token))[0].quantity).toBe(1);
    server.pass();
    await expect(main.getByRole('button', { name: `Decrease quantity of ${a.name}` })).toBeEnabled();
    await expect(subtotal).toHaveText(formatRs(2 * a.price));
    expect((await apiCart(page, token))[0].quantity).toBe(2);
  });

  test('a refused quantity change and a refused remove are undone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    const [a, b] = await roomyProducts(page, 2);
    await apiAddToCart(page, token, a._id, 1);
    await apiAddToCart(page, token, b._id, 1);
    await goto(page, '/cart');
    const main = page.getByRole('main');
    const subtotal = main.getByTestId('cart-subtotal');
    await expect(subtotal).toHaveText(formatRs(a.price + b.price));
    await expect(navCart(page)).toHaveAccessibleName('Cart, 2 items');

    const update = await holdBack(page, '**/api/cart/update/**');
    await main.getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    await expect(subtotal).toHaveText(formatRs(2 * a.price + b.price));
    update.fail();
    await expectToast(page, cartToasts.quantityFailed, 'not now');
    await expect(subtotal).toHaveText(formatRs(a.price + b.price));

    const remove = await holdBack(page, '**/api/cart/delete/**');
    await main.getByRole('button', { name: `Remove ${b.name} from cart` }).click();
    await expect(main.getByRole('heading', { name: b.name })).toHaveCount(0);
    await expect(navCart(page)).toHaveAccessibleName('Cart, 1 item');
    remove.fail();
    await expectToast(page, cartToasts.removeFromCartFailed, 'not now');
    await expect(main.getByRole('heading', { name: b.name })).toBeVisible();
    await expect(navCart(page)).toHaveAccessibleName('Cart, 2 items');
    expect((await apiCart(page, token)).map((l) => l.quantity)).toEqual([1, 1]);
  });

  test('the heart fills before the server answers, and empties again when it refuses @phone', async ({ page }) => {
    const { token } = await signedInShopper(page);
    await listReady(page);
    const [first] = (await products(page, `?limit=1`)).data;
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: first.name }).first();

    const add = await holdBack(page, '**/api/wishlist/add');
    await card.getByRole('button', { name: productText.addToWishlist(first.name) }).click();
    await expect(card.getByRole('button', { name: productText.removeFromWishlist(first.name) })).toBeVisible();
    add.pass();
    await expectToast(page, productsToasts.addedToWishlist);
    const saved = await page.request.get('/api/wishlist', { headers: { token } });
    expect((await saved.json()).data.map((p: { _id: number }) => p._id)).toEqual([first._id]);

    const removal = await holdBack(page, '**/api/wishlist/delete/**');
    await card.getByRole('button', { name: productText.removeFromWishlist(first.name) }).click();
    await expect(card.getByRole('button', { name: productText.addToWishlist(first.name) })).toBeVisible();
    removal.fail();
    await expectToast(page, productsToasts.wishlistFailed, 'not now');
    await expect(card.getByRole('button', { name: productText.removeFromWishlist(first.name) })).toBeVisible();
  });
});
