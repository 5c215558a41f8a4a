/**
 * One truth for the money: a scripted day of purchases with shipping and the UPI
 * discount, a whole purchase cancelled, one item cancelled (its purchase priced again), an item rejected
 * by the store, a delivered item returned and refunded, and two purchases either side of midnight in
 * India. Then the Dashboard, Analyse (by day, by category, top products, average order) and the CSV must
 * all say the figure worked out by hand below, to the paise.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepWords } from '../../src/lib/fulfilment';
import { app } from '../../src/server/app';
import { getDb } from '../../src/server/db/client';
import { orders, purchases } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { revenueFromRows } from '../../src/server/services/revenue';
import { rebuildTotals } from '../../src/server/services/totals';
import { call, makeAdmin, makeProduct, shopperWithCart } from './helpers';

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;
type Item = { prodId: number; quantity: number; size: string };
interface Bought {
  purchase: { _id: number; subtotal: number; shipping: number; discount: number; total: number };
  lines: { _id: number; prodId: number }[];
}

let admin: Awaited<ReturnType<typeof makeAdmin>>;
let riya: Shopper;
let arjun: Shopper;
const product = { tee: 0, jeans: 0, jacket: 0 };
const p: Record<'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6', Bought> = {} as never;

/** The store's calendar day in India (UTC+5:30, no daylight saving), worked out without the server's code. */
const istDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
const today = istDay(Date.now());
const yesterday = istDay(Date.now() - 86_400_000);

async function buy(s: Shopper, paymentMethod: 'cod' | 'upi', items: Item[]): Promise<Bought> {
  const res = await call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: s.addressId, paymentMethod, items },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { purchase: res.body.purchase, lines: res.body.data };
}
const line = (b: Bought, prodId: number) => {
  const l = b.lines.find((x) => x.prodId === prodId);
  if (!l) throw new Error('no such line');
  return l._id;
};
const step = (id: number, body: Record<string, unknown>) => call('PATCH', `/order/step/${id}`, { token: admin.token, body });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
async function deliver(id: number) {
  expect((await step(id, { step: 'packed' })).status).toBe(200);
  expect((await step(id, { step: 'shipped', courier: 'Delhivery', trackingNumber: 'AWB-1', expectedDelivery: inDays(2) })).status).toBe(200);
  expect((await step(id, { step: 'delivered' })).status).toBe(200);
}
/** Moves a purchase and its lines to a moment, as if placed then. */
async function placeAt(b: Bought, iso: string) {
  const db = await getDb();
  await db
    .update(purchases)
    .set({ createdAt: new Date(iso) })
    .where(eq(purchases._id, b.purchase._id));
  await db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.purchaseId, b.purchase._id));
}
const totalOf = async (b: Bought) =>
  (await (await getDb()).select({ total: purchases.total }).from(purchases).where(eq(purchases._id, b.purchase._id)))[0]?.total;

/**
 * The figures, by hand (rupees; the store keeps whole rupees, so equal rupees are equal paise). UPI takes
 * 5% off the items; shipping is 99 below 1,500 of items.
 * P1 Riya UPI: tee x2 (1,400) + jeans (1,200) = 2,600, 130 off, free shipping: 2,470. The jeans cancelled:
 *    1,400 + 99 - 70 = 1,429.
 * P2 Arjun COD: tee 700 + 99 = 799, cancelled whole: 0.
 * P3 Arjun UPI: jacket 2,600 + tee 700 = 3,300 - 165 = 3,135; the tee rejected: 2,600 - 130 = 2,470.
 * P4 Riya UPI: jeans 1,200 + tee 700 = 1,900 - 95 = 1,805; both delivered, the jeans returned and
 *    refunded 1,200 - 60 (its share of the 95) = 1,140.
 * P5 Riya COD: jacket 2,600, at 23:30 IST yesterday.   P6 Arjun COD: jeans 1,200 + 99 = 1,299, at 00:30 IST today.
 */
const hand = {
  revenue: 1429 + 0 + 2470 + 1805 + 2600 + 1299 - 1140,
  orders: 5, // P2 has nothing left
  yesterday: 2600,
  refund: 1140,
  // Lines after their share of the discount, less refunds: tee 1,330 (P1) + 665 (P4); jeans 1,140 - 1,140 + 1,200;
  // jacket 2,470 + 2,600. Shipping: P1 99 + P6 99.
  products: { tee: { units: 3, revenue: 1330 + 665 }, jeans: { units: 1, revenue: 1140 - 1140 + 1200 }, jacket: { units: 2, revenue: 2470 + 2600 } },
  shipping: 99 + 99,
  riya: { orders: 3, total: 1429 + (1805 - 1140) + 2600 },
  arjun: { orders: 2, total: 0 + 2470 + 1299 },
};

beforeAll(async () => {
  admin = await makeAdmin('Asha Rao');
  const sizes = [
    { size: 'S', stock: 20 },
    { size: 'M', stock: 20 },
    { size: 'L', stock: 20 },
  ];
  product.tee = (await makeProduct({ name: 'Money Tee', category: 'Money Tees', price: 700, oprice: 900, sizes }))._id;
  product.jeans = (await makeProduct({ name: 'Money Jeans', category: 'Money Jeans', price: 1200, oprice: 1500, sizes }))._id;
  product.jacket = (await makeProduct({ name: 'Money Jacket', category: 'Money Jackets', price: 2600, oprice: 3000, sizes }))._id;
  riya = await shopperWithCart();
  arjun = await shopperWithCart();

  p.p1 = await buy(riya, 'upi', [
    { prodId: product.tee, quantity: 2, size: 'M' },
    { prodId: product.jeans, quantity: 1, size: 'L' },
  ]);
  expect(p.p1.purchase).toMatchObject({ subtotal: 2600, shipping: 0, discount: 130, total: 2470 });
  p.p2 = await buy(arjun, 'cod', [{ prodId: product.tee, quantity: 1, size: 'S' }]);
  expect(p.p2.purchase).toMatchObject({ shipping: 99, total: 799 });
  p.p3 = await buy(arjun, 'upi', [
    { prodId: product.jacket, quantity: 1, size: 'M' },
    { prodId: product.tee, quantity: 1, size: 'M' },
  ]);
  expect(p.p3.purchase).toMatchObject({ discount: 165, total: 3135 });
  p.p4 = await buy(riya, 'upi', [
    { prodId: product.jeans, quantity: 1, size: 'M' },
    { prodId: product.tee, quantity: 1, size: 'L' },
  ]);
  expect(p.p4.purchase).toMatchObject({ discount: 95, total: 1805 });
  p.p5 = await buy(riya, 'cod', [{ prodId: product.jacket, quantity: 1, size: 'L' }]);
  p.p6 = await buy(arjun, 'cod', [{ prodId: product.jeans, quantity: 1, size: 'S' }]);
  await placeAt(p.p5, `${yesterday}T23:30:00+05:30`);
  await placeAt(p.p6, `${today}T00:30:00+05:30`);

  // The shopper cancels one item of P1, and all of P2; the store rejects P3's tee.
  expect((await call('POST', `/order/cancel/${line(p.p1, product.jeans)}`, { token: riya.token, body: {} })).status).toBe(200);
  expect(await totalOf(p.p1)).toBe(1429);
  expect((await call('POST', `/order/purchases/${p.p2.purchase._id}/cancel`, { token: arjun.token, body: {} })).status).toBe(200);
  expect(await totalOf(p.p2)).toBe(0);
  expect((await call('PATCH', `/order/update/${line(p.p3, product.tee)}`, { token: admin.token, body: { status: 'Rejected' } })).status).toBe(200);
  expect(await totalOf(p.p3)).toBe(2470);

  // P4 delivered; its jeans come back and are refunded through the returns' API.
  for (const l of p.p4.lines) await deliver(l._id);
  const asked = await call('POST', '/returns', { token: riya.token, body: { orderId: line(p.p4, product.jeans), reason: 'wrong_size', resolution: 'refund' } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const rid = asked.body.data._id as number;
  expect((await call('POST', `/returns/${rid}/approve`, { token: admin.token, body: {} })).status).toBe(200);
  expect((await call('POST', `/returns/${rid}/receive`, { token: admin.token, body: { damaged: false } })).status).toBe(200);
  const refunded = await call('POST', `/returns/${rid}/refund`, {
    token: admin.token,
    body: { method: 'upi', upiId: 'riya@okhdfc', reference: 'UTR-MONEY-1' },
  });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  expect(refunded.body.data.refund.amount).toBe(hand.refund);
});

/** The CSV as a client reads it: BOM dropped, RFC 4180 cells (quotes, doubled quotes, commas inside). */
async function exportCsv(query = '') {
  const res = await app.request(`/api/order/export${query}`, { headers: { token: admin.token } }, { clientAddress: '10.9.9.9' });
  expect(res.status).toBe(200);
  const text = (await res.text()).replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  const [header, ...body] = rows;
  return { header: header ?? [], rows: body.map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i] ?? '']))) };
}

describe('one truth for the money', () => {
  it('the hand-worked figure is what the rows hold, and the running totals agree, before and after a rebuild', async () => {
    expect(hand.revenue).toBe(8463);
    expect(await revenueFromRows()).toEqual({ revenue: hand.revenue, orders: hand.orders });
    const { before, after } = await rebuildTotals(await getDb());
    expect(before.revenue).toBe(hand.revenue);
    expect(after.revenue).toBe(hand.revenue);
    expect(before.shopper_revenue).toBe(hand.revenue);
    expect(before.shopper_orders).toBe(hand.orders);
  });

  it('the Dashboard shows that revenue, and each shopper’s orders and spending by the same rule', async () => {
    const res = await call('GET', '/users?limit=100', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.totals).toMatchObject({ revenue: hand.revenue, total: hand.revenue, orders: hand.orders });
    const row = (id: number) => res.body.msg.find((u: { _id: number }) => u._id === id);
    expect(row(riya.id)).toMatchObject(hand.riya);
    expect(row(arjun.id)).toMatchObject(hand.arjun);
  });

  it('Analyse: the same revenue, split by IST day, with the orders, the average order and the top products', async () => {
    const res = await call('GET', '/order/analytics', { token: admin.token });
    expect(res.status).toBe(200);
    const f = res.body.data;
    expect(f).toMatchObject({ revenue: hand.revenue, orders: hand.orders, averageOrderValue: Math.round(hand.revenue / hand.orders), units: 6 });
    const day = (d: string) => f.revenueByDay.find((x: { day: string }) => x.day === d);
    // 23:30 IST yesterday is yesterday's; 00:30 IST today (still yesterday in UTC) is today's.
    expect(day(yesterday)).toEqual({ day: yesterday, revenue: hand.yesterday, orders: 1 });
    expect(day(today)).toEqual({ day: today, revenue: hand.revenue - hand.yesterday, orders: hand.orders - 1 });
    expect(f.revenueByDay.reduce((n: number, d: { revenue: number }) => n + d.revenue, 0)).toBe(hand.revenue);
    const figure = (id: number) => ({ prodId: id, units: expect.any(Number), revenue: expect.any(Number), name: expect.any(String) });
    expect(f.topByRevenue).toEqual([figure(product.jacket), figure(product.tee), figure(product.jeans)]);
    expect(f.topByUnits.map((x: { prodId: number }) => x.prodId)).toEqual([product.tee, product.jacket, product.jeans]);
    const byId = Object.fromEntries(
      f.topByRevenue.map((x: { prodId: number; units: number; revenue: number }) => [x.prodId, { units: x.units, revenue: x.revenue }]),
    );
    expect(byId).toEqual({ [product.tee]: hand.products.tee, [product.jeans]: hand.products.jeans, [product.jacket]: hand.products.jacket });
  });

  it('Analyse by category: pieces kept and revenue per category, plus shipping, add up to the Dashboard’s figure', async () => {
    const res = await call('GET', '/order/categories', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.usersCategories).toMatchObject({ 'Money Tees': 3, 'Money Jeans': 1, 'Money Jackets': 2 });
    expect(res.body.revenueByCategory).toMatchObject({
      'Money Tees': hand.products.tee.revenue,
      'Money Jeans': hand.products.jeans.revenue,
      'Money Jackets': hand.products.jacket.revenue,
    });
    expect(res.body).toMatchObject({ shipping: hand.shipping, unattributedRefunds: 0, revenue: hand.revenue });
    const sum = Object.values(res.body.revenueByCategory as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum + res.body.shipping).toBe(hand.revenue);
  });

  it('the CSV: one row per purchase line, its purchase’s figures, one status vocabulary, IST times with the offset; it sums to the same revenue', async () => {
    const { header, rows } = await exportCsv();
    expect(header).toEqual(api.exportColumns);
    expect(header).toEqual([
      'Purchase',
      'Order',
      'Placed at (IST)',
      'Status',
      'Shopper',
      'E-mail',
      'Product',
      'Category',
      'Size',
      'Quantity',
      'Unit price (Rs)',
      'Line total (Rs)',
      'Refunded (Rs)',
      'Purchase total (Rs)',
      'Shipping (Rs)',
      'Discount (Rs)',
      'Coupon',
      'Coupon discount (Rs)',
      'Payment method',
      'PIN code',
      'State',
    ]);
    expect(rows).toHaveLength(9);
    // Once per purchase: its total; less every line's refund.
    const totals = new Map(rows.map((r) => [r.Purchase, Number(r['Purchase total (Rs)'])]));
    const refunded = rows.reduce((n, r) => n + Number(r['Refunded (Rs)']), 0);
    expect([...totals.values()].reduce((a, b) => a + b, 0) - refunded).toBe(hand.revenue);
    expect(refunded).toBe(hand.refund);

    const words = Object.values(stepWords.label);
    expect(rows.every((r) => words.includes(r.Status as never))).toBe(true);
    expect(rows.some((r) => ['pending', 'Passed', 'Rejected', 'Delayed'].includes(r.Status ?? ''))).toBe(false);
    const of = (orderId: number) => rows.find((r) => r.Order === String(orderId));
    expect(of(line(p.p1, product.tee))).toMatchObject({
      Purchase: String(p.p1.purchase._id),
      Status: 'Placed',
      Product: 'Money Tee',
      Category: 'Money Tees',
      Size: 'M',
      Quantity: '2',
      'Unit price (Rs)': '700',
      'Line total (Rs)': '1400',
      'Refunded (Rs)': '0',
      'Purchase total (Rs)': '1429',
      'Shipping (Rs)': '99',
      'Discount (Rs)': '70',
      Coupon: '',
      'Coupon discount (Rs)': '',
      'Payment method': api.payment.upi.label,
      'PIN code': '411001',
      State: 'Maharashtra',
    });
    expect(of(line(p.p1, product.jeans))).toMatchObject({ Status: 'Cancelled', 'Purchase total (Rs)': '1429' });
    expect(of(line(p.p3, product.tee))).toMatchObject({ Status: 'Cancelled', 'Purchase total (Rs)': '2470', 'Discount (Rs)': '130' });
    expect(of(p.p2.lines[0]?._id ?? 0)).toMatchObject({ Status: 'Cancelled', 'Purchase total (Rs)': '0', 'Shipping (Rs)': '0' });
    expect(of(line(p.p4, product.jeans))).toMatchObject({ Status: 'Returned', 'Refunded (Rs)': String(hand.refund), 'Purchase total (Rs)': '1805' });
    expect(of(line(p.p4, product.tee))).toMatchObject({ Status: 'Delivered', 'Payment method': api.payment.upi.label });
    expect(of(line(p.p5, product.jacket))?.['Placed at (IST)']).toBe(`${yesterday}T23:30:00+05:30`);
    expect(of(line(p.p6, product.jeans))).toMatchObject({ 'Placed at (IST)': `${today}T00:30:00+05:30`, 'Payment method': api.payment.cod.label });
    for (const r of rows) expect(r['Placed at (IST)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });

  it('a refused move changes no figure: a second refund is a 409, a cancel after shipping a 409', async () => {
    const db = await getDb();
    const [ret] = (await call('GET', '/returns?status=refunded', { token: admin.token })).body.data;
    const again = await call('POST', `/returns/${ret._id}/refund`, {
      token: admin.token,
      body: { method: 'upi', upiId: 'riya@okhdfc', reference: 'UTR-MONEY-2' },
    });
    expect(again.status).toBe(409);
    expect((await call('POST', `/order/cancel/${line(p.p4, product.tee)}`, { token: riya.token, body: {} })).status).toBe(409);
    expect(await revenueFromRows(db)).toEqual({ revenue: hand.revenue, orders: hand.orders });
    expect((await call('GET', '/users?limit=100', { token: admin.token })).body.totals.revenue).toBe(hand.revenue);
    expect((await call('GET', '/order/analytics', { token: admin.token })).body.data.revenue).toBe(hand.revenue);
    const rows = await db
      .select({ step: orders.step })
      .from(orders)
      .where(inArray(orders.purchaseId, [p.p4.purchase._id]));
    expect(rows.map((r) => r.step).sort()).toEqual(['delivered', 'returned']);
  });

  it('an item bought outside any purchase (orders from before purchases) counts as itself: in the rows, the running totals and the CSV with its address', async () => {
    const db = await getDb();
    const [o] = await db
      .insert(orders)
      .values({
        userId: riya.id,
        prodId: product.tee,
        addressId: riya.addressId,
        userName: riya.name,
        userEmail: riya.email,
        name: 'Money Tee',
        image: '/t.svg',
        category: 'Money Tees',
        size: 'M',
        quantity: 1,
        price: 500,
      })
      .returning({ _id: orders._id });
    expect(await revenueFromRows(db)).toEqual({ revenue: hand.revenue + 500, orders: hand.orders + 1 });
    const users = (await call('GET', '/users?limit=100', { token: admin.token })).body;
    expect(users.totals.revenue).toBe(hand.revenue + 500);
    expect(users.msg.find((u: { _id: number }) => u._id === riya.id)).toMatchObject({ orders: hand.riya.orders + 1, total: hand.riya.total + 500 });
    const { rows } = await exportCsv(`?search=${o?._id}`);
    expect(rows).toEqual([
      expect.objectContaining({
        Purchase: '',
        Order: String(o?._id),
        Status: 'Placed',
        'Purchase total (Rs)': '',
        'Payment method': '',
        'PIN code': '411001',
        State: 'Maharashtra',
      }),
    ]);
    // Rejected, it counts for nothing.
    expect((await call('PATCH', `/order/update/${o?._id}`, { token: admin.token, body: { status: 'Rejected' } })).status).toBe(200);
    expect(await revenueFromRows(db)).toEqual({ revenue: hand.revenue, orders: hand.orders });
    expect((await call('GET', '/users?limit=100', { token: admin.token })).body.totals.revenue).toBe(hand.revenue);
  });
});
