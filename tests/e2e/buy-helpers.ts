/**
 * Products for the browser tests that buy: made through the admin API with sizes whose stock is not
 * counted, so buying never runs the demo catalogue's finite stock down (the suite shares one
 * database), and deleted when the spec file ends (the list is newest first: other files see the seed).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_ADMIN } from './fixtures';
import type { ApiProduct } from './shopper-helpers';

const made: number[] = [];
let adminToken: string | undefined;
let seq = 0;

export async function uncountedProduct(page: Page, o: { price: number; name?: string; sizes?: string[] }): Promise<ApiProduct> {
  adminToken ??= await apiToken(page, DEMO_ADMIN, true);
  const name = o.name ?? `Buy test ${Date.now().toString(36)}-${seq++}`;
  const res = await page.request.post('/api/products/add', {
    headers: { token: adminToken },
    data: {
      name,
      brand: 'Test Loom',
      category: 'Buy tests',
      images: ['/images/products/bluebeam-cloud-jogger.svg'],
      oprice: o.price + 100,
      price: o.price,
      sizes: (o.sizes ?? ['M', 'L']).map((size) => ({ size, stock: null })),
    },
  });
  expect(res.status()).toBe(201);
  const data = (await res.json()).data as ApiProduct;
  made.push(data._id);
  return data;
}

/** For `test.afterAll`: takes this file's products out of the catalogue. */
export async function removeUncountedProducts(request: APIRequestContext): Promise<void> {
  if (!adminToken) return;
  for (const id of made.splice(0)) await request.delete(`/api/products/delete/${id}`, { headers: { token: adminToken } });
}
