/**
 * Fulfilment in the browser: the shopper's tracking timeline and cancelling
 * on /orders/{id}, phone and laptop; Manage Orders' badges, step filter, bulk mark packed / shipped,
 * the cancel confirmation; chart labels written once and axes that do not run together.
 */
import { expect, type Page, test } from './test';
import { expectConsoleAccessible, goSection, openConsole, shopperWithOrder, storeSession, toast } from './admin-helpers';
import { apiToken, DEMO_ADMIN, expectAccessible, hydrated, newShopper } from './fixtures';
import { apiAddAddress } from './shopper-helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const tag = () => `f${Date.now().toString(36)}${seq++}`;

/** This file's products, deleted when it ends: the home page's New Arrivals list the newest products. */
const made: { id: number; admin: string }[] = [];
test.afterAll(async ({ request }) => {
  for (const { id, admin } of made.splice(0)) await request.delete(`/api/products/delete/${id}`, { headers: { token: admin } });
});

/** A product of the test's own, with plenty of size M, at `price`. */
async function product(page: Page, admin: string, name: string, price: number) {
  const res = await page.request.post('/api/products/add', {
    headers: { token: admin },
    data: {
      name,
      brand: 'Kite & Co',
      category: "Men's T-shirts",
      images: ['/images/products/bluebeam-cloud-jogger.svg'],
      oprice: price + 200,
      price,
      sizes: [{ size: 'M', stock: 50 }],
    },
  });
  expect(res.status()).toBe(201);
  const data = (await res.json()).data as { _id: number; name: string };
  made.push({ id: data._id, admin });
  return data;
}

/** A shopper who bought the given products (one each, size M) in one purchase, cash on delivery. */
async function purchase(page: Page, names: string[], prices: number[]) {
  const admin = await apiToken(page, DEMO_ADMIN, true);
  const products = [];
  for (const [i, name] of names.entries()) products.push(await product(page, admin, name, prices[i] ?? 999));
  const who = await newShopper(page, 'Track Shopper');
  const token = await apiToken(page, who);
  const { _id: addressId } = await apiAddAddress(page, token);
  const res = await page.request.post('/api/order/checkout', {
    headers: { token, 'Idempotency-Key': `ful-${tag()}` },
    data: { addressId, items: products.map((p) => ({ prodId: p._id, quantity: 1, size: 'M' })) },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { admin, token, who, purchaseId: body.purchase._id as number, orders: body.data as { _id: number; name: string }[], products };
}

const bulk = (page: Page, admin: string, data: Record<string, unknown>) => page.request.post('/api/order/bulk-step', { headers: { token: admin }, data });

test.describe('the shopper: tracking and cancelling', () => {
  test('the timeline shows each step with its day; one item, then the whole order, is cancelled after asking @phone', async ({ page }) => {
    const t = tag();
    const p = await purchase(page, [`Track Tee ${t}`, `Track Cap ${t}`], [1200, 700]);
    expect((await bulk(page, p.admin, { step: 'packed', items: p.orders.map((o) => ({ id: o._id })) })).status()).toBe(200);
    await storeSession(page, p.token, 'user');
    await page.goto(`/orders/${p.purchaseId}`);
    await hydrated(page);

    await expect(page.getByRole('heading', { name: `Order #${p.purchaseId}` })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Tracking' });
    const steps = timeline.locator(':scope > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Placed');
    await expect(steps.nth(1)).toContainText('Packed');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(1).locator('time')).toBeVisible();
    await expect(steps.nth(2)).toContainText('Not yet');
    // Never the admin's words.
    await expect(page.locator('main')).not.toContainText(/Passed|Rejected|pending/);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Rs. 1,900.00');
    await page.screenshot({ path: test.info().outputPath('order-packed.png'), fullPage: true });

    // One item: asked first, then cancelled; the rest is priced again (700 is below free shipping: 99 added).
    await page.getByRole('button', { name: `Cancel Track Tee ${t}, size M` }).click();
    const ask = page.getByRole('dialog', { name: `Cancel Track Tee ${t}?` });
    await expect(ask).toContainText('has not shipped yet');
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(ask).toHaveCount(0);
    await page.getByRole('button', { name: `Cancel Track Tee ${t}, size M` }).click();
    await page
      .getByRole('dialog', { name: `Cancel Track Tee ${t}?` })
      .getByRole('button', { name: 'Yes, cancel' })
      .click();
    await expect(page.getByText(`Track Tee ${t} is cancelled`)).toBeVisible();
    const items = page.getByRole('region', { name: /items?$/ });
    await expect(items.getByRole('listitem').filter({ hasText: `Track Tee ${t}` })).toContainText('Cancelled');
    await expect(items.getByRole('listitem').filter({ hasText: `Track Tee ${t}` })).toContainText('at your request');
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Rs. 799.00');

    // The whole order.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(1)).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('order-cancelled.png'), fullPage: true });
  });

  test('a shipped order shows the courier, the tracking number and the expected day, and cannot be cancelled', async ({ page }) => {
    const t = tag();
    const p = await purchase(page, [`Ship Tee ${t}`], [1600]);
    const id = p.orders[0]._id;
    expect((await bulk(page, p.admin, { step: 'packed', items: [{ id }] })).status()).toBe(200);
    const day = inDays(5);
    expect(
      (await bulk(page, p.admin, { step: 'shipped', courier: 'Delhivery', expectedDelivery: day, items: [{ id, trackingNumber: `DLV${t}` }] })).status(),
    ).toBe(200);
    await storeSession(page, p.token, 'user');
    for (const width of [390, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/orders/${p.purchaseId}`);
      await hydrated(page);
      const steps = page.getByRole('list', { name: 'Tracking' }).locator(':scope > li');
      await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(2)).toContainText('Courier: Delhivery');
      await expect(steps.nth(2)).toContainText(`DLV${t}`);
      await expect(steps.nth(3)).toContainText('Expected by');
      await expect(page.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`order-shipped-${width}.png`), fullPage: true });
    }
  });
});

test.describe('Manage Orders works in steps', () => {
  test('badges, amount, date and payment per order; filter by step; bulk mark packed then shipped; the detail shows the timeline', async ({ page }) => {
    const t = tag();
    const a = await shopperWithOrder(page, `Bulk ${t} A`, 1);
    const b = await shopperWithOrder(page, `Bulk ${t} B`, 1);
    await openConsole(page, 'manage-orders');
    const table = page.getByRole('region', { name: 'Manage Orders table' }).getByRole('table');
    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('Search').fill(`bulk ${t}`);
    await filters.getByRole('button', { name: 'Search' }).click();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(table.getByRole('columnheader')).toHaveText(['', 'Photo', 'Order', 'Shopper', 'Amount', 'Placed · Payment', 'Status', 'Actions']);
    const rowA = rows.filter({ hasText: a.email });
    await expect(rowA).toContainText('Placed');
    await expect(rowA).toContainText('Cash on delivery');
    await expect(rowA).toContainText(/Rs\. [\d,]+\.00/);
    await expect(rowA.locator('time')).toBeVisible();

    // Filter by step: nothing is packed yet.
    await filters.getByLabel('Status').selectOption({ label: 'Packed' });
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    await filters.getByLabel('Status').selectOption({ label: 'Any status' });
    await expect(rows).toHaveCount(2);

    // Bulk: both packed.
    await page.getByRole('checkbox', { name: `Select order #${a.order._id}` }).check();
    await page.getByRole('checkbox', { name: `Select order #${b.order._id}` }).check();
    const bar = page.getByRole('toolbar', { name: 'Change the selected orders' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Mark packed' }).click();
    await expect(toast(page, 'success', '2 orders marked Packed')).toBeVisible();
    await expect(rows.filter({ hasText: 'Packed' })).toHaveCount(2);
    await filters.getByLabel('Status').selectOption({ label: 'Packed' });
    await expect(rows).toHaveCount(2);

    // Bulk: both shipped, which asks for the courier, the day and a tracking number each.
    await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
    await bar.getByRole('button', { name: 'Mark shipped…' }).click();
    const ship = page.getByRole('dialog', { name: 'Ship 2 orders' });
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship.getByText('Enter the courier')).toBeVisible();
    await ship.getByLabel('Courier').fill('Blue Dart');
    await ship.getByLabel('Expected delivery').fill(inDays(3));
    await ship.getByLabel(`Tracking number · #${a.order._id} ${a.order.name}`).fill(`BDA${t}`);
    await ship.getByLabel(`Tracking number · #${b.order._id} ${b.order.name}`).fill(`BDB${t}`);
    await page.screenshot({ path: test.info().outputPath('ship-dialog.png') });
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toast(page, 'success', '2 orders marked Shipped')).toBeVisible();
    await filters.getByLabel('Status').selectOption({ label: 'Shipped' });
    await expect(rows).toHaveCount(2);
    await expect(rowA.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await expectConsoleAccessible(page);

    await rowA.getByRole('button', { name: `Details of order #${a.order._id}` }).click();
    const detail = page.getByRole('dialog', { name: `Order #${a.order._id}` });
    await expect(detail).toContainText(`Blue Dart · BDA${t}`);
    const history = detail.getByRole('region', { name: 'Status history' }).getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.nth(1)).toContainText('Packed');
    await expect(history.nth(2)).toContainText('Shipped');
    await expect(history.nth(2)).toContainText(`by ${DEMO_ADMIN.name}`);
    await detail.getByRole('button', { name: 'Close' }).click();
  });

  test('cancelling asks first, says the stock goes back, and needs a reason @phone', async ({ page }) => {
    const t = tag();
    const c = await shopperWithOrder(page, `Cancel ${t}`, 2);
    await openConsole(page, 'manage-orders');
    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('Search').fill(c.email);
    await filters.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('region', { name: 'Manage Orders table' }).locator('tbody tr').first();
    await expect(row).toContainText('Placed');
    await row.getByRole('button', { name: 'Cancel…' }).click();
    const ask = page.getByRole('dialog', { name: `Cancel order #${c.order._id}?` });
    await expect(ask).toContainText('Its 2 units go back in stock (size');
    await ask.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(ask).toContainText('Say why the order is cancelled');
    await ask.getByLabel('Reason (the shopper reads it)').fill('The courier does not reach this PIN code');
    await page.screenshot({ path: test.info().outputPath('cancel-dialog.png') });
    await ask.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(toast(page, 'success', 'Order marked Cancelled')).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel…' })).toHaveCount(0);
  });

  for (const width of [390, 1280, 1440]) {
    test(`Manage Orders at ${width} px: nothing scrolls sideways`, async ({ page }) => {
      await shopperWithOrder(page, `Wide ${tag()}`);
      await page.setViewportSize({ width, height: 900 });
      await openConsole(page, 'manage-orders');
      await expect(page.getByRole('region', { name: 'Manage Orders table' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`manage-orders-${width}.png`), fullPage: false });
    });
  }
});

/** The boxes of an axis's labels, left to right (or top to bottom). */
async function labelBoxes(page: Page, selector: string) {
  const boxes = [];
  for (const l of await page.locator(selector).all()) {
    const b = await l.boundingBox();
    if (b && b.width > 0 && (await l.textContent())?.trim()) boxes.push(b);
  }
  return boxes;
}
const overlaps = (bs: { x: number; y: number; width: number; height: number }[]) =>
  bs.some((a, i) => bs.some((b, j) => i < j && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height));

test.describe('Analyse charts', () => {
  for (const width of [1280, 1440]) {
    test(`names are written once and the axes do not run together at ${width} px`, async ({ page }) => {
      const t = tag();
      const p = await purchase(page, [`Kite & Co <b>Tee</b> ${t}`], [9999]);
      expect(p.orders).toHaveLength(1);
      await page.setViewportSize({ width, height: 1000 });
      await openConsole(page, 'analyse');
      await goSection(page, 'Analyse');
      const sales = page.getByRole('region', { name: 'Sales' });
      const revenue = sales.getByRole('figure', { name: 'Revenue by day, last 30 days' });
      await expect(revenue.locator('.apexcharts-canvas')).toBeVisible();
      const top = sales.getByRole('figure', { name: 'Top 10 products by revenue' });
      await expect(top.locator('.apexcharts-canvas')).toBeVisible();
      // A long label is cut short on screen ('Kite & Co <b>Tee</b...'), its <title> keeps the whole name:
      // both read as written, escaped once (neither '&amp;' nor '&lt;b&gt;', nor markup that drops '<b>').
      const label = top.locator('.apexcharts-yaxis-label', { hasText: t });
      await expect(label).toHaveText(/^Kite & Co <b>Tee/);
      await expect(label).toContainText(`Kite & Co <b>Tee</b> ${t}`);
      for (const canvas of await page.locator('.apexcharts-canvas').all()) await expect(canvas).not.toContainText('&amp;');
      // The tooltip is HTML: the name shows as written there too, once, and never as markup.
      const bars = top.locator('path.apexcharts-bar-area');
      const tooltip = top.locator('.apexcharts-tooltip');
      let shown = '';
      for (let i = 0; i < (await bars.count()) && !shown.includes(t); i++) {
        const before = shown;
        await bars.nth(i).hover({ force: true });
        // The tooltip follows the pointer a moment later: read it once it has left the bar before.
        for (let tries = 0; tries < 20 && (shown === before || !shown); tries++) {
          if (tries) await page.waitForTimeout(100);
          shown = (await tooltip.textContent()) ?? '';
        }
      }
      expect(shown).toContain(`Kite & Co <b>Tee</b> ${t}`);
      expect(await top.locator('b').count()).toBe(0);
      expect(overlaps(await labelBoxes(page, '.apexcharts-xaxis-label')), 'x-axis labels overlap').toBe(false);
      expect(overlaps(await labelBoxes(page, '.apexcharts-yaxis-label')), 'y-axis labels overlap').toBe(false);
      await revenue.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`analyse-${width}.png`), fullPage: true });
    });
  }
});
