import AxeBuilder from '@axe-core/playwright';
/** Steps the shopper's browser tests share: toasts, arranging data through the API, reading the session. */
import { expect, type Page } from '@playwright/test';
import { defaultSize } from '../../src/lib/stock';
import { apiToken, goto, hydrated, newShopper, startIsland } from './fixtures';

export interface ApiProduct {
  _id: number;
  name: string;
  price: number;
  brand: string;
  category: string;
  image: string;
  images: string[];
  oprice: number;
  discount: string;
  description: string;
  materialCare: string;
  fit: string;
  sizes: { size: string; stock: number | null }[];
}

/** A sonner toast with this title (and description, when given). */
export function toast(page: Page, title: string, description?: string) {
  const t = page.locator('[data-sonner-toast]').filter({ hasText: title });
  return description ? t.filter({ hasText: description }) : t;
}

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page, title, description).first()).toBeVisible();
}

/**
 * Signs in through the login form and lands on `to` (one of the shopper's pages, whose islands all
 * hydrate at load; the home page has islands that hydrate only when scrolled to).
 */
export async function logIn(page: Page, who: { email: string; password: string }, to = '/products') {
  await goto(page, `/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname + u.search === to);
  await hydrated(page);
}

/** A new shopper, signed in through the login form; their API token for arranging data. */
export async function signedInShopper(page: Page, to = '/products') {
  const who = await newShopper(page);
  await logIn(page, who, to);
  const token = await apiToken(page, who);
  return { ...who, token };
}

export async function products(page: Page, query = ''): Promise<{ data: ApiProduct[]; total: number }> {
  const res = await page.request.get(`/api/products${query}`);
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** Units of its default size a product must have left for `roomyProducts`: a test raises a line by a few. */
const ROOM = 5;

/**
 * The newest `count` products a shopper can add several of without naming a size. Other tests, running at
 * the same time, make products with one unit left (a return, a sold-out size), and the newest product is
 * then theirs: a test that raises a line's quantity found its + button disabled.
 */
export async function roomyProducts(page: Page, count: number): Promise<ApiProduct[]> {
  const roomy = (await products(page, '?limit=48')).data.filter((p) => {
    const size = p.sizes.find((s) => s.size === defaultSize(p.sizes));
    return size !== undefined && (size.stock === null || size.stock >= ROOM);
  });
  expect(roomy.length).toBeGreaterThanOrEqual(count);
  return roomy.slice(0, count);
}

export async function apiAddToCart(page: Page, token: string, prodId: number, quantity = 1) {
  const res = await page.request.post('/api/cart/add', { data: { prodId, quantity }, headers: { token } });
  expect(res.status()).toBe(201);
}

export async function apiCart(page: Page, token: string): Promise<{ _id: number; prodId: number; quantity: number; name: string; size: string }[]> {
  const res = await page.request.get('/api/cart', { headers: { token } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data;
}

export async function apiAddresses(page: Page, token: string): Promise<{ _id: number; firstName: string; declaration: boolean }[]> {
  const res = await page.request.get('/api/address', { headers: { token } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data;
}

export async function apiAddAddress(page: Page, token: string, over: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/address/add', {
    headers: { token },
    data: {
      country: 'India',
      firstName: 'Asha',
      lastName: 'Rao',
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      phone: '9876543210',
      declaration: true,
      ...over,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { _id: number };
}

export async function apiOrders(page: Page, token: string): Promise<{ _id: number; name: string; quantity: number; addressId: number }[]> {
  const res = await page.request.get('/api/order', { headers: { token } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data;
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** The product list has started (it starts at the first touch: client:touch), finished loading and shows cards. */
export async function listReady(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const list = main.locator('astro-island[component-url*="ProductsApp"]');
  if (await list.count()) await startIsland(list.getByRole('combobox', { name: 'Sort by' }));
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole('listitem').first()).toBeVisible();
}

/** The prices shown on the product cards, in order, once the list has loaded. */
export async function cardPrices(page: Page): Promise<number[]> {
  await listReady(page);
  const texts = await page
    .getByRole('main')
    // The cards shown: the list keeps the server's first cards in the page, hidden, while it shows another list.
    .getByRole('listitem')
    .getByText(/^Rs\. [\d,]+\.00$/)
    .allTextContents();
  return texts.map((t) => Number(t.replace(/^Rs\. /, '').replace(/,/g, '')));
}

/** Fills the checkout's new-address form. */
export async function fillAddress(page: Page, o: { save?: boolean } = {}) {
  const main = page.getByRole('main');
  await main.getByLabel('Country/Region').selectOption('India');
  await main.getByLabel('First Name').fill('Asha');
  await main.getByLabel('Last Name').fill('Rao');
  await main.getByLabel('Address', { exact: true }).fill('12 MG Road');
  await main.getByLabel('City').fill('Pune');
  await main.getByLabel('PIN code').fill('411001');
  await main.getByLabel('State / Union Territory').selectOption('Maharashtra');
  await main.getByLabel('Phone').fill('9876543210');
  if (o.save) await main.getByLabel('Save this information for next time').check();
}

/**
 * axe finds no serious or critical violation on the page. The toaster is left out: a toast raised
 * by the step before may still be fading in, and axe then measures its half-transparent colours.
 */
export async function expectPageAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** The checkout's address step is done (a saved address chosen or the form filled): on to the payment step. */
export async function continueToPayment(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main.getByRole('group', { name: 'Payment method' })).toBeVisible();
}

/** From the address step: the payment step, then Place Order (cash on delivery unless a method is named); lands on the order's page. */
export async function placeOrder(page: Page, method?: string) {
  await continueToPayment(page);
  const main = page.getByRole('main');
  if (method) await main.getByRole('radio', { name: method }).check();
  await expect(main.getByTestId('to-pay')).toBeVisible();
  await main.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/orders\/\d+$/);
  await hydrated(page);
}
