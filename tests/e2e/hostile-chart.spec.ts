/**
 * The Analyse chart draws stored text: a category carrying markup shows literally in the legend and
 * the tooltip and never becomes elements (apexcharts writes those labels as HTML). Orders keep their
 * category after the product is gone, so the product is deleted before the chart is opened.
 */
import { expect, test } from './test';
import { admin as adminText } from '../../src/islands/admin/messages';
import { apiToken, DEMO_ADMIN, hydrated, newShopper } from './fixtures';
import { storeSession } from './admin-helpers';

const tag = `chart${Date.now().toString(36)}`;
const CATEGORY = `Hostile ${tag} <b>bold</b><img src="/images/beacon.svg">`;

test('a hostile category is text in the Analyse legend and tooltip', async ({ page }) => {
  test.setTimeout(90_000);
  const r = page.request;
  const adminToken = await apiToken(page, DEMO_ADMIN, true);
  const added = await r.post('/api/products/add', {
    headers: { token: adminToken },
    data: {
      name: `Chart tee ${tag}`,
      brand: 'Northloom',
      category: CATEGORY,
      images: ['/images/products/bluebeam-cloud-jogger.svg'],
      oprice: 1000,
      price: 900,
    },
  });
  expect(added.status()).toBe(201);
  const productId = (await added.json()).data._id as number;
  const shopper = await newShopper(page, 'Chart Shopper');
  const token = await apiToken(page, shopper);
  const addr = await r.post('/api/address/add', {
    headers: { token },
    data: {
      country: 'India',
      firstName: 'Chart',
      lastName: 'Test',
      address: '1 Test Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      phone: '9876543210',
      declaration: true,
    },
  });
  const addressId = (await addr.json()).data._id as number;
  const order = await r.post('/api/order/add', { headers: { token }, data: { prodId: productId, quantity: 3, addressId } });
  expect(order.status()).toBe(201);
  expect((await r.delete(`/api/products/delete/${productId}`, { headers: { token: adminToken } })).status()).toBe(200);

  const beacons: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('beacon')) beacons.push(req.url());
  });
  await storeSession(page, adminToken, 'admin');
  await page.goto('/admin#analyse');
  await hydrated(page);
  const chart = page.getByRole('figure', { name: adminText.analyse.title });
  await expect(chart.locator('.apexcharts-legend')).toBeVisible();
  await expect(chart.locator('.apexcharts-legend-text', { hasText: tag })).toHaveText(CATEGORY);

  // Hover the hostile category's own slice (legend item N is slice N - 1) until the tooltip names it.
  // With the suite's many categories its slice is thin and the pie redraws under the pointer, so the
  // pointer leaves and comes back until the tooltip shows that slice, not a neighbour.
  const rel = Number(await chart.locator('.apexcharts-legend-series', { hasText: tag }).getAttribute('rel'));
  const slice = chart.locator(`path.apexcharts-pie-slice-${rel - 1}`);
  const tooltip = chart.locator('.apexcharts-tooltip');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await slice.hover({ force: true });
    await expect(tooltip, 'the tooltip shows the hostile category as text').toContainText(CATEGORY, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  expect(await chart.locator('b, img').count()).toBe(0);
  expect(beacons).toEqual([]);
});
