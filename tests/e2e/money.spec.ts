/**
 * One truth for the money, as an admin sees it: the Dashboard's revenue, Analyse's
 * revenue and the category table's whole are the same figure, each with the one line saying what it
 * counts, at the console's desktop widths. MONEY_SHOTS=<folder> keeps screenshots.
 */
import { expect, type Page, test } from './test';
import { formatRs } from '../../src/lib/money';
import { revenueWords } from '../../src/lib/revenue';
import { firstProduct, openConsole } from './admin-helpers';
import { apiToken, DEMO_ADMIN, newShopper } from './fixtures';
import { apiAddAddress } from './shopper-helpers';

const shots = process.env.MONEY_SHOTS;

/** A purchase through the atomic checkout: its items and what it came to. */
async function purchase(page: Page, quantity: number, paymentMethod: 'cod' | 'upi') {
  const who = await newShopper(page, 'Money Shopper');
  const token = await apiToken(page, who);
  const product = await firstProduct(page.request);
  const { _id: addressId } = await apiAddAddress(page, token, { firstName: 'Riya', lastName: 'Shah', company: '' });
  expect((await page.request.post('/api/cart/add', { headers: { token }, data: { prodId: product._id, quantity } })).status()).toBe(201);
  const res = await page.request.post('/api/order/checkout', {
    headers: { token, 'Idempotency-Key': `money-${Date.now()}-${Math.random()}` },
    data: { addressId, paymentMethod },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { order: body.data[0] as { _id: number }, total: body.purchase.total as number };
}

/** The store's revenue, all time, as GET /users answers it to an admin. */
async function storeRevenue(page: Page): Promise<number> {
  const admin = await apiToken(page, DEMO_ADMIN, true);
  const res = await page.request.get('/api/users', { headers: { token: admin } });
  expect(res.status()).toBe(200);
  return (await res.json()).totals.revenue as number;
}

/** The figure under a label in a <dl> of stat cards. */
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div, dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

let expected = 0;

test.describe
  .serial('one revenue on every screen', () => {
    test.beforeAll(async ({ browser }) => {
      const page = await browser.newPage();
      // The suite shares one store: the revenue before is whatever the other files bought.
      const before = await storeRevenue(page);
      const kept = await purchase(page, 2, 'upi');
      const rejected = await purchase(page, 1, 'cod');
      const admin = await apiToken(page, DEMO_ADMIN, true);
      const res = await page.request.patch(`/api/order/update/${rejected.order._id}`, { headers: { token: admin }, data: { status: 'Rejected' } });
      expect(res.status()).toBe(200);
      // The rejected purchase keeps nothing; the other its total, shipping in and the UPI discount out.
      expect(kept.total).toBeGreaterThan(0);
      expected = before + kept.total;
      expect(await storeRevenue(page)).toBe(expected);
      await page.close();
    });

    for (const width of [1280, 1440]) {
      test(`Dashboard and Analyse show the same revenue and say what it counts, at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openConsole(page);
        const dashboard = stat(page, 'Revenue, all time');
        await expect(dashboard).toHaveText(formatRs(expected));
        await expect(page.getByText(revenueWords.definition)).toBeVisible();
        if (shots) await page.screenshot({ path: `${shots}/dashboard-${width}.png`, fullPage: true });

        await openConsole(page, 'analyse');
        await expect(stat(page, 'Revenue')).toHaveText(formatRs(expected));
        const whole = page.getByRole('table', { name: /Pieces kept and revenue per category/ }).getByRole('row', { name: /Revenue, all time/ });
        await expect(whole.getByRole('cell').last()).toHaveText(formatRs(expected));
        // Once under the sales figures, once under the categories.
        await expect(page.getByText(revenueWords.definition, { exact: false })).toHaveCount(2);
        await expect(page.getByText(revenueWords.categories, { exact: false })).toBeVisible();
        await expect(page.getByText('Rejected orders are not counted')).toHaveCount(0);
        if (shots) await page.screenshot({ path: `${shots}/analyse-${width}.png`, fullPage: true });
      });
    }
  });
