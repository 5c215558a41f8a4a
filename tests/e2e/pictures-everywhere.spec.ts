/**
 * Every line shows the product's photograph as a responsive <picture>, never a plain full-size image: the cart and the
 * shopper's orders draw a demo product (its drawings go through the picture pipeline at seeding) with
 * AVIF and WebP <source>s, and the browser loads the AVIF. Screenshots at 390 and 1280 px wide.
 */
import { expect, type Locator, type Page, test } from './test';
import { cart as cartText } from '../../src/islands/cart/messages';
import { checkout as checkoutText } from '../../src/islands/checkout/messages';
import { CHECKOUT_PATH } from '../../src/lib/constants';
import { nav } from '../../src/islands/nav/messages';
import { apiToken, goto, newShopper } from './fixtures';
import { addToBag, bagDrawer } from './bag-helpers';
import { removeUncountedProducts, uncountedProduct } from './buy-helpers';
import { apiAddAddress, apiAddToCart, logIn } from './shopper-helpers';

test.afterAll(async ({ request }) => removeUncountedProducts(request));

interface Listed {
  _id: number;
  name: string;
  pictures: { alt: string }[];
  inStock: boolean;
}

/** The first demo products whose first picture is ready (the worker makes them after the seed; this waits for two). */
async function picturedProducts(page: Page): Promise<Listed[]> {
  let found: Listed[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/products?limit=48');
        found = ((await res.json()).data as Listed[]).filter((p) => p.pictures.length > 0 && p.inStock);
        return found.length;
      },
      { message: 'two demo products with a ready picture', timeout: 90_000 },
    )
    .toBeGreaterThanOrEqual(2);
  return found.slice(0, 2);
}

/** A line's photograph: a <picture> with AVIF and WebP sources that list widths, an <img> of fixed size, and the AVIF loaded. */
async function expectResponsivePicture(line: Locator) {
  const picture = line.locator('picture');
  await expect(picture).toHaveCount(1);
  for (const type of ['image/avif', 'image/webp']) {
    const source = picture.locator(`source[type="${type}"]`);
    await expect(source).toHaveCount(1);
    await expect(source).toHaveAttribute('srcset', /^\/media\/\S+ \d+w/);
    await expect(source).toHaveAttribute('sizes', /px$/);
  }
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
}

test('the cart and the orders show a demo product’s picture with AVIF and WebP sources @phone', async ({ page }, info) => {
  const width = info.project.name === 'phone' ? 390 : 1280;
  await page.setViewportSize({ width, height: info.project.name === 'phone' ? 844 : 800 });
  const [bought, inCart] = await picturedProducts(page);
  const who = await newShopper(page);
  const token = await apiToken(page, who);
  const address = await apiAddAddress(page, token);
  await apiAddToCart(page, token, bought._id);
  const placed = await page.request.post('/api/order/checkout', {
    headers: { token, 'Idempotency-Key': `pictures-everywhere-${Date.now().toString(36)}-${width}` },
    data: { addressId: address._id, paymentMethod: 'cod' },
  });
  expect(placed.status()).toBe(201);
  await apiAddToCart(page, token, inCart._id);

  await logIn(page, who, '/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: cartText.title })).toBeVisible();
  const line = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: inCart.name }) });
  await expectResponsivePicture(line);
  await expect(line.getByRole('img', { name: inCart.name })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`cart-${width}.png`), fullPage: true });

  await page.goto(CHECKOUT_PATH);
  await expectResponsivePicture(page.getByRole('complementary', { name: checkoutText.orderSummary }).getByRole('listitem').filter({ hasText: inCart.name }));
  await page.screenshot({ path: info.outputPath(`checkout-${width}.png`), fullPage: true });

  await page.goto('/orders');
  // The purchase is a list item too: its item is the innermost one with the product's name.
  const item = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: bought.name }) })
    .last();
  await expectResponsivePicture(item);
  // The picture starts the line, as the plain image did: its sources take no room beside it.
  const [itemBox, pictureBox] = await Promise.all([item.boundingBox(), item.locator('picture img').boundingBox()]);
  expect(pictureBox?.x).toBe(itemBox?.x);
  await page.screenshot({ path: info.outputPath(`orders-${width}.png`), fullPage: true });
});

test('a search suggestion shows the product’s picture with AVIF and WebP sources', async ({ page }, info) => {
  const [pictured] = await picturedProducts(page);
  await goto(page, '/');
  const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: nav.search });
  await box.click();
  await box.pressSequentially(pictured.name);
  const option = page
    .getByRole('listbox', { name: nav.suggestions })
    .getByRole('group', { name: nav.suggestionGroups.products })
    .getByRole('option', { name: pictured.name });
  await expect(option).toBeVisible();
  await expectResponsivePicture(option);
  await page.screenshot({ path: info.outputPath('suggestions-1280.png') });
});

test('the ‘Added to bag’ drawer shows the product’s picture with AVIF and WebP sources @phone', async ({ page }, info) => {
  const [pictured] = await picturedProducts(page);
  await goto(page, `/products/${pictured._id}`);
  await addToBag(page);
  await expectResponsivePicture(bagDrawer(page));
  await page.screenshot({ path: info.outputPath(`added-${info.project.name}.png`) });
});

test('a product without a ready picture keeps its plain image in the cart and the checkout’s summary', async ({ page }) => {
  const plain = await uncountedProduct(page, { price: 700 });
  const who = await newShopper(page);
  const token = await apiToken(page, who);
  await apiAddAddress(page, token);
  await apiAddToCart(page, token, plain._id);
  await logIn(page, who, '/cart');
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: plain.name }) });
  const img = line.getByRole('img', { name: plain.name });
  await expect(img).toHaveAttribute('src', plain.images[0]);
  // No AVIF or WebP variants (the <picture> around it only keeps React from preloading it: ui/Picture.tsx).
  await expect(line.locator('picture source')).toHaveCount(0);
  await expect(img).not.toHaveAttribute('srcset', /./);

  await page.goto(CHECKOUT_PATH);
  const summary = page.getByRole('complementary', { name: checkoutText.orderSummary });
  await expect(summary.getByText(plain.name)).toBeVisible();
  await expect(summary.locator(`img[src="${plain.images[0]}"]`)).toHaveCount(1);
  await expect(summary.locator('picture source')).toHaveCount(0);
});
