/**
 * Returns and exchanges in the browser: the product page's promise beside Add to
 * cart; on /orders/{id} a delivered item's 'Return or exchange' (a refund, then an exchange whose size
 * picker shows what is in stock), its status on the page and in the updates; the console's Returns:
 * approve (asked first), received (damaged or not), the refund form. Phone and laptop.
 * Screenshots: RETURN_SHOTS=<folder> keeps them there too.
 */
import { expect, type Page, test } from './test';
import { goSection, openConsole, storeSession, toast } from './admin-helpers';
import { apiToken, DEMO_ADMIN, hydrated, newShopper } from './fixtures';
import { apiAddAddress } from './shopper-helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const tag = () => `r${Date.now().toString(36)}${seq++}`;

/** The phone project at 390 x 844 (the store's narrowest checked width). */
test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

/** A screenshot of the screen as seen (a dialog with what is under it), kept with the test's output. */
async function shot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  if (process.env.RETURN_SHOTS) await page.screenshot({ path: `${process.env.RETURN_SHOTS}/${name}-${test.info().project.name}.png` });
}

/** A product of the test's own (sizes S, M, L; L sold out unless said), bought by a new shopper in M and delivered. */
async function deliveredPurchase(page: Page, name: string, stock: Record<string, number> = { S: 4, M: 10, L: 0 }) {
  const admin = await apiToken(page, DEMO_ADMIN, true);
  const made = await page.request.post('/api/products/add', {
    headers: { token: admin },
    data: {
      name,
      brand: 'Kite & Co',
      category: "Men's T-shirts",
      images: ['/images/products/bluebeam-cloud-jogger.svg'],
      oprice: 1499,
      price: 1299,
      sizes: Object.entries(stock).map(([size, n]) => ({ size, stock: n })),
    },
  });
  expect(made.status()).toBe(201);
  const product = (await made.json()).data as { _id: number };
  const who = await newShopper(page, 'Return Shopper');
  const token = await apiToken(page, who);
  const { _id: addressId } = await apiAddAddress(page, token);
  const res = await page.request.post('/api/order/checkout', {
    headers: { token, 'Idempotency-Key': `ret-${tag()}` },
    data: { addressId, items: [{ prodId: product._id, quantity: 1, size: 'M' }] },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  const orderId = body.data[0]._id as number;
  for (const step of ['packed', 'shipped', 'delivered']) {
    const moved = await page.request.patch(`/api/order/step/${orderId}`, {
      headers: { token: admin },
      data: { step, ...(step === 'shipped' ? { courier: 'Delhivery', trackingNumber: `AWB${seq}`, expectedDelivery: inDays(2) } : {}) },
    });
    expect(moved.status()).toBe(200);
  }
  return { admin, token, purchaseId: body.purchase._id as number, orderId, product };
}

test.describe('the shopper', () => {
  test('the product page promises returns within 30 days beside Add to cart @phone', async ({ page }) => {
    const { product } = await deliveredPurchase(page, `Promise Tee ${tag()}`);
    await page.goto(`/products/${product._id}`);
    await hydrated(page);
    const promise = page.getByRole('link', { name: 'Easy returns and exchanges within 30 days' });
    await expect(promise).toBeVisible();
    await expect(promise).toHaveAttribute('href', '/returns');
    await shot(page, 'product-returns-promise');
  });

  test('returns a delivered item for a refund: reason, refund, confirmation, then its status on the page @phone', async ({ page }) => {
    const name = `Refund Tee ${tag()}`;
    const p = await deliveredPurchase(page, name);
    await storeSession(page, p.token, 'user');
    await page.goto(`/orders/${p.purchaseId}`);
    await hydrated(page);
    await expect(page.getByText(/Returnable until/)).toBeVisible();
    await page.getByRole('button', { name: `Return or exchange ${name}, size M` }).click();
    const dialog = page.getByRole('dialog', { name: `Return or exchange ${name}` });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Request return' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Quality not as expected' }).check();
    await expect(dialog).toContainText('we refund by UPI or bank transfer');
    await shot(page, 'return-dialog-refund');
    await send.click();
    await expect(dialog).toHaveCount(0);
    const item = page.getByRole('region', { name: '1 item' });
    await expect(item).toContainText('Return requested');
    await expect(item).toContainText('You asked for a refund');
    await expect(page.getByRole('button', { name: `Return or exchange ${name}, size M` })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tracking' })).toContainText(`Return of ${name} (size M): Quality not as expected`);
    await shot(page, 'return-requested');
  });

  test('exchanges for another size: sold-out sizes cannot be chosen, the new size is set aside @phone', async ({ page }) => {
    const name = `Swap Tee ${tag()}`;
    const p = await deliveredPurchase(page, name);
    await storeSession(page, p.token, 'user');
    await page.goto(`/orders/${p.purchaseId}`);
    await hydrated(page);
    await page.getByRole('button', { name: `Return or exchange ${name}, size M` }).click();
    const dialog = page.getByRole('dialog', { name: `Return or exchange ${name}` });
    await dialog.getByRole('radio', { name: 'Wrong size or fit' }).check();
    await dialog.getByRole('radio', { name: /Another size/ }).check();
    await expect(dialog.getByRole('radio', { name: 'L, sold out' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'M, yours now' })).toBeDisabled();
    const send = dialog.getByRole('button', { name: 'Request exchange' });
    await expect(send).toBeDisabled();
    await dialog.getByText('S', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
    await shot(page, 'return-dialog-exchange');
    await send.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: '1 item' })).toContainText('You asked for an exchange for size S');
    // The size is set aside at once: one fewer S in stock.
    const product = await (await page.request.get(`/api/products/${p.product._id}`)).json();
    expect(product.msg[0].sizes).toContainEqual({ size: 'S', stock: 3 });
  });

  test('an exchange to a size sold out meanwhile is refused with the offer of a refund', async ({ page }) => {
    const name = `Gone Tee ${tag()}`;
    const p = await deliveredPurchase(page, name, { S: 1, M: 10 });
    await storeSession(page, p.token, 'user');
    await page.goto(`/orders/${p.purchaseId}`);
    await hydrated(page);
    await page.getByRole('button', { name: `Return or exchange ${name}, size M` }).click();
    const dialog = page.getByRole('dialog', { name: `Return or exchange ${name}` });
    await dialog.getByRole('radio', { name: 'Wrong size or fit' }).check();
    await dialog.getByRole('radio', { name: /Another size/ }).check();
    await dialog.getByText('S', { exact: true }).click();
    // Someone else buys the last S before the shopper sends.
    const other = await newShopper(page, 'Quick Buyer');
    const otherToken = await apiToken(page, other);
    const { _id: addressId } = await apiAddAddress(page, otherToken);
    const bought = await page.request.post('/api/order/checkout', {
      headers: { token: otherToken, 'Idempotency-Key': `ret-${tag()}` },
      data: { addressId, items: [{ prodId: p.product._id, quantity: 1, size: 'S' }] },
    });
    expect(bought.status()).toBe(201);
    await dialog.getByRole('button', { name: 'Request exchange' }).click();
    await expect(dialog.getByRole('alert').last()).toContainText('Size S is sold out, so we cannot exchange it now. We can refund you instead.');
    await expect(dialog.getByRole('radio', { name: 'S, sold out' })).toBeDisabled();
    await dialog.getByRole('radio', { name: /A refund/ }).check();
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: '1 item' })).toContainText('You asked for a refund');
  });
});

test.describe('the console', () => {
  test('approves after asking, marks received, records the refund; the shopper sees it refunded @phone', async ({ page }) => {
    const name = `Console Tee ${tag()}`;
    const p = await deliveredPurchase(page, name);
    const asked = await page.request.post('/api/returns', {
      headers: { token: p.token },
      data: { orderId: p.orderId, reason: 'damaged', resolution: 'refund' },
    });
    expect(asked.status()).toBe(201);

    await openConsole(page, 'returns');
    await expect(page.getByRole('heading', { name: 'Returns and exchanges' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Return requested');
    await expect(card).toContainText('Refund of Rs. 1,299.00');
    await expect(card).toContainText('Damaged or defective');
    await shot(page, 'console-returns');

    await card.getByRole('button', { name: `Approve: ${name} (M)` }).click();
    const approve = page.getByRole('dialog', { name: `Approve the return of ${name} (M)?` });
    await expect(approve).toContainText('keep it ready for pick-up');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'success', 'Return approved')).toBeVisible();
    await expect(card).toContainText('Return approved');

    await card.getByRole('button', { name: `Mark received: ${name} (M)` }).click();
    const receive = page.getByRole('dialog', { name: `Has ${name} (M) come back?` });
    await expect(receive.getByRole('checkbox', { name: 'It arrived damaged: keep it out of stock' })).not.toBeChecked();
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await expect(toast(page, 'success', 'Return received')).toBeVisible();

    await card.getByRole('button', { name: `Record refund: ${name} (M)` }).click();
    const refund = page.getByRole('dialog', { name: `Record the refund for ${name} (M)` });
    await expect(refund).toContainText('Paid in cash on delivery: refund by UPI or bank transfer.');
    await expect(refund.getByRole('combobox', { name: 'Refunded by' }).locator('option')).toHaveText(['UPI', 'Bank transfer']);
    await refund.getByRole('combobox', { name: 'Refunded by' }).selectOption('bank');
    await refund.getByRole('textbox', { name: 'Account number' }).fill('123456789012');
    await refund.getByRole('textbox', { name: 'IFSC' }).fill('HDFC01');
    await refund.getByRole('textbox', { name: 'Payment reference (UTR)' }).fill('NEFT-4417');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(refund.getByText('Enter the 11-character IFSC, such as HDFC0001234')).toBeVisible();
    await shot(page, 'console-refund-form');
    await refund.getByRole('textbox', { name: 'IFSC' }).fill('HDFC0001234');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(toast(page, 'success', 'Refund of Rs. 1,299.00 recorded')).toBeVisible();
    // Done: it leaves the waiting list, and is under Refunded.
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('refunded');
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Rs. 1,299.00 refunded by Bank transfer, reference NEFT-4417');

    await storeSession(page, p.token, 'user');
    await page.goto(`/orders/${p.purchaseId}`);
    await hydrated(page);
    await expect(page.getByRole('region', { name: '1 item' })).toContainText('Rs. 1,299.00 refunded by Bank transfer (reference NEFT-4417)');
    await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('Rs. 1,299.00 refunded by Bank transfer, reference NEFT-4417.');
    await shot(page, 'return-refunded');
  });

  test('declines with a reason the shopper reads; the Returns section is in the menu', async ({ page }) => {
    const name = `Decline Tee ${tag()}`;
    const p = await deliveredPurchase(page, name);
    expect(
      (
        await page.request.post('/api/returns', { headers: { token: p.token }, data: { orderId: p.orderId, reason: 'changed_mind', resolution: 'refund' } })
      ).status(),
    ).toBe(201);
    await openConsole(page);
    await goSection(page, 'Returns');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Decline: ${name} (M)` }).click();
    const decline = page.getByRole('dialog', { name: `Decline the return of ${name} (M)?` });
    await decline.getByRole('textbox', { name: 'Reason (the shopper reads it)' }).fill('Worn, tags removed');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(toast(page, 'success', 'Return declined')).toBeVisible();
    await storeSession(page, p.token, 'user');
    await page.goto(`/orders/${p.purchaseId}`);
    await hydrated(page);
    await expect(page.getByRole('region', { name: '1 item' })).toContainText('Declined: Worn, tags removed');
  });
});
