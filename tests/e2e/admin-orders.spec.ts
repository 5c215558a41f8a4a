import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { expectConsoleAccessible, goSection, openConsole, shopperWithOrder, toast } from './admin-helpers';
import { apiToken, DEMO_ADMIN } from './fixtures';

test.describe('Manage Orders at scale and Analyse', () => {
  test('filters by status, searches by e-mail and by order id, and clears back to every order', async ({ page }) => {
    const riya = await shopperWithOrder(page, 'Filter Riya');
    const arjun = await shopperWithOrder(page, 'Filter Arjun');
    const admin = await apiToken(page, DEMO_ADMIN, true);
    expect((await page.request.patch(`/api/order/update/${arjun.order._id}`, { headers: { token: admin }, data: { status: 'Passed' } })).status()).toBe(200);
    await openConsole(page, 'manage-orders');
    const table = page.getByRole('region', { name: 'Manage Orders table' }).getByRole('table');
    const rows = table.locator('tbody tr');
    const filters = page.getByRole('search', { name: 'Filter orders' });
    await expect(page.getByText(/^\d[\d,]* orders?$/)).toBeVisible();

    await filters.getByLabel('Search').fill(riya.email.toUpperCase());
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(riya.email);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();

    // The same search with a step the order is not at: nothing, said as such.
    await filters.getByLabel('Status').selectOption({ label: 'Packed' });
    await expect(page.getByText('No orders match these filters')).toBeVisible();

    await filters.getByLabel('Search').fill(`#${arjun.order._id}`);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(arjun.email);
    // The old status 'Passed' (set through the API above) is the step Packed.
    await expect(rows.first()).toContainText('Packed');

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(filters.getByLabel('Search')).toHaveValue('');
    await expect(table.getByRole('row').filter({ hasText: riya.email })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: arjun.email })).toHaveCount(1);
    await expectConsoleAccessible(page);
  });

  test('a date range in the future selects nothing; today selects today’s orders', async ({ page }) => {
    const buyer = await shopperWithOrder(page, 'Dated Buyer');
    await openConsole(page, 'manage-orders');
    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('From').fill('2099-01-01');
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await filters.getByLabel('From').fill(today);
    await filters.getByLabel('To').fill(today);
    await expect(page.getByRole('region', { name: 'Manage Orders table' }).getByRole('row').filter({ hasText: buyer.email })).toHaveCount(1);
  });

  test('Export CSV downloads the selected orders: BOM, header, the order’s row', async ({ page }) => {
    const buyer = await shopperWithOrder(page, 'Export Buyer', 3);
    await openConsole(page, 'manage-orders');
    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('Search').fill(buyer.email);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    // One row per purchase line: the purchase, its money and where it goes; times in IST.
    expect(lines[0]).toBe(
      'Purchase,Order,Placed at (IST),Status,Shopper,E-mail,Product,Category,Size,Quantity,Unit price (Rs),Line total (Rs),Refunded (Rs),Purchase total (Rs),Shipping (Rs),Discount (Rs),Coupon,Coupon discount (Rs),Payment method,PIN code,State',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^\\d+,${buyer.order._id},\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?\\+05:30,Placed,`));
    expect(lines[1]).toContain(`,${buyer.email},`);
    expect(lines[1]).toContain(`,3,${buyer.product.price},${buyer.product.price * 3},0,`);
    expect(lines[1]).toMatch(/,Cash on delivery,411001,Maharashtra$/);
    await expect(toast(page, 'success', 'Orders exported')).toBeVisible();
  });

  test('the order detail shows the shopper, address, product and who changed the status @phone', async ({ page }) => {
    const buyer = await shopperWithOrder(page, 'Detail Buyer', 2);
    await openConsole(page, 'manage-orders');
    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('Search').fill(buyer.email);
    await filters.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('region', { name: 'Manage Orders table' }).locator('tbody tr').first();
    await expect(row).toContainText(buyer.email);
    await row.getByRole('button', { name: 'Mark packed' }).click();
    await expect(toast(page, 'success', 'Order updated')).toBeVisible();
    await row.getByRole('button', { name: `Details of order #${buyer.order._id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${buyer.order._id}` });
    await expect(dialog).toContainText(buyer.email);
    await expect(dialog).toContainText('12 MG Road, Pune 411001, India');
    await expect(dialog).toContainText(buyer.product.name);
    await expect(dialog.getByRole('definition').filter({ hasText: /^2$/ })).toHaveCount(1);
    await expect(dialog).toContainText('Cash on delivery, to be paid on delivery');
    await expect(dialog).toContainText(/Purchase #\d+: Items Rs\. [\d,]+\.00 · Shipping (Free|Rs\. 99\.00) · Purchase total Rs\. [\d,]+\.00/);
    const history = dialog.getByRole('region', { name: 'Status history' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Placed by the shopper');
    await expect(history.nth(1)).toContainText('Packed');
    await expect(history.nth(1)).toContainText(`by ${DEMO_ADMIN.name}`);
    await page.screenshot({ path: test.info().outputPath('order-detail.png'), fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('Analyse shows revenue, the average order value and the top products for 30 and 90 days', async ({ page }) => {
    const buyer = await shopperWithOrder(page, 'Analyse Buyer', 2);
    await openConsole(page, 'analyse');
    const sales = page.getByRole('region', { name: 'Sales' });
    await expect(sales.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sales.getByText('Average order value')).toBeVisible();
    await expect(sales.getByRole('figure', { name: 'Revenue by day, last 30 days' }).locator('.apexcharts-canvas')).toBeVisible();
    const topUnits = sales.getByRole('figure', { name: 'Top 10 products by units' });
    await expect(topUnits.getByRole('listitem').filter({ hasText: buyer.product.name })).toHaveCount(1);
    await sales.getByRole('button', { name: 'Last 90 days' }).click();
    await expect(sales.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sales.getByRole('figure', { name: 'Revenue by day, last 90 days' })).toBeVisible();
    await sales.getByText('Revenue and orders per day, last 90 days').click();
    await expect(sales.getByRole('table').locator('tbody tr')).toHaveCount(90);
    // The category pie is still there, under the sales.
    await expect(page.getByRole('figure', { name: 'Top Buying Product Categories' })).toBeVisible();
    await expectConsoleAccessible(page);
  });

  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1440, 900],
  ] as const) {
    test(`screenshots of Manage Orders and Analyse at ${width} px`, async ({ page }) => {
      await shopperWithOrder(page, 'Screenshot Buyer');
      await page.setViewportSize({ width, height });
      await openConsole(page, 'manage-orders');
      await expect(page.getByRole('region', { name: 'Manage Orders table' })).toBeVisible();
      // No sideways scrolling of the page itself (the table scrolls in its own region).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`orders-${label}.png`), fullPage: true });
      await goSection(page, 'Analyse');
      await expect(page.getByRole('figure', { name: 'Revenue by day, last 30 days' }).locator('.apexcharts-canvas')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`analyse-${label}.png`), fullPage: true });
    });
  }
});
