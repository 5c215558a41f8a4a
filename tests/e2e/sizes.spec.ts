/**
 * Sizes and stock in the storefront: choosing a size, sold-out sizes and products, the quick add's
 * size chooser, and two shoppers racing for the last unit. Products are made through the API with
 * stock of their own, and deleted afterwards so other specs see the catalogue as seeded.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { apiToken, DEMO_ADMIN, goto, newShopper } from './fixtures';
import { storeSession } from './admin-helpers';
import { bagDrawer } from './bag-helpers';
import { apiCart, continueToPayment, expectToast, fillAddress, placeOrder } from './shopper-helpers';

const made: number[] = [];
let adminToken: string | undefined;

async function admin(page: Page) {
  adminToken ??= await apiToken(page, DEMO_ADMIN, true);
  return adminToken;
}

async function productWith(page: Page, name: string, sizes: { size: string; stock: number | null }[]) {
  const res = await page.request.post('/api/products/add', {
    headers: { token: await admin(page) },
    data: { name, brand: 'Size Lab', category: 'Size tests', images: ['/images/products/bluebeam-cloud-jogger.svg'], oprice: 1500, price: 1200, sizes },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as number;
  made.push(id);
  return id;
}

/** A signed-in shopper (session stored as the login form stores it) with a saved address. */
async function shopper(page: Page, name: string) {
  const who = await newShopper(page, name);
  const token = await apiToken(page, who);
  const addr = await page.request.post('/api/address/add', {
    headers: { token },
    data: {
      country: 'India',
      firstName: name,
      lastName: 'Test',
      address: '1 Size Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      phone: '9876543210',
      declaration: true,
    },
  });
  expect(addr.status()).toBe(201);
  await storeSession(page, token, 'user');
  return { ...who, token };
}

test.afterAll(async ({ request }: { request: APIRequestContext }) => {
  if (!adminToken) return;
  for (const id of made) await request.delete(`/api/products/delete/${id}`, { headers: { token: adminToken } });
});

test.describe('sizes and stock', () => {
  test('a shopper chooses a size: it goes into the URL, the stepper stops at what is left, and the cart shows it @phone', async ({ page }) => {
    const tag = `Size pick ${Date.now().toString(36)}`;
    const id = await productWith(page, tag, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 12 },
      { size: 'L', stock: 2 },
    ]);
    await shopper(page, 'Picker');
    await goto(page, `/products/${id}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    // Several sizes: none is chosen for the shopper. Sold out is greyed, never struck through.
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
    const soldOut = sizes.getByRole('radio', { name: 'S, sold out: notify me', exact: true });
    await expect(soldOut).not.toBeChecked();
    await expect(soldOut.locator('xpath=following-sibling::span')).toHaveCSS('text-decoration-line', 'none');

    // Arrow keys move between the sizes: left from M comes to the sold-out S, which offers 'Notify me'
    // instead of the buttons (tests/e2e/notify.spec.ts), and wraps on to L.
    await sizes.getByRole('radio', { name: 'M', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(soldOut).toBeChecked();
    await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to bag' })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/[?&]size=L\b/);
    await expect(page.getByText('Only 2 left')).toBeVisible();
    const more = page.getByRole('button', { name: 'Increase quantity' });
    await more.click();
    await expect(page.getByRole('main').getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await expect(more).toBeDisabled();

    await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click();
    await bagDrawer(page).getByRole('link', { name: 'View bag' }).click();
    await page.waitForURL('**/cart');
    const line = page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: tag });
    await expect(line).toContainText('Size: L');
    await expect(line.getByRole('group', { name: `Quantity: ${tag}` })).toContainText('2');
  });

  test('the size in the URL is chosen in the server’s HTML, and a sold-out size in the URL is not', async ({ page }) => {
    const id = await productWith(page, `Size url ${Date.now().toString(36)}`, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 3 },
      { size: 'L', stock: 9 },
    ]);
    const html = await (await page.request.get(`/products/${id}?size=L`)).text();
    expect(html).toMatch(/value="L"[^>]*checked|checked[^>]*value="L"/);
    expect(html).toContain('S, sold out');
    // A sold-out size in the URL is dropped, and no other is chosen in its place.
    await goto(page, `/products/${id}?size=S`);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]size=/);
  });

  test('a product sold out in every size says so instead of offering to buy it', async ({ page }) => {
    const name = `Size gone ${Date.now().toString(36)}`;
    const id = await productWith(page, name, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 0 },
    ]);
    await goto(page, `/products/${id}`);
    await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to bag' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'BUY IT NOW' })).toHaveCount(0);
    await goto(page, `/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Sold out')).toBeVisible();
    await expect(card.getByRole('button', { name: `${name} is sold out` })).toBeDisabled();
  });

  test('the card’s quick add asks for the size when there is more than one @phone', async ({ page }) => {
    const name = `Size quick ${Date.now().toString(36)}`;
    await productWith(page, name, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 5 },
      { size: 'L', stock: 5 },
    ]);
    const me = await shopper(page, 'Quick');
    await goto(page, `/products?search=${encodeURIComponent(name)}`);
    const quickAdd = page.getByRole('button', { name: `Add ${name} to cart` });
    const chooser = page.getByRole('dialog', { name: `Choose a size for ${name}` });
    // From the keyboard: Enter opens the chooser, Escape closes it and focus goes back to the button.
    await quickAdd.focus();
    await page.keyboard.press('Enter');
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(quickAdd).toBeFocused();
    await quickAdd.click();
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'S, sold out' })).toBeDisabled();
    await chooser.getByRole('button', { name: 'Add size L' }).click();
    await expect(chooser).toBeHidden();
    await expectToast(page, 'Added to cart');
    await expect.poll(async () => (await apiCart(page, me.token)).map((l) => `${l.name}/${l.size}`)).toEqual([`${name}/L`]);
  });

  test('a card’s quick add puts a one-size product straight into the cart', async ({ page }) => {
    const name = `Size one ${Date.now().toString(36)}`;
    await productWith(page, name, [{ size: 'One size', stock: 4 }]);
    const me = await shopper(page, 'Onesize');
    await goto(page, `/products?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Add ${name} to cart` }).click();
    await expectToast(page, 'Added to cart');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await apiCart(page, me.token)).map((l) => `${l.name}/${l.size}`)).toEqual([`${name}/One size`]);
  });

  test('two shoppers want the last unit: the second checkout is refused, its line named, its cart kept', async ({ browser, page }) => {
    const name = `Size last ${Date.now().toString(36)}`;
    const id = await productWith(page, name, [{ size: 'M', stock: 1 }]);
    const first = await shopper(page, 'First');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const second = await shopper(other, 'Second');
    for (const [p, who] of [
      [page, first],
      [other, second],
    ] as const) {
      const res = await p.request.post('/api/cart/add', { headers: { token: who.token }, data: { prodId: id } });
      expect(res.status()).toBe(201);
    }
    // Both are on the checkout: the first with a saved address chosen, the second typing a new one.
    await goto(page, '/payment');
    await page
      .getByRole('button', { name: /Deliver to/ })
      .first()
      .click();
    await goto(other, '/payment');
    await fillAddress(other);
    await continueToPayment(other);
    await placeOrder(page);

    await other.getByRole('button', { name: 'Place Order' }).click();
    await expectToast(other, 'Unable to place order');
    const line = other.getByRole('complementary', { name: 'Your order' }).getByRole('listitem').filter({ hasText: name });
    await expect(line).toContainText('Size M is sold out');
    await expect(other.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await expect(other).toHaveURL(/\/payment$/);
    // What the shopper typed is still there, and the cart was kept.
    await other.getByRole('button', { name: 'Change the delivery address' }).click();
    await expect(other.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await expect(other.getByRole('main').getByLabel('Address', { exact: true })).toHaveValue('12 MG Road');
    await expect(other.getByRole('main').getByLabel('PIN code')).toHaveValue('411001');
    expect((await apiCart(other, second.token)).map((l) => l.name)).toEqual([name]);

    await goto(other, '/cart');
    await expect(other.getByText('Sold out in size M')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await otherContext.close();
  });
});
