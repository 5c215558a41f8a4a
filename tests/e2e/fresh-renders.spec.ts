/**
 * A render shares nothing with the renders before it but the page cache: once an admin reprices a
 * product and sells it out, the next render of any list showing it, the same URL or a new one, says
 * so in its HTML (read here without JavaScript, as a crawler or a slow phone before hydration sees it).
 */
import { expect, type Page, test } from './test';
import { formatRs } from '../../src/lib/money';
import { products as t } from '../../src/islands/product-list/messages';
import { apiToken, DEMO_ADMIN } from './fixtures';

test.use({ javaScriptEnabled: false });

/** Prices no demo product has. */
const OLD_PRICE = 2461;
const NEW_PRICE = 2419;

async function card(page: Page, path: string, name: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

test('a product repriced and sold out shows so in the next render of the same list and of new ones', async ({ page }) => {
  const headers = { token: await apiToken(page, DEMO_ADMIN, true) };
  const word = `Zephyrine${Date.now().toString(36)}`;
  const name = `${word} Stale Check Tee`;
  const added = await page.request.post('/api/products/add', {
    headers,
    data: {
      name,
      brand: 'Hatch Street',
      images: ['https://img.example.com/stale-check-tee.png'],
      oprice: 2999,
      price: OLD_PRICE,
      category: "Men's T-shirts",
      sizes: [
        { size: 'M', stock: 4 },
        { size: 'L', stock: 4 },
      ],
    },
  });
  expect(added.status()).toBe(201);
  const id = (await added.json()).data._id as number;
  const list = `/products?search=${word}`;
  try {
    const before = await card(page, list, name);
    await expect(before).toContainText(formatRs(OLD_PRICE));
    await expect(before).not.toContainText(t.soldOut);

    const changed = await page.request.patch(`/api/products/update/${id}`, {
      headers,
      data: {
        price: NEW_PRICE,
        sizes: [
          { size: 'M', stock: 0 },
          { size: 'L', stock: 0 },
        ],
      },
    });
    expect(changed.status()).toBe(200);

    // The same URL (its cached page dropped by the change), the same list under a new URL, and a new list.
    for (const path of [list, `${list}&utm_source=newsletter`, `/products?search=${word.toLowerCase()}%20tee`]) {
      const after = await card(page, path, name);
      await expect(after, path).toContainText(formatRs(NEW_PRICE));
      await expect(after, path).not.toContainText(formatRs(OLD_PRICE));
      await expect(after, path).toContainText(t.soldOut);
    }
  } finally {
    expect((await page.request.delete(`/api/products/delete/${id}`, { headers })).status()).toBe(200);
  }
});
