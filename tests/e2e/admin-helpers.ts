/** Steps the admin console's browser tests share: opening the console as an admin, and arranging data. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_ADMIN, expectAccessible, hydrated, newShopper } from './fixtures';
import { apiAddAddress } from './shopper-helpers';

export { DEMO_ADMIN };

/** Stores a session the way the login form does (docs/product.md §3: token, isAuth expiry, userrole). */
export async function storeSession(page: Page, token: string, role: string): Promise<void> {
  // Any page of the origin will do; the health check is the lightest.
  await page.goto('/api/health');
  await page.evaluate(
    ([t, r]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('isAuth', String(Date.now() + 17_940_000));
      localStorage.setItem('userrole', r);
    },
    [token, role],
  );
}

/**
 * The console as the demo admin, open on a section. The session is stored the way the login form
 * stores it (fast); admin-frame.spec.ts signs in through the form itself.
 */
export async function openConsole(page: Page, hash = ''): Promise<void> {
  await storeSession(page, await apiToken(page, DEMO_ADMIN, true), 'admin');
  await page.goto(`/admin${hash ? `#${hash}` : ''}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: `Account menu: ${DEMO_ADMIN.name}` })).toBeVisible();
}

/** Opens a section through the side menu (or the drawer on a phone). */
export async function goSection(page: Page, name: string): Promise<void> {
  const side = page.getByRole('complementary').getByRole('navigation', { name: 'Admin menu' });
  if (await side.isVisible()) {
    await side.getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name, exact: true }).click();
  }
}

export const toast = (page: Page, type: 'success' | 'error', text: string) => page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text });

const auth = (token: string) => ({ token });

export async function firstProduct(request: APIRequestContext) {
  const res = await request.get('/api/products?limit=1');
  return (await res.json()).data[0] as { _id: number; name: string; category: string; price: number };
}

/** A new shopper who has bought one product (through the atomic checkout). */
export async function shopperWithOrder(page: Page, name = 'Order Shopper', quantity = 2) {
  const who = await newShopper(page, name);
  const token = await apiToken(page, who);
  const r = page.request;
  const product = await firstProduct(r);
  const { _id: addressId } = await apiAddAddress(page, token, { firstName: 'Riya', lastName: 'Shah', company: '' });
  expect((await r.post('/api/cart/add', { headers: auth(token), data: { prodId: product._id, quantity } })).status()).toBe(201);
  const done = await r.post('/api/order/checkout', {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: { addressId },
  });
  expect(done.status()).toBe(201);
  const order = (await done.json()).data[0] as { _id: number; name: string; category: string; quantity: number; status: string };
  return { ...who, token, product, order };
}

/** axe on a console screen (expectAccessible waits for toasts to finish fading in). */
export const expectConsoleAccessible = expectAccessible;
