/**
 * Manage Orders at scale: running totals that match the rows through orders, checkouts, status
 * changes and deleted shoppers; filters, search and keyset pages; the CSV export; the order detail
 * with its status history; the Analyse figures.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYSE_WINDOWS, LIMITS } from '../../src/lib/constants';
import { ORDERS_COUNT_CAP } from '../../src/server/config';
import { validation } from '../../src/lib/messages';
import { app } from '../../src/server/app';
import { getDb } from '../../src/server/db/client';
import { orders, purchases, runningTotals, users } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { rebuildTotals } from '../../src/server/services/totals';
import { call, makeAdmin, makeProduct, makeUser, shopperWithCart } from './helpers';

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let tee: Awaited<ReturnType<typeof makeProduct>>;
let jacket: Awaited<ReturnType<typeof makeProduct>>;
let riya: Shopper;
let arjun: Shopper;

const place = async (s: Shopper, prodId: number, quantity = 1) => {
  const res = await call('POST', '/order/add', { token: s.token, body: { prodId, quantity, addressId: s.addressId } });
  expect(res.status).toBe(201);
  return res.body.data as { _id: number; price: number; quantity: number };
};
/** Moves an order (and the purchase it makes) in time, as if placed then. */
const placedAt = async (id: number, iso: string) => {
  const db = await getDb();
  const [o] = await db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders._id, id))
    .returning({ purchaseId: orders.purchaseId });
  if (o?.purchaseId)
    await db
      .update(purchases)
      .set({ createdAt: new Date(iso) })
      .where(eq(purchases._id, o.purchaseId));
};
const list = (query: string) => call('GET', `/order/allorders?${query}`, { token: admin.token });
const ids = (res: { body: { data: { _id: number }[] } }) => res.body.data.map((o) => o._id);

beforeAll(async () => {
  admin = await makeAdmin('Asha Rao');
  tee = await makeProduct({ name: 'Scale Boxy Tee', price: 800, oprice: 1000, sizes: [{ size: 'M', stock: null }] });
  jacket = await makeProduct({ name: 'Scale Rain Jacket', price: 3000, oprice: 4000, sizes: [{ size: 'L', stock: null }] });
  riya = await shopperWithCart();
  arjun = await shopperWithCart();
});

/**
 * What the dashboard's totals must say, summed the slow way over the rows: a shopper's orders are their
 * purchases with something still bought, their spending the purchases' totals (no refunds here); the
 * store's revenue counts every purchase, a deleted shopper's too (services/revenue.ts).
 */
async function slowTotals() {
  const db = await getDb();
  const [o] = (
    (await db.execute(
      sql`select (count(*) filter (where total > 0 and user_id is not null))::int as n,
        coalesce(sum(total) filter (where user_id is not null), 0)::bigint as total, coalesce(sum(total), 0)::bigint as revenue from purchases`,
    )) as unknown as { rows: { n: number; total: string; revenue: string }[] }
  ).rows;
  const [u] = ((await db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] }).rows;
  const [c] = ((await db.execute(sql`select count(*)::int as n from cart_items`)) as unknown as { rows: { n: number }[] }).rows;
  return { users: u.n, orders: o.n, cart: c.n, total: Number(o.total), profit: u.n * 100, revenue: Number(o.revenue) };
}

describe('running totals', () => {
  it('the dashboard shows each shopper’s orders and spending and store totals equal to the rows, through orders, checkouts and a deleted shopper', async () => {
    await place(riya, tee._id, 2);
    await place(riya, jacket._id, 1);
    await call('POST', '/cart/add', { token: arjun.token, body: { prodId: tee._id, quantity: 3 } });
    await call('POST', '/cart/add', { token: arjun.token, body: { prodId: jacket._id, quantity: 1 } });
    const checkout = await call('POST', '/order/checkout', { token: arjun.token, body: { addressId: arjun.addressId }, headers: { 'Idempotency-Key': 'k1' } });
    expect(checkout.status).toBe(201);
    const gone = await shopperWithCart();
    await place(gone, jacket._id, 2);
    await call('POST', '/cart/add', { token: gone.token, body: { prodId: tee._id, quantity: 1 } });
    expect((await call('DELETE', `/users/delete/${gone.id}`, { token: admin.token })).status).toBe(200);

    const res = await call('GET', '/users?limit=100', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual(await slowTotals());
    const row = (id: number) => res.body.msg.find((u: { _id: number }) => u._id === id);
    expect(row(riya.id)).toMatchObject({ orders: 2, total: 2 * 800 + 3000, cart: 0, profit: 100 });
    // One checkout of two lines is one order.
    expect(row(arjun.id)).toMatchObject({ orders: 1, total: 3 * 800 + 3000, cart: 0 });
    // The deleted shopper's 6,000 stays in the store's revenue, out of the shoppers' row.
    expect(res.body.totals).toMatchObject({ orders: 3, total: 2 * 800 + 3000 + 3 * 800 + 3000, revenue: 2 * 800 + 3000 + 3 * 800 + 3000 + 2 * 3000 });
    // Cart lines are counted per shopper as they come and go, a deleted product's included.
    const gift = await makeProduct({ name: 'Scale Gift Card', price: 500, oprice: 500 });
    await call('POST', '/cart/add', { token: riya.token, body: { prodId: gift._id } });
    await call('POST', '/cart/add', { token: riya.token, body: { prodId: tee._id } });
    const cartOf = async () => (await call('GET', '/users?limit=100', { token: admin.token })).body.msg.find((u: { _id: number }) => u._id === riya.id).cart;
    expect(await cartOf()).toBe(2);
    expect((await call('DELETE', `/products/delete/${gift._id}`, { token: admin.token })).status).toBe(200);
    expect(await cartOf()).toBe(1);
    const [line] = (await call('GET', '/cart', { token: riya.token })).body.data;
    expect((await call('DELETE', `/cart/delete/${line._id}`, { token: riya.token })).status).toBe(200);
    expect(await cartOf()).toBe(0);
    // A page past the last shopper still has the store's totals.
    const past = await call('GET', '/users?page=9999', { token: admin.token });
    expect(past.body.msg).toEqual([]);
    expect(past.body.totals).toEqual(res.body.totals);
  });

  it('a status change moves an order between the status counts; the list total follows', async () => {
    const o = await place(riya, tee._id);
    const before = (await list('status=Passed')).body.total as number;
    expect((await call('PATCH', `/order/update/${o._id}`, { token: admin.token, body: { status: 'Passed' } })).status).toBe(200);
    const after = await list('status=Passed');
    expect(after.body).toMatchObject({ total: before + 1, totalExact: true });
    expect(ids(after)).toContain(o._id);
  });

  it('db:rebuild-totals puts figures that went out of step back, and says what it corrected', async () => {
    const db = await getDb();
    const right = await slowTotals();
    await db.update(runningTotals).set({ value: 999_999 }).where(eq(runningTotals.name, 'shopper_revenue'));
    await db.update(users).set({ ordersCount: 77, cartCount: 5 }).where(eq(users._id, riya.id));
    expect((await call('GET', '/users', { token: admin.token })).body.totals.total).not.toBe(right.total);
    const { shoppersCorrected, before, after } = await rebuildTotals(db);
    expect(shoppersCorrected).toBe(1);
    expect(before.shopper_revenue).not.toBe(after.shopper_revenue);
    const res = await call('GET', '/users?limit=100', { token: admin.token });
    expect(res.body.totals).toEqual(right);
    expect(res.body.msg.find((u: { _id: number }) => u._id === riya.id)).toMatchObject({ orders: 3, cart: 0 });
  });
});

describe('GET /order/allorders: filters, search and pages', () => {
  let march: number[];
  beforeAll(async () => {
    const shopper = await shopperWithCart();
    march = [];
    for (const day of ['2026-03-01T10:00:00Z', '2026-03-15T12:00:00Z', '2026-03-31T19:00:00Z', '2026-04-01T10:00:00Z']) {
      const o = await place(shopper, jacket._id);
      await placedAt(o._id, day);
      march.push(o._id);
    }
  });

  it('a date range keeps the orders placed on those days in the store’s time zone, newest first', async () => {
    const res = await list('from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    // 2026-03-31T19:00Z is already 1 April in India (00:30, UTC+5:30).
    expect(ids(res)).toEqual([march[1], march[0]]);
    expect(res.body).toMatchObject({ total: 2, totalExact: true, next: null });
    expect(ids(await list('from=2026-04-01&to=2026-04-01'))).toEqual([march[3], march[2]]);
  });

  // These were answered 200 with every order, as if filtered: an admin exporting 'Pending' got them all.
  it.each([
    ['status=NOPE', { status: validation.orderStatusFilter }],
    ['status=Pending', { status: validation.orderStatusFilter }],
    ['from=2026-02-30', { from: validation.day }],
    ['from=yesterday', { from: validation.day }],
    ['to=2026-13-01', { to: validation.day }],
    ['from=2026-3-1&status=Lost', { from: validation.day, status: validation.orderStatusFilter }],
    [`search=${'x'.repeat(LIMITS.search + 1)}`, { search: validation.searchTooLong(LIMITS.search) }],
  ])('refuses %s with 400 and errors naming the parameter, on the list and the export', async (query, errors) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors });
    const exported = await call('GET', `/order/export?${query}`, { token: admin.token });
    expect(exported.status).toBe(400);
    expect(exported.body).toEqual({ msg: api.badRequest, errors });
  });

  it('an empty filter (what a form sends for a field left blank) is no filter', async () => {
    const all = await list('limit=100');
    const res = await list('limit=100&status=&from=&to=&search=');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(all.body.total);
    expect(ids(res)).toEqual(ids(all));
  });

  it('search finds an order by id, #id, part of the shopper’s e-mail, or part of the product name', async () => {
    expect(ids(await list(`search=${march[0]}`))).toEqual([march[0]]);
    expect(ids(await list(`search=%23${march[0]}`))).toEqual([march[0]]);
    const byEmail = await list(`search=${encodeURIComponent(riya.email.replace('@example.com', '@EXAMPLE').toUpperCase())}&limit=100`);
    expect(byEmail.body.data.length).toBeGreaterThan(0);
    expect(byEmail.body.data.every((o: { userEmail: string }) => o.userEmail === riya.email)).toBe(true);
    // Without an '@', any part of the address: here the middle of its local part.
    const byPart = await list(`search=${riya.email.split('@')[0]?.slice(8)}&limit=100`);
    expect(byPart.body.data.map((o: { _id: number }) => o._id).sort()).toEqual(byEmail.body.data.map((o: { _id: number }) => o._id).sort());
    const byProduct = await list('search=rain%20jack&limit=100');
    expect(byProduct.body.data.length).toBeGreaterThanOrEqual(4);
    expect(byProduct.body.data.every((o: { name: string }) => o.name === 'Scale Rain Jacket')).toBe(true);
    expect((await list('search=100%25_off')).body).toMatchObject({ data: [], total: 0 });
    expect((await list('search=99999999999')).body).toMatchObject({ data: [], total: 0 });
  });

  it('pages by keyset: following `next` walks every order once, newest first, as offsets do', async () => {
    const seen: number[] = [];
    let res = await list('limit=3');
    for (;;) {
      seen.push(...ids(res));
      if (res.body.next === null) break;
      expect(res.body.next).toBe(seen[seen.length - 1]);
      res = await list(`limit=3&after=${res.body.next}`);
    }
    const all = await list('limit=100');
    expect(seen).toEqual(ids(all));
    expect(seen.length).toBe(all.body.total);
    expect(ids(await list('limit=3&page=2'))).toEqual(seen.slice(3, 6));
  });

  it(`a broad match is counted up to ${ORDERS_COUNT_CAP} and said to be more`, async () => {
    const db = await getDb();
    const u = await makeUser('Bulk Buyer');
    await db.execute(sql`
      insert into orders (user_id, user_name, user_email, name, image, category, quantity, price, created_at)
      select ${u.id}, 'Bulk Buyer', ${u.email}, 'Bulk Sock ' || g, '', 'Socks', 1, 100, now() - make_interval(secs => g)
      from generate_series(1, ${ORDERS_COUNT_CAP + 5}) g`);
    const res = await list('search=bulk%20sock&limit=5');
    expect(res.body).toMatchObject({ total: ORDERS_COUNT_CAP, totalExact: false });
    expect(res.body.data).toHaveLength(5);
    const exact = await list('search=bulk%20sock%201004');
    expect(exact.body).toMatchObject({ total: 1, totalExact: true });
    // With no filter the count is exact whatever the size (the running totals).
    const all = await list('limit=1');
    expect(all.body.totalExact).toBe(true);
    const [{ n }] = ((await db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] }).rows;
    expect(all.body.total).toBe(n);
  });
});

describe('GET /order/export', () => {
  /** The bytes as sent: Response.text() would drop the byte order mark this checks. */
  const csv = async (query = '') => {
    const res = await app.request(`/api/order/export${query}`, { headers: { token: admin.token } }, { clientAddress: '10.9.9.9' });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return {
      status: res.status,
      headers: res.headers,
      bytes,
      body,
      lines: body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    };
  };

  it('answers every matching order as CSV: BOM, header, numbers bare, ISO times, newest first', async () => {
    const o = await place(riya, jacket._id, 2);
    const res = await csv(`?search=${o._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.lines[0]).toBe(api.exportColumns.join(','));
    const [
      purchase,
      id,
      at,
      status,
      name,
      email,
      product,
      category,
      size,
      quantity,
      price,
      total,
      refunded,
      purchaseTotal,
      shipping,
      discount,
      coupon,
      couponOff,
      method,
      pin,
      state,
    ] = (res.lines[1] ?? '').split(',');
    expect({
      id,
      status,
      name,
      email,
      product,
      category,
      size,
      quantity,
      price,
      total,
      refunded,
      purchaseTotal,
      shipping,
      discount,
      coupon,
      couponOff,
      method,
      pin,
      state,
    }).toEqual({
      id: String(o._id),
      status: 'Placed',
      name: riya.name,
      email: riya.email,
      product: 'Scale Rain Jacket',
      category: "Men's T-shirts",
      size: 'L',
      quantity: '2',
      price: '3000',
      total: '6000',
      refunded: '0',
      purchaseTotal: '6000',
      shipping: '0',
      discount: '0',
      // No coupon: both empty.
      coupon: '',
      couponOff: '',
      method: 'Cash on delivery',
      pin: '411001',
      state: 'Maharashtra',
    });
    expect(Number(purchase)).toBeGreaterThan(0);
    // India time with its offset, the same moment.
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Math.abs(Date.parse(String(at)) - Date.now())).toBeLessThan(60_000);
  });

  it("carries the purchase's coupon and its part of the discount on each of its lines", async () => {
    const code = `CSV${Date.now().toString(36).toUpperCase()}`;
    expect((await call('POST', '/coupons', { token: admin.token, body: { code, kind: 'flat', value: 500 } })).status).toBe(201);
    const s = await shopperWithCart();
    const bought = await call('POST', '/order/checkout', {
      token: s.token,
      body: {
        addressId: s.addressId,
        paymentMethod: 'upi',
        couponCode: code.toLowerCase(),
        items: [
          { prodId: jacket._id, quantity: 1, size: 'L' },
          { prodId: tee._id, quantity: 1, size: 'M' },
        ],
      },
      headers: { 'Idempotency-Key': `csv-coupon-${code}` },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const header = api.exportColumns as readonly string[];
    const cell = (line: string, column: string) => line.split(',')[header.indexOf(column)];
    for (const o of bought.body.data as { _id: number }[]) {
      const res = await csv(`?search=${o._id}`);
      expect(res.lines).toHaveLength(2);
      expect(cell(res.lines[1] ?? '', 'Coupon')).toBe(code);
      expect(cell(res.lines[1] ?? '', 'Coupon discount (Rs)')).toBe('500');
      // The purchase's discount is the UPI discount and the coupon's together.
      expect(Number(cell(res.lines[1] ?? '', 'Discount (Rs)'))).toBe(bought.body.purchase.discount);
      expect(bought.body.purchase.discount).toBeGreaterThan(500);
    }
  });

  it('streams all of a selection larger than one batch, in the list’s order', async () => {
    const res = await csv('?search=bulk%20sock');
    expect(res.lines.length - 1).toBe(ORDERS_COUNT_CAP + 5);
    const listed = await list('search=bulk%20sock&limit=3');
    expect(res.lines.slice(1, 4).map((l) => Number(l.split(',')[1]))).toEqual(ids(listed));
  });

  it('quotes commas and quotes, and defuses cells a spreadsheet would run as a formula', async () => {
    const p = await makeProduct({ name: '=HYPERLINK("http://evil.example"), "Tee"', price: 500, oprice: 500 });
    const o = await place(riya, p._id);
    const res = await csv(`?search=${o._id}`);
    expect(res.lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example""), ""Tee""",`);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    expect((await call('GET', '/order/export')).status).toBe(401);
    expect((await call('GET', '/order/export', { token: riya.token })).status).toBe(403);
  });
});

describe('GET /order/detail/{id}', () => {
  it('shows the shopper, the address, the product, size, quantity, price and who changed the status when', async () => {
    const o = await place(riya, jacket._id, 2);
    await call('PATCH', `/order/update/${o._id}`, { token: admin.token, body: { status: 'Delayed' } });
    // Setting the same status again is not a change.
    await call('PATCH', `/order/update/${o._id}`, { token: admin.token, body: { status: 'Delayed' } });
    await call('PATCH', `/order/update/${o._id}`, { token: admin.token, body: { status: 'Passed' } });
    const res = await call('GET', `/order/detail/${o._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      _id: o._id,
      name: 'Scale Rain Jacket',
      size: 'L',
      quantity: 2,
      price: 3000,
      total: 6000,
      status: 'Passed',
      shopper: { _id: riya.id, name: riya.name, email: riya.email, city: 'Pune' },
      address: { firstName: 'Riya', lastName: 'Shah', address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210' },
      product: { _id: jacket._id, name: 'Scale Rain Jacket', price: 3000 },
      // Its purchase: cash on delivery, free shipping at 6,000.
      purchase: {
        paymentMethod: 'cod',
        paymentLabel: 'Cash on delivery',
        paymentStatus: 'due_on_delivery',
        subtotal: 6000,
        shipping: 0,
        discount: 0,
        total: 6000,
      },
    });
    expect(d.purchase._id).toEqual(expect.any(Number));
    expect(d.history.map((h: { status: string; by: { name: string } | null }) => [h.status, h.by?.name ?? null])).toEqual([
      ['pending', null],
      ['Delayed', 'Asha Rao'],
      ['Passed', 'Asha Rao'],
    ]);
    expect(d.history[1].by.email).toBe(admin.email);
    expect(Date.parse(d.history[2].at)).toBeGreaterThanOrEqual(Date.parse(d.history[1].at));
    expect(d).not.toHaveProperty('searchText');
  });

  it('answers 404 for an unknown order, 401 without a token and 403 to a shopper', async () => {
    expect((await call('GET', '/order/detail/999999', { token: admin.token })).status).toBe(404);
    expect((await call('GET', '/order/detail/1')).status).toBe(401);
    expect((await call('GET', '/order/detail/1', { token: riya.token })).status).toBe(403);
  });
});

describe('GET /order/analytics', () => {
  it('gives revenue per day for the last 30 days (0 on quiet days), the top products, and the average order value, without rejected orders', async () => {
    const db = await getDb();
    // Only this test's orders in the window: everything else is moved far back.
    await db.update(orders).set({ createdAt: new Date('2020-01-01T00:00:00Z') });
    await db.update(purchases).set({ createdAt: new Date('2020-01-01T00:00:00Z') });
    const a = await place(arjun, tee._id, 3); // 2400
    const b = await place(arjun, jacket._id, 1); // 3000
    const c = await place(riya, jacket._id, 1); // 3000, rejected below
    await call('PATCH', `/order/update/${c._id}`, { token: admin.token, body: { status: 'Rejected' } });
    const old = await place(riya, tee._id, 1);
    await placedAt(old._id, new Date(Date.now() - 40 * 86_400_000).toISOString());
    void a;
    void b;

    const res = await call('GET', '/order/analytics', { token: admin.token });
    expect(res.status).toBe(200);
    const f = res.body.data;
    expect(f.days).toBe(30);
    expect(f.revenueByDay).toHaveLength(30);
    expect(f.revenueByDay.at(-1).revenue).toBe(5400);
    expect(f.revenueByDay.at(-1).orders).toBe(2);
    expect(f.revenueByDay.slice(0, -1).every((d: { revenue: number }) => d.revenue === 0)).toBe(true);
    expect(f.topByUnits.map((p: { prodId: number }) => p.prodId)).toEqual([tee._id, jacket._id]);
    expect(f.topByRevenue.map((p: { prodId: number }) => p.prodId)).toEqual([jacket._id, tee._id]);
    expect(f.topByUnits[0]).toMatchObject({ name: 'Scale Boxy Tee', units: 3, revenue: 2400 });
    expect(f).toMatchObject({ orders: 2, units: 4, revenue: 5400, averageOrderValue: 2700 });

    const ninety = await call('GET', '/order/analytics?days=90', { token: admin.token });
    expect(ninety.body.data.revenueByDay).toHaveLength(90);
    // 800 is below free shipping: its purchase came to 800 + 99.
    expect(ninety.body.data.revenue).toBe(5400 + 800 + 99);
    // Another window is refused, not answered with 30 days' figures under its name.
    for (const days of ['7', '0', 'abc', '30.5']) {
      const other = await call('GET', `/order/analytics?days=${days}`, { token: admin.token });
      expect(other.status, days).toBe(400);
      expect(other.body, days).toEqual({ msg: api.badRequest, errors: { days: validation.analyseDays(ANALYSE_WINDOWS) } });
    }
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    expect((await call('GET', '/order/analytics')).status).toBe(401);
    expect((await call('GET', '/order/analytics', { token: riya.token })).status).toBe(403);
  });
});
