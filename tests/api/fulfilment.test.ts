/**
 * Fulfilment: every move between steps and every refused one, the shipment's
 * fields, cancelling a purchase or an item (stock back once, totals and shipping priced again), the
 * status history and the e-mail of each change, and the API's first statuses mapped onto the steps.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, outbox, productSizes } from '../../src/server/db/schema';
import { call, makeAdmin, makeProduct, selectRows, shopperWithCart } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin('Asha Rao');
});

const sizes = (stock: Record<string, number | null>) => Object.entries(stock).map(([size, n]) => ({ size, stock: n }));
const stockOf = async (prodId: number, size = 'M') =>
  (await selectRows(productSizes, and(eq(productSizes.prodId, prodId), eq(productSizes.size, size))))[0]?.stock;
/** A day in the future as 'YYYY-MM-DD'. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const shipment = (tracking = `AWB${randomUUID().slice(0, 8)}`) => ({ courier: 'Delhivery', trackingNumber: tracking, expectedDelivery: inDays(4) });

/** A shopper who bought `items` (product, quantity) in one purchase. */
async function bought(items: { prodId: number; quantity: number }[], paymentMethod: 'cod' | 'upi' = 'cod') {
  const s = await shopperWithCart();
  const res = await call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: s.addressId, paymentMethod, items: items.map((i) => ({ ...i, size: 'M' })) },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { shopper: s, purchase: res.body.purchase, orders: res.body.data as { _id: number }[] };
}
const step = (id: number, body: Record<string, unknown>, token = admin.token) => call('PATCH', `/order/step/${id}`, { token, body });
const legacy = (id: number, status: string) => call('PATCH', `/order/update/${id}`, { token: admin.token, body: { status } });
const purchaseOf = async (token: string, id: number) => (await call('GET', `/order/purchases/${id}`, { token })).body.data;
const mailsTo = async (email: string) => (await selectRows(outbox, eq(outbox.recipient, email))).filter((m) => m.kind === 'order-status');

describe('the steps: Placed -> Packed -> Shipped -> Delivered', () => {
  it('an admin moves an order through every step; each move is kept with who, when, from and to, and e-mailed', async () => {
    const p = await makeProduct({ price: 1499, sizes: sizes({ M: 5 }) });
    const {
      shopper,
      purchase,
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 1 }]);
    expect(purchase.step).toBe('placed');

    const packed = await step(o._id, { step: 'packed' });
    expect(packed.status).toBe(200);
    expect(packed.body).toMatchObject({ msg: 'Order marked Packed', data: { step: 'packed', status: 'Passed' } });

    const ship = shipment('AWB12345');
    const shipped = await step(o._id, { step: 'shipped', ...ship });
    expect(shipped.body.data).toMatchObject({ step: 'shipped', courier: 'Delhivery', trackingNumber: 'AWB12345', expectedDelivery: ship.expectedDelivery });

    const delivered = await step(o._id, { step: 'delivered' });
    expect(delivered.body.data).toMatchObject({ step: 'delivered', status: 'Passed' });

    const history = await selectRows(orderStatusHistory, eq(orderStatusHistory.orderId, o._id));
    expect(history.map((h) => [h.fromStep, h.step, h.actor, h.adminId])).toEqual([
      ['placed', 'packed', 'admin', admin._id],
      ['packed', 'shipped', 'admin', admin._id],
      ['shipped', 'delivered', 'admin', admin._id],
    ]);

    // The shopper's page: the step and the changes, never the admin's name or old words.
    const mine = await call('GET', `/order/purchases/${purchase._id}`, { token: shopper.token });
    expect(mine.body.data.step).toBe('delivered');
    expect(mine.body.data.history.map((h: { step: string }) => h.step)).toEqual(['packed', 'shipped', 'delivered']);
    expect(JSON.stringify(mine.body.data.history)).not.toContain('Asha');

    // One e-mail per change, in the shopper's words.
    const mails = await mailsTo(shopper.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${purchase._id}: Your order is packed`,
      `Order #${purchase._id}: Your order is on its way`,
      `Order #${purchase._id}: Your order has been delivered`,
    ]);
    expect(mails[1].text).toContain('With Delhivery, tracking number AWB12345');
    for (const m of mails) expect(`${m.subject} ${m.text}`).not.toMatch(/Passed|Rejected/);
  });

  it.each([
    ['placed', 'shipped', 'An order that is Placed cannot be marked Shipped'],
    ['placed', 'delivered', 'An order that is Placed cannot be marked Delivered'],
    ['placed', 'placed', 'An order that is Placed cannot be marked Placed'],
    ['shipped', 'packed', 'An order that is Shipped cannot be marked Packed'],
    ['shipped', 'placed', 'An order that is Shipped cannot be marked Placed'],
    ['shipped', 'cancelled', 'This order has already shipped, so it can no longer be cancelled'],
    ['delivered', 'packed', 'An order that is Delivered cannot be marked Packed'],
    ['delivered', 'cancelled', 'This order has already shipped, so it can no longer be cancelled'],
  ])('refuses %s -> %s with 409 and changes nothing', async (from, to, msg) => {
    const p = await makeProduct({ sizes: sizes({ M: 5 }) });
    const {
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 2 }]);
    const path = ['packed', 'shipped', 'delivered'];
    for (const s of path.slice(0, path.indexOf(from) + 1)) expect((await step(o._id, { step: s, ...(s === 'shipped' ? shipment() : {}) })).status).toBe(200);
    const before = await selectRows(orders, eq(orders._id, o._id));
    const res = await step(o._id, { step: to, ...(to === 'cancelled' ? { reason: 'Out of stock' } : {}), ...(to === 'shipped' ? shipment() : {}) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg });
    expect(await selectRows(orders, eq(orders._id, o._id))).toEqual(before);
    expect(await stockOf(p._id)).toBe(3);
  });

  it('shipping without the courier, tracking number or expected day is a 400 keyed by field; a past day too', async () => {
    const p = await makeProduct({ sizes: sizes({ M: 5 }) });
    const {
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 1 }]);
    await step(o._id, { step: 'packed' });
    const none = await step(o._id, { step: 'shipped' });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.errors).sort()).toEqual(['courier', 'expectedDelivery', 'trackingNumber']);
    const noTracking = await step(o._id, { step: 'shipped', courier: 'Delhivery', expectedDelivery: inDays(3) });
    expect(noTracking.body.errors).toEqual({ trackingNumber: 'Enter the tracking number (letters, digits and dashes)' });
    expect((await step(o._id, { step: 'shipped', ...shipment('AWB 1; drop') })).body.errors).toHaveProperty('trackingNumber');
    const past = await step(o._id, { step: 'shipped', ...shipment(), expectedDelivery: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ expectedDelivery: 'The expected delivery day cannot be in the past' });
    expect((await step(o._id, { step: 'lost' })).body.errors).toHaveProperty('step');
    // An admin's cancel says why: the shopper reads it.
    expect((await step(o._id, { step: 'cancelled' })).body.errors).toHaveProperty('reason');
    expect((await selectRows(orders, eq(orders._id, o._id)))[0]).toMatchObject({ step: 'packed', courier: null });
  });

  it('only admins move steps: 401 signed out, 403 for a shopper, 404 for an unknown order', async () => {
    const p = await makeProduct({ sizes: sizes({ M: 5 }) });
    const {
      shopper,
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 1 }]);
    expect((await call('PATCH', `/order/step/${o._id}`, { body: { step: 'packed' } })).status).toBe(401);
    expect((await step(o._id, { step: 'packed' }, shopper.token)).status).toBe(403);
    expect((await step(999_999, { step: 'packed' })).status).toBe(404);
    expect((await call('POST', '/order/bulk-step', { token: shopper.token, body: { step: 'packed', items: [{ id: o._id }] } })).status).toBe(403);
  });
});

describe('bulk: mark packed, mark shipped', () => {
  it('packs several orders at once, then ships them with one courier and day and a tracking number each', async () => {
    const p = await makeProduct({ sizes: sizes({ M: 9 }) });
    const a = await bought([{ prodId: p._id, quantity: 1 }]);
    const b = await bought([{ prodId: p._id, quantity: 2 }]);
    const ids = [a.orders[0]._id, b.orders[0]._id];
    const packed = await call('POST', '/order/bulk-step', { token: admin.token, body: { step: 'packed', items: ids.map((id) => ({ id })) } });
    expect(packed.status).toBe(200);
    expect(packed.body.msg).toBe('2 orders marked Packed');
    expect(packed.body.data.map((o: { step: string }) => o.step)).toEqual(['packed', 'packed']);

    const missing = await call('POST', '/order/bulk-step', {
      token: admin.token,
      body: { step: 'shipped', courier: 'Blue Dart', expectedDelivery: inDays(2), items: [{ id: ids[0], trackingNumber: 'BD1' }, { id: ids[1] }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'items.1.trackingNumber': 'Enter the tracking number (letters, digits and dashes)' });

    const shipped = await call('POST', '/order/bulk-step', {
      token: admin.token,
      body: {
        step: 'shipped',
        courier: 'Blue Dart',
        expectedDelivery: inDays(2),
        items: [
          { id: ids[0], trackingNumber: 'BD1' },
          { id: ids[1], trackingNumber: 'BD2' },
        ],
      },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.map((o: { trackingNumber: string; courier: string }) => [o.courier, o.trackingNumber])).toEqual([
      ['Blue Dart', 'BD1'],
      ['Blue Dart', 'BD2'],
    ]);
    expect((await mailsTo(a.shopper.email)).map((m) => m.subject.split(': ')[1])).toEqual(['Your order is packed', 'Your order is on its way']);
  });

  it('all or none: one order that cannot move refuses the whole batch with 409, errors by item, nothing changed', async () => {
    const p = await makeProduct({ sizes: sizes({ M: 9 }) });
    const a = await bought([{ prodId: p._id, quantity: 1 }]);
    const b = await bought([{ prodId: p._id, quantity: 1 }]);
    await step(b.orders[0]._id, { step: 'cancelled', reason: 'Payment doubtful' });
    const res = await call('POST', '/order/bulk-step', {
      token: admin.token,
      body: { step: 'packed', items: [{ id: a.orders[0]._id }, { id: b.orders[0]._id }] },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      msg: 'Some of these orders cannot be changed, so none was',
      errors: { 'items.1': 'An order that is Cancelled cannot be marked Packed' },
    });
    expect((await selectRows(orders, eq(orders._id, a.orders[0]._id)))[0].step).toBe('placed');
    expect(await selectRows(orderStatusHistory, eq(orderStatusHistory.orderId, a.orders[0]._id))).toEqual([]);
    const twice = await call('POST', '/order/bulk-step', {
      token: admin.token,
      body: { step: 'packed', items: [{ id: a.orders[0]._id }, { id: a.orders[0]._id }] },
    });
    expect(twice.body.errors).toEqual({ 'items.1.id': 'This order is chosen twice' });
    expect((await call('POST', '/order/bulk-step', { token: admin.token, body: { step: 'packed', items: [{ id: 999_999 }] } })).status).toBe(404);
    expect(
      (await call('POST', '/order/bulk-step', { token: admin.token, body: { step: 'delivered', items: [{ id: a.orders[0]._id }] } })).body.errors,
    ).toHaveProperty('step');
  });
});

describe('cancelling', () => {
  it('the shopper cancels one item: its units come back, the rest is priced again with the shipping rule and the method’s discount', async () => {
    const tee = await makeProduct({ price: 999, sizes: sizes({ M: 4 }) });
    const cap = await makeProduct({ price: 899, sizes: sizes({ M: 4 }) });
    const {
      shopper,
      purchase,
      orders: items,
    } = await bought(
      [
        { prodId: tee._id, quantity: 1 },
        { prodId: cap._id, quantity: 1 },
      ],
      'upi',
    );
    // 1,898 of items: free shipping, 5% off = 95.
    expect(purchase).toMatchObject({ subtotal: 1898, shipping: 0, discount: 95, total: 1803 });
    const capOrder = items.find((o) => (o as { prodId?: number }).prodId === cap._id) ?? items[1];
    const res = await call('POST', `/order/cancel/${capOrder._id}`, { token: shopper.token, body: { reason: 'Ordered by mistake' } });
    expect(res.status).toBe(200);
    // 999 left: below 1,500, so 99 shipping; 5% of 999 is 50.
    expect(res.body.data).toMatchObject({ subtotal: 999, shipping: 99, discount: 50, total: 1048, step: 'placed' });
    expect(await stockOf(cap._id)).toBe(4);
    expect(await stockOf(tee._id)).toBe(3);
    const cancelled = res.body.data.items.find((o: { _id: number }) => o._id === capOrder._id);
    expect(cancelled).toMatchObject({ step: 'cancelled', cancelledBy: 'shopper', cancelReason: 'Ordered by mistake', restocked: true });
    const mail = (await mailsTo(shopper.email)).at(-1);
    expect(mail?.subject).toContain('Cancelled:');
    expect(mail?.text).toContain('The rest of your order now comes to Rs. 1,048.00.');

    // Again: 409, nothing back twice.
    const again = await call('POST', `/order/cancel/${capOrder._id}`, { token: shopper.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ msg: 'This order is already cancelled' });
    expect(await stockOf(cap._id)).toBe(4);

    // The last item too: nothing is left to pay, and the purchase reads Cancelled.
    const last = await call('POST', `/order/cancel/${items.find((o) => o._id !== capOrder._id)?._id}`, { token: shopper.token, body: {} });
    expect(last.body.data).toMatchObject({ subtotal: 0, shipping: 0, discount: 0, total: 0, step: 'cancelled', status: 'Rejected' });
    expect(await stockOf(tee._id)).toBe(4);
  });

  it('the shopper cancels a whole purchase until it ships; once part of it has shipped it is a 409', async () => {
    const p = await makeProduct({ price: 700, sizes: sizes({ M: 6 }) });
    const q = await makeProduct({ price: 900, sizes: sizes({ M: 6 }) });
    const one = await bought([
      { prodId: p._id, quantity: 2 },
      { prodId: q._id, quantity: 1 },
    ]);
    await step(one.orders[0]._id, { step: 'packed' });
    const res = await call('POST', `/order/purchases/${one.purchase._id}/cancel`, { token: one.shopper.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: 'Your order is cancelled', data: { step: 'cancelled', total: 0 } });
    expect([await stockOf(p._id), await stockOf(q._id)]).toEqual([6, 6]);
    expect((await mailsTo(one.shopper.email)).at(-1)?.subject).toBe(`Order #${one.purchase._id}: Your order has been cancelled`);
    expect((await call('POST', `/order/purchases/${one.purchase._id}/cancel`, { token: one.shopper.token, body: {} })).status).toBe(409);
    expect([await stockOf(p._id), await stockOf(q._id)]).toEqual([6, 6]);

    const two = await bought([
      { prodId: p._id, quantity: 1 },
      { prodId: q._id, quantity: 1 },
    ]);
    await step(two.orders[0]._id, { step: 'packed' });
    await step(two.orders[0]._id, { step: 'shipped', ...shipment() });
    const late = await call('POST', `/order/purchases/${two.purchase._id}/cancel`, { token: two.shopper.token, body: {} });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('Part of this order has shipped: cancel the items not yet shipped one by one');
    const shippedItem = await call('POST', `/order/cancel/${two.orders[0]._id}`, { token: two.shopper.token, body: {} });
    expect(shippedItem.status).toBe(409);
    expect(shippedItem.body.msg).toBe('This order has already shipped, so it can no longer be cancelled');
    expect([await stockOf(p._id), await stockOf(q._id)]).toEqual([5, 5]);
    // The item not shipped can still go.
    expect((await call('POST', `/order/cancel/${two.orders[1]._id}`, { token: two.shopper.token, body: {} })).status).toBe(200);
    expect(await stockOf(q._id)).toBe(6);
  });

  it("someone else's purchase or item is a 404, and nothing changes; signed out is a 401", async () => {
    const p = await makeProduct({ sizes: sizes({ M: 3 }) });
    const {
      purchase,
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 1 }]);
    const other = await shopperWithCart();
    expect((await call('POST', `/order/cancel/${o._id}`, { token: other.token, body: {} })).status).toBe(404);
    expect((await call('POST', `/order/purchases/${purchase._id}/cancel`, { token: other.token, body: {} })).status).toBe(404);
    expect((await call('POST', `/order/cancel/${o._id}`, { body: {} })).status).toBe(401);
    expect((await call('POST', `/order/cancel/${o._id}`, { token: other.token, body: { reason: 'x'.repeat(201) } })).status).toBe(400);
    expect(await stockOf(p._id)).toBe(2);
  });

  it('an admin cancels with a reason the shopper reads; the units come back once', async () => {
    const p = await makeProduct({ sizes: sizes({ M: 3 }) });
    const {
      shopper,
      purchase,
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 2 }]);
    const res = await step(o._id, { step: 'cancelled', reason: 'The courier does not serve this PIN code' });
    expect(res.body.data).toMatchObject({
      step: 'cancelled',
      status: 'Rejected',
      cancelledBy: 'admin',
      cancelReason: 'The courier does not serve this PIN code',
    });
    expect(await stockOf(p._id)).toBe(3);
    const mine = await purchaseOf(shopper.token, purchase._id);
    expect(mine.history.at(-1)).toMatchObject({ step: 'cancelled', byShopper: false, note: 'The courier does not serve this PIN code' });
    expect((await mailsTo(shopper.email)).at(-1)?.text).toContain('Cancelled by the store: The courier does not serve this PIN code');
    // Reinstated (the old API's leaving 'Rejected'): the units are taken again.
    expect((await step(o._id, { step: 'placed' })).body.data).toMatchObject({ step: 'placed', status: 'pending', cancelReason: null, restocked: false });
    expect(await stockOf(p._id)).toBe(1);
    expect((await purchaseOf(shopper.token, purchase._id)).total).toBe(purchase.total);
  });

  it('two cancels of one item at once give its units back once', async () => {
    const p = await makeProduct({ sizes: sizes({ M: 5 }) });
    const {
      shopper,
      purchase,
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 3 }]);
    const answers = await Promise.all([
      call('POST', `/order/cancel/${o._id}`, { token: shopper.token, body: {} }),
      call('POST', `/order/cancel/${o._id}`, { token: shopper.token, body: {} }),
      call('POST', `/order/purchases/${purchase._id}/cancel`, { token: shopper.token, body: {} }),
      step(o._id, { step: 'cancelled', reason: 'Duplicate' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(p._id)).toBe(5);
    expect((await selectRows(orderStatusHistory, eq(orderStatusHistory.orderId, o._id))).filter((h) => h.step === 'cancelled')).toHaveLength(1);
  });

  it("a shopper's cancellation cannot be reinstated by an admin", async () => {
    const p = await makeProduct({ sizes: sizes({ M: 5 }) });
    const {
      shopper,
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 1 }]);
    await call('POST', `/order/cancel/${o._id}`, { token: shopper.token, body: {} });
    for (const res of [await step(o._id, { step: 'placed' }), await legacy(o._id, 'Passed')]) {
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('The shopper cancelled this order, so it cannot be reinstated');
    }
    expect(await stockOf(p._id)).toBe(5);
  });
});

describe("the API's first statuses map onto the steps", () => {
  it("'Passed' packs, 'Delayed' holds at Placed, 'Rejected' cancels (units back), and leaving it takes them again", async () => {
    const p = await makeProduct({ sizes: sizes({ M: 5 }) });
    const {
      shopper,
      orders: [o],
    } = await bought([{ prodId: p._id, quantity: 2 }]);
    expect((await legacy(o._id, 'Passed')).body.data).toMatchObject({ status: 'Passed', step: 'packed' });
    expect((await legacy(o._id, 'Delayed')).body.data).toMatchObject({ status: 'Delayed', step: 'placed' });
    expect((await mailsTo(shopper.email)).at(-1)?.subject).toContain('Your order is running a little late');
    expect((await legacy(o._id, 'Rejected')).body.data).toMatchObject({ status: 'Rejected', step: 'cancelled', restocked: true });
    expect(await stockOf(p._id)).toBe(5);
    expect((await legacy(o._id, 'Passed')).body.data).toMatchObject({ status: 'Passed', step: 'packed', restocked: false });
    expect(await stockOf(p._id)).toBe(3);
    // The old filter and the new one find it.
    const byStatus = await call('GET', `/order/allorders?status=Passed&search=%23${o._id}`, { token: admin.token });
    const byStep = await call('GET', `/order/allorders?step=packed&search=%23${o._id}`, { token: admin.token });
    expect(byStatus.body.data.map((r: { _id: number }) => r._id)).toEqual([o._id]);
    expect(byStep.body.data[0]).toMatchObject({ _id: o._id, paymentLabel: 'Cash on delivery', purchaseItems: 1 });
    expect((await call('GET', '/order/allorders?step=lost', { token: admin.token })).body.errors).toHaveProperty('step');
    // Once shipped: 'Passed' changes nothing, 'Rejected' and 'Delayed' are refused.
    await step(o._id, { step: 'shipped', ...shipment() });
    const passed = await legacy(o._id, 'Passed');
    expect(passed.status).toBe(200);
    expect(passed.body.data.step).toBe('shipped');
    expect((await legacy(o._id, 'Rejected')).body.msg).toBe('This order has already shipped, so it can no longer be cancelled');
    expect((await legacy(o._id, 'Delayed')).status).toBe(409);
    const detail = await call('GET', `/order/detail/${o._id}`, { token: admin.token });
    expect(detail.body.data.history.map((h: { status: string; step: string }) => `${h.status}/${h.step}`)).toEqual([
      'pending/placed',
      'Passed/packed',
      'Delayed/placed',
      'Rejected/cancelled',
      'Passed/packed',
      'Passed/shipped',
    ]);
  });
});
