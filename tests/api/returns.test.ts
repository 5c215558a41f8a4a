/**
 * Returns and exchanges: the shopper's request within the window after delivery, the
 * admin's approve / decline / receive / refund, and every refused step, with the stock after each, the
 * status history, the e-mails queued, and the refunds table the revenue subtracts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { orders, orderStatusHistory, outbox, productSizes, refunds, returns, taxDocuments } from '../../src/server/db/schema';
import { refundedTotal } from '../../src/server/services/returns';
import { call, countRows, makeAdmin, makeProduct, selectRows, shopperWithCart } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin('Asha Rao');
});

const sizes = (stock: Record<string, number | null>) => Object.entries(stock).map(([size, n]) => ({ size, stock: n }));
const stockOf = async (prodId: number, size: string) =>
  (await selectRows(productSizes, and(eq(productSizes.prodId, prodId), eq(productSizes.size, size))))[0]?.stock;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const step = (id: number, body: Record<string, unknown>) => call('PATCH', `/order/step/${id}`, { token: admin.token, body });
const mailsTo = async (email: string) => (await selectRows(outbox, eq(outbox.recipient, email))).filter((m) => m.kind === 'order-status');

/** A shopper who bought one product in size M (quantity 1 unless said), delivered unless `until` says otherwise. */
async function delivered(
  opts: { stock?: Record<string, number | null>; price?: number; paymentMethod?: 'cod' | 'upi'; quantity?: number; until?: string } = {},
) {
  const p = await makeProduct({ price: opts.price ?? 1499, sizes: sizes(opts.stock ?? { S: 3, M: 5, L: 2 }) });
  const s = await shopperWithCart();
  const res = await call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: s.addressId, paymentMethod: opts.paymentMethod ?? 'cod', items: [{ prodId: p._id, quantity: opts.quantity ?? 1, size: 'M' }] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const order = res.body.data[0] as { _id: number };
  const path = ['packed', 'shipped', 'delivered'];
  const until = opts.until ?? 'delivered';
  for (const s2 of path.slice(0, path.indexOf(until) + 1)) {
    const moved = await step(order._id, {
      step: s2,
      ...(s2 === 'shipped' ? { courier: 'Delhivery', trackingNumber: 'AWB1', expectedDelivery: inDays(3) } : {}),
    });
    expect(moved.status).toBe(200);
  }
  return { product: p, shopper: s, purchase: res.body.purchase as { _id: number; total: number; discount: number }, order };
}

const ask = (token: string, body: Record<string, unknown>) => call('POST', '/returns', { token, body });
const act = (id: number, what: 'approve' | 'decline' | 'receive' | 'refund', body: Record<string, unknown> = {}) =>
  call('POST', `/returns/${id}/${what}`, { token: admin.token, body });
const stepOf = async (orderId: number) => (await selectRows(orders, eq(orders._id, orderId)))[0]?.step;

describe('a refund: requested -> approved -> received -> refunded', () => {
  it('moves the item through its steps, gives the units back on receipt, records the refund once and e-mails each step', async () => {
    const { product, shopper, purchase, order } = await delivered();
    expect(await stockOf(product._id, 'M')).toBe(4);
    const asked = await ask(shopper.token, { orderId: order._id, reason: 'quality', resolution: 'refund' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toMatchObject({ status: 'requested', resolution: 'refund', exchangeSize: null, orderId: order._id });
    expect(await stepOf(order._id)).toBe('return_requested');
    const id = asked.body.data._id as number;

    // Received before approval: refused.
    expect((await act(id, 'receive', { damaged: false })).status).toBe(409);
    // Refunded before the parcel is back: refused.
    const early = await act(id, 'refund', { method: 'upi', upiId: 'riya@okhdfc', reference: 'UTR123' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toMatch(/once the parcel is back/);

    const approved = await act(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect((await act(id, 'approve')).status).toBe(409);
    expect((await act(id, 'decline', { reason: 'Too late' })).status).toBe(409);
    expect(await stockOf(product._id, 'M')).toBe(4);

    const received = await act(id, 'receive', { damaged: false });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'received', damaged: false });
    expect(await stepOf(order._id)).toBe('returned');
    expect(await stockOf(product._id, 'M')).toBe(5);

    // Cash on delivery: not 'original'.
    const cash = await act(id, 'refund', { method: 'original', reference: 'X1' });
    expect(cash.status).toBe(400);
    expect(cash.body.errors).toHaveProperty('method');
    const noIfsc = await act(id, 'refund', { method: 'bank', accountNumber: '123456789012', reference: 'NEFT1' });
    expect(noIfsc.status).toBe(400);
    expect(noIfsc.body.errors).toHaveProperty('ifsc');

    const refunded = await act(id, 'refund', { method: 'bank', accountNumber: '1234 5678 9012', ifsc: 'hdfc0001234', reference: 'NEFT-778' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.refund).toMatchObject({
      amount: 1499,
      method: 'bank',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      reference: 'NEFT-778',
    });
    expect(refunded.body.msg).toBe('Refund of Rs. 1,499.00 recorded');
    const twice = await act(id, 'refund', { method: 'upi', upiId: 'riya@okhdfc', reference: 'UTR9' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ msg: 'This return has already been refunded' });
    expect(await countRows(refunds, eq(refunds.returnId, id))).toBe(1);
    // The purchase was invoiced when it shipped: the refund issues one credit note for the item, the double refund none.
    const documents = await selectRows(taxDocuments, eq(taxDocuments.purchaseId, purchase._id));
    expect(documents.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
    expect(documents.find((d) => d.kind === 'credit_note')?.totalPaise).toBe(149_900);
    expect(await stockOf(product._id, 'M')).toBe(5);

    // History: who and when, each step.
    const history = await selectRows(orderStatusHistory, eq(orderStatusHistory.orderId, order._id));
    expect(history.slice(3).map((h) => [h.fromStep, h.step, h.actor])).toEqual([
      ['delivered', 'return_requested', 'shopper'],
      ['return_requested', 'return_requested', 'admin'],
      ['return_requested', 'returned', 'admin'],
      ['returned', 'returned', 'admin'],
    ]);
    expect(history.slice(4).every((h) => h.adminId === admin._id)).toBe(true);

    // The console's order detail: the item's return with its refund (no account digits).
    const detail = (await call('GET', `/order/detail/${order._id}`, { token: admin.token })).body.data;
    expect(detail.return).toMatchObject({
      _id: id,
      status: 'refunded',
      reason: 'quality',
      resolution: 'refund',
      refund: { amount: 1499, method: 'bank', reference: 'NEFT-778', account: '••••9012' },
    });

    // The shopper's page: the return with its refund (no account digits), the item Returned.
    const mine = (await call('GET', `/order/purchases/${purchase._id}`, { token: shopper.token })).body.data;
    expect(mine.returns).toEqual([
      expect.objectContaining({
        orderId: order._id,
        status: 'refunded',
        refund: expect.objectContaining({ amount: 1499, account: '••••9012', reference: 'NEFT-778' }),
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain('123456789012');
    expect(mine.items[0].step).toBe('returned');

    const subjects = (await mailsTo(shopper.email)).map((m) => m.subject).slice(3);
    expect(subjects).toEqual([
      `Order #${purchase._id}: We have your return request`,
      `Order #${purchase._id}: Your return is approved`,
      `Order #${purchase._id}: We have received your return`,
      `Order #${purchase._id}: Your refund has been sent`,
    ]);
    const last = (await mailsTo(shopper.email)).at(-1);
    expect(last?.text).toContain('Rs. 1,499.00 refunded by Bank transfer, reference NEFT-778');
  });

  it('a parcel marked damaged does not go back on sale; the refund is less the UPI discount share', async () => {
    const { product, shopper, order, purchase } = await delivered({ paymentMethod: 'upi', quantity: 2, price: 1000 });
    expect(purchase.discount).toBe(100);
    const id = (await ask(shopper.token, { orderId: order._id, reason: 'damaged', resolution: 'refund' })).body.data._id;
    await act(id, 'approve');
    expect(await stockOf(product._id, 'M')).toBe(3);
    const received = await act(id, 'receive', { damaged: true });
    expect(received.body).toMatchObject({ msg: 'Return received, marked damaged: its stock stays out', data: { damaged: true } });
    expect(await stockOf(product._id, 'M')).toBe(3);
    const refunded = await act(id, 'refund', { method: 'original', reference: 'UPI-REF-1' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.refund.amount).toBe(1900);
  });

  it('refundedTotal sums the refunds recorded in a time range', async () => {
    const db = await getDb();
    const all = await refundedTotal(db);
    const rows = await selectRows(refunds);
    expect(all).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(all).toBeGreaterThan(0);
    expect(await refundedTotal(db, { from: new Date(Date.now() + 60_000) })).toBe(0);
  });
});

describe('an exchange for another size', () => {
  it('sets the new size aside at the request and completes with a new order at that size when the parcel is back', async () => {
    const { product, shopper, purchase, order } = await delivered({ stock: { M: 5, L: 2 } });
    const asked = await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'exchange', exchangeSize: 'L' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.msg).toContain('size L is set aside');
    expect(asked.body.data).toMatchObject({ resolution: 'exchange', exchangeSize: 'L', reserved: true });
    expect(await stockOf(product._id, 'L')).toBe(1);
    const id = asked.body.data._id;

    // An exchange has nothing to refund.
    await act(id, 'approve');
    const received = await act(id, 'receive', { damaged: false });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'exchanged', reserved: false });
    const replacementId = received.body.data.replacementOrderId as number;
    expect(received.body.msg).toBe(`Return received: the replacement is order #${replacementId}`);
    expect(await stockOf(product._id, 'M')).toBe(5);
    expect(await stockOf(product._id, 'L')).toBe(1);
    expect(await stepOf(order._id)).toBe('exchanged');
    const [replacement] = await selectRows(orders, eq(orders._id, replacementId));
    expect(replacement).toMatchObject({ size: 'L', step: 'placed', purchaseId: purchase._id, prodId: product._id, quantity: 1, price: 1499 });
    expect((await act(id, 'refund', { method: 'upi', upiId: 'riya@okaxis', reference: 'R1' })).status).toBe(409);

    // The replacement ships like any order.
    expect((await step(replacementId, { step: 'packed' })).status).toBe(200);
    const mine = (await call('GET', `/order/purchases/${purchase._id}`, { token: shopper.token })).body.data;
    expect(mine.items.map((i: { size: string; step: string }) => [i.size, i.step])).toEqual([
      ['M', 'exchanged'],
      ['L', 'packed'],
    ]);
    const mails = await mailsTo(shopper.email);
    expect(mails.map((m) => m.subject)).toContain(`Order #${purchase._id}: Your exchange is on its way`);
    expect(mails.find((m) => m.subject.endsWith('We have your exchange request'))?.text).toContain('We have set size L aside for you');
  });

  it('a declined exchange gives the set-aside size back; the item is Delivered again with the reason the shopper reads', async () => {
    const { product, shopper, purchase, order } = await delivered({ stock: { M: 5, L: 2 } });
    const id = (await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'exchange', exchangeSize: 'L' })).body.data._id;
    expect(await stockOf(product._id, 'L')).toBe(1);
    const noReason = await act(id, 'decline', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const declined = await act(id, 'decline', { reason: 'The tags were removed' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'declined', declineReason: 'The tags were removed', reserved: false });
    expect(await stockOf(product._id, 'L')).toBe(2);
    expect(await stepOf(order._id)).toBe('delivered');
    expect((await act(id, 'receive', { damaged: false })).status).toBe(409);
    expect(await stockOf(product._id, 'M')).toBe(4);
    const mine = (await call('GET', `/order/purchases/${purchase._id}`, { token: shopper.token })).body.data;
    expect(mine.returns[0]).toMatchObject({ status: 'declined', declineReason: 'The tags were removed' });
    const mail = (await mailsTo(shopper.email)).at(-1);
    expect(mail?.subject).toBe(`Order #${purchase._id}: We could not accept your return`);
    expect(mail?.text).toContain('The tags were removed');
    // Once declined, it cannot be asked again.
    expect((await ask(shopper.token, { orderId: order._id, reason: 'quality', resolution: 'refund' })).status).toBe(409);
  });

  it('an exchange to a sold-out size is a 409 offering a refund, and changes nothing', async () => {
    const { product, shopper, order } = await delivered({ stock: { M: 5, L: 0 } });
    const res = await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'exchange', exchangeSize: 'L' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('Size L is sold out, so we cannot exchange it now. We can refund you instead.');
    expect(res.body.errors).toMatchObject({ exchangeSize: expect.stringContaining('L'), resolution: 'Refund' });
    expect(await countRows(returns, eq(returns.orderId, order._id))).toBe(0);
    expect(await stepOf(order._id)).toBe('delivered');
    expect(await stockOf(product._id, 'L')).toBe(0);
    // The refund offered is then accepted.
    expect((await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'refund' })).status).toBe(201);
  });

  it('an exchange to the same size, or a size the product lacks, is a 400 on exchangeSize', async () => {
    const { shopper, order } = await delivered({ stock: { M: 5, L: 2 } });
    const same = await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'exchange', exchangeSize: 'M' });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ exchangeSize: 'This item is already size M: choose another size' });
    const none = await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'exchange', exchangeSize: 'XXL' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ exchangeSize: 'This product does not come in size XXL' });
    const noSize = await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'exchange' });
    expect(noSize.status).toBe(400);
    expect(noSize.body.errors).toHaveProperty('exchangeSize');
    expect(await countRows(returns, eq(returns.orderId, order._id))).toBe(0);
  });
});

describe('an exchange whose product or size is gone by the time the parcel is back', () => {
  /** An approved exchange of size M for L. */
  async function approvedExchange() {
    const d = await delivered({ stock: { M: 5, L: 2 } });
    const asked = await ask(d.shopper.token, { orderId: d.order._id, reason: 'wrong_size', resolution: 'exchange', exchangeSize: 'L' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data._id as number;
    expect((await act(id, 'approve')).status).toBe(200);
    return { ...d, id };
  }
  const replacements = async (purchaseId: number) => countRows(orders, eq(orders.purchaseId, purchaseId));

  it('a deleted product: receiving is a 409 saying to refund instead, nothing changes; received as a refund it is then refunded', async () => {
    const { product, purchase, order, id } = await approvedExchange();
    expect((await call('DELETE', `/products/delete/${product._id}`, { token: admin.token })).status).toBe(200);
    const refused = await act(id, 'receive', { damaged: false });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.msg).toBe('This product is no longer sold, so the exchange cannot be made: receive the parcel as a refund instead');
    expect(refused.body.errors).toEqual({ resolution: 'Refund' });
    expect((await selectRows(returns, eq(returns._id, id)))[0]).toMatchObject({ status: 'approved', resolution: 'exchange', exchangeSize: 'L' });
    expect(await stepOf(order._id)).toBe('return_requested');
    expect(await replacements(purchase._id)).toBe(1);

    const received = await act(id, 'receive', { damaged: false, refundInstead: true });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.msg).toBe('Return received as a refund: record the refund next');
    expect(received.body.data).toMatchObject({ status: 'received', resolution: 'refund', exchangeSize: null, reserved: false, replacementOrderId: null });
    expect(await stepOf(order._id)).toBe('returned');
    expect(await replacements(purchase._id)).toBe(1);
    const refunded = await act(id, 'refund', { method: 'upi', upiId: 'riya@okaxis', reference: 'UTR9' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.msg).toBe('Refund of Rs. 1,499.00 recorded');
  });

  it('a size removed from the product: 409 the same way; received as a refund, the returned units go back on sale', async () => {
    const { product, purchase, id } = await approvedExchange();
    const edited = await call('PATCH', `/products/update/${product._id}`, { token: admin.token, body: { sizes: [{ size: 'M', stock: 5 }] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const refused = await act(id, 'receive', { damaged: false });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Size L is no longer available, so the exchange cannot be made: receive the parcel as a refund instead');
    expect(await stockOf(product._id, 'M')).toBe(5);
    const received = await act(id, 'receive', { damaged: false, refundInstead: true });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'received', resolution: 'refund' });
    expect(await stockOf(product._id, 'M')).toBe(6);
    expect(await replacements(purchase._id)).toBe(1);
  });

  it('an exchange still possible can be received as a refund too: the size set aside goes back on sale', async () => {
    const { product, id } = await approvedExchange();
    expect(await stockOf(product._id, 'L')).toBe(1);
    const received = await act(id, 'receive', { damaged: true, refundInstead: true });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'received', resolution: 'refund', damaged: true });
    expect(await stockOf(product._id, 'L')).toBe(2);
    expect(await stockOf(product._id, 'M')).toBe(4);
  });
});

describe("the console's step route and an open return", () => {
  it('refuses to move an item with an open return or exchange (409 pointing at Returns); once the return is settled it answers as before', async () => {
    const { shopper, order } = await delivered();
    const id = (await ask(shopper.token, { orderId: order._id, reason: 'quality', resolution: 'refund' })).body.data._id as number;
    const open = 'This item has an open return or exchange: settle it in the Returns section of the console';
    for (const body of [{ step: 'delivered' }, { step: 'placed' }, { step: 'cancelled', reason: 'Lost in transit' }]) {
      const res = await step(order._id, body);
      expect(res.status, `to ${body.step}`).toBe(409);
      expect(res.body.msg).toBe(open);
    }
    expect((await act(id, 'approve')).status).toBe(200);
    expect((await step(order._id, { step: 'delivered' })).body.msg).toBe(open);
    expect(await stepOf(order._id)).toBe('return_requested');
    expect((await selectRows(returns, eq(returns._id, id)))[0]?.status).toBe('approved');
    expect((await act(id, 'receive', { damaged: false })).status).toBe(200);
    // Received, refund still to record: still open.
    expect((await step(order._id, { step: 'delivered' })).body.msg).toBe(open);
    expect((await act(id, 'refund', { method: 'upi', upiId: 'riya@okaxis', reference: 'UTR10' })).status).toBe(200);
    const after = await step(order._id, { step: 'delivered' });
    expect(after.status).toBe(409);
    expect(after.body.msg).not.toBe(open);
  });

  it('an exchange waiting for its parcel cannot be marked Delivered by hand: the size set aside stays set aside, the exchange open', async () => {
    const { product, shopper, order } = await delivered({ stock: { M: 5, L: 2 } });
    const id = (await ask(shopper.token, { orderId: order._id, reason: 'wrong_size', resolution: 'exchange', exchangeSize: 'L' })).body.data._id as number;
    const res = await step(order._id, { step: 'delivered' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/Returns section/);
    expect(await stepOf(order._id)).toBe('return_requested');
    expect((await selectRows(returns, eq(returns._id, id)))[0]).toMatchObject({ status: 'requested', reserved: true });
    expect(await stockOf(product._id, 'L')).toBe(1);
  });
});

describe('refused requests', () => {
  it.each(['placed', 'packed', 'shipped'])('before delivery (%s) is a 409 and changes nothing', async (until) => {
    const { shopper, order } = await delivered({ until });
    const res = await ask(shopper.token, { orderId: order._id, reason: 'quality', resolution: 'refund' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: 'This item has not been delivered yet: you can return it once it arrives' });
    expect(await countRows(returns, eq(returns.orderId, order._id))).toBe(0);
  });

  it('after the 30-day window (delivered 31 days ago) is a 409 saying when it closed; on day 29 it is accepted', async () => {
    const late = await delivered();
    const db = await getDb();
    const move = (orderId: number, days: number) =>
      db
        .update(orderStatusHistory)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.step, 'delivered')));
    await move(late.order._id, 31);
    const res = await ask(late.shopper.token, { orderId: late.order._id, reason: 'quality', resolution: 'refund' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/^The 30-day return window for this item closed on \d{1,2} \w{3} \d{4}$/);
    expect(await stepOf(late.order._id)).toBe('delivered');

    const inTime = await delivered();
    await move(inTime.order._id, 29);
    expect((await ask(inTime.shopper.token, { orderId: inTime.order._id, reason: 'quality', resolution: 'refund' })).status).toBe(201);
  });

  it('twice for the same item is a 409', async () => {
    const { shopper, order } = await delivered();
    expect((await ask(shopper.token, { orderId: order._id, reason: 'quality', resolution: 'refund' })).status).toBe(201);
    const again = await ask(shopper.token, { orderId: order._id, reason: 'quality', resolution: 'refund' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ msg: 'A return has already been asked for this item' });
  });

  it("someone else's item is a 404 like an unknown one; an admin's token or none is refused", async () => {
    const { order } = await delivered();
    const other = await shopperWithCart();
    const res = await ask(other.token, { orderId: order._id, reason: 'quality', resolution: 'refund' });
    expect(res.status).toBe(404);
    expect((await ask(other.token, { orderId: 99_999_999, reason: 'quality', resolution: 'refund' })).status).toBe(404);
    expect((await ask(admin.token, { orderId: order._id, reason: 'quality', resolution: 'refund' })).status).toBe(403);
    expect((await call('POST', '/returns', { body: { orderId: order._id, reason: 'quality', resolution: 'refund' } })).status).toBe(401);
    expect(await countRows(returns, eq(returns.orderId, order._id))).toBe(0);
  });

  it('bad input is a 400 by field: no reason, an unknown one, "other" without a note, a size with a refund', async () => {
    const { shopper, order } = await delivered();
    const none = await ask(shopper.token, { orderId: order._id, resolution: 'refund' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('reason');
    expect((await ask(shopper.token, { orderId: order._id, reason: 'bored', resolution: 'refund' })).body.errors).toHaveProperty('reason');
    expect((await ask(shopper.token, { orderId: order._id, reason: 'other', resolution: 'refund' })).body.errors).toEqual({
      note: 'Tell us why, in a few words',
    });
    expect((await ask(shopper.token, { orderId: order._id, reason: 'quality', resolution: 'refund', exchangeSize: 'L' })).body.errors).toHaveProperty(
      'exchangeSize',
    );
    expect(await countRows(returns, eq(returns.orderId, order._id))).toBe(0);
  });
});

describe('the console', () => {
  it('lists the open returns with the item, the shopper, what a refund pays and how; shoppers are refused', async () => {
    const { shopper, order } = await delivered({ paymentMethod: 'cod' });
    const id = (await ask(shopper.token, { orderId: order._id, reason: 'changed_mind', resolution: 'refund' })).body.data._id;
    const list = await call('GET', '/returns?status=requested', { token: admin.token });
    expect(list.status).toBe(200);
    const row = list.body.data.find((r: { _id: number }) => r._id === id);
    expect(row).toMatchObject({
      status: 'requested',
      reason: 'changed_mind',
      order: { _id: order._id, size: 'M', userEmail: shopper.email },
      paymentMethod: 'cod',
      refundDue: 1499,
      refundMethods: ['upi', 'bank'],
      refund: null,
    });
    expect(row.deliveredAt).toEqual(expect.any(String));
    const open = await call('GET', '/returns', { token: admin.token });
    expect(open.body.data.some((r: { _id: number }) => r._id === id)).toBe(true);
    expect((await call('GET', '/returns?status=later', { token: admin.token })).status).toBe(400);
    expect((await call('GET', '/returns', { token: shopper.token })).status).toBe(403);
    expect((await call('POST', `/returns/${id}/approve`, { token: shopper.token, body: {} })).status).toBe(403);
    expect((await act(99_999_999, 'approve')).status).toBe(404);
  });
});
