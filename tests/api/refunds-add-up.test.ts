/**
 * Money that always adds up for a purchase paid online: whatever the order of cancel, Close (the hold
 * released), a late capture and a reinstatement, what is refunded is what was paid less what is still
 * owed, once; an item whose cancellation was refunded is not brought back.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { sweepPayments } from '../../src/server/services/gateway/online';
import { capture, checkoutOf, close, moneyOf, refundsOf, stockOf, useGatewaySimulator } from './gateway-sim';
import { call, makeAdmin, makeProduct, selectRows, shopperWithCart } from './helpers';

useGatewaySimulator();

/** Two items at Rs. 800 paid online: Rs. 1,600 with free shipping, one alone Rs. 899. */
async function twoAt800(paymentMethod = 'online') {
  const [p, q] = [await makeProduct({ price: 800, sizes: [{ size: 'M', stock: 5 }] }), await makeProduct({ price: 800, sizes: [{ size: 'M', stock: 5 }] })];
  const shopper = await shopperWithCart();
  const res = await checkoutOf(
    shopper,
    [
      { prodId: p._id, quantity: 1 },
      { prodId: q._id, quantity: 1 },
    ],
    paymentMethod,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [first, second] = res.body.data.map((o: { _id: number }) => o._id) as number[];
  return { shopper, p, q, purchaseId: res.body.purchase._id as number, orderId: res.body.payment?.orderId as string, first, second };
}
const cancelItem = (token: string, orderId: number) => call('POST', `/order/cancel/${orderId}`, { token, body: {} });

describe('a late payment after Close', () => {
  it('cancel one of two, Close, then the capture: the cancelled item’s Rs. 701 is refunded once, the other item kept', async () => {
    const { shopper, q, purchaseId, orderId, second } = await twoAt800();
    expect((await cancelItem(shopper.token, second)).status).toBe(200);
    expect((await close(shopper, purchaseId)).status).toBe(200);
    await capture(orderId);
    const detail = await call('GET', `/order/purchases/${purchaseId}`, { token: shopper.token });
    expect(detail.body.data).toMatchObject({ paymentStatus: 'paid', total: 899 });
    expect(await refundsOf(purchaseId)).toEqual([{ reason: 'cancelled', amount: 70100 }]);
    expect(await moneyOf(purchaseId)).toMatchObject({ paid: 160000, refunded: 70100, owed: 89900 });
    // Again (a replayed webhook, a sweep asking the gateway): nothing more.
    await sweepPayments();
    expect(await refundsOf(purchaseId)).toEqual([{ reason: 'cancelled', amount: 70100 }]);
    expect(await stockOf(q._id)).toBe(5);
  });

  it('Close, then the capture: everything is taken again and nothing refunded; a cancel after it refunds the difference', async () => {
    const { shopper, p, purchaseId, orderId, first } = await twoAt800();
    expect((await close(shopper, purchaseId)).status).toBe(200);
    expect(await stockOf(p._id)).toBe(5);
    await capture(orderId);
    expect(await stockOf(p._id)).toBe(4);
    expect(await refundsOf(purchaseId)).toEqual([]);
    expect((await cancelItem(shopper.token, first)).status).toBe(200);
    expect(await refundsOf(purchaseId)).toEqual([{ reason: 'cancelled', amount: 70100 }]);
    const money = await moneyOf(purchaseId);
    expect(money.refunded).toBe(money.paid - money.owed);
  });
});

describe('reinstating a cancelled item', () => {
  it('an item whose cancellation was refunded cannot be brought back (409, nothing changed)', async () => {
    const admin = await makeAdmin('Reinstating Admin');
    const { p, purchaseId, orderId, first } = await twoAt800();
    await capture(orderId);
    const step = (body: Record<string, unknown>) => call('PATCH', `/order/step/${first}`, { token: admin.token, body });
    expect((await step({ step: 'cancelled', reason: 'Damaged in the store' })).status).toBe(200);
    expect(await refundsOf(purchaseId)).toEqual([{ reason: 'cancelled', amount: 70100 }]);
    for (const body of [{ step: 'placed' }, { step: 'packed' }]) {
      const back = await step(body);
      expect(back.status).toBe(409);
      expect(back.body.msg).toBe(api.gateway.cancellationRefunded);
    }
    // The first API's Rejected → Passed is the same move.
    const passed = await call('PATCH', `/order/update/${first}`, { token: admin.token, body: { status: 'Passed' } });
    expect(passed.status).toBe(409);
    expect(passed.body.msg).toBe(api.gateway.cancellationRefunded);
    expect(await stockOf(p._id)).toBe(5);
    expect(await moneyOf(purchaseId)).toMatchObject({ paid: 160000, refunded: 70100, owed: 89900 });
  });

  it('the items of a released payment cannot be brought back either: nothing was paid for them', async () => {
    const admin = await makeAdmin('Reinstating Admin');
    const { shopper, p, purchaseId, first } = await twoAt800();
    expect((await close(shopper, purchaseId)).status).toBe(200);
    const back = await call('PATCH', `/order/step/${first}`, { token: admin.token, body: { step: 'placed' } });
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe(api.gateway.notPaidCannotReinstate);
    expect(await stockOf(p._id)).toBe(5);
  });

  it('a cancellation nothing was refunded for (cash on delivery) is reinstated: priced again, its units taken again', async () => {
    const admin = await makeAdmin('Reinstating Admin');
    const { p, purchaseId, first } = await twoAt800('cod');
    const step = (body: Record<string, unknown>) => call('PATCH', `/order/step/${first}`, { token: admin.token, body });
    expect((await step({ step: 'cancelled', reason: 'Out of stock in the store' })).status).toBe(200);
    expect(await stockOf(p._id)).toBe(5);
    expect((await step({ step: 'placed' })).status).toBe(200);
    expect(await stockOf(p._id)).toBe(4);
    expect((await selectRows(purchases, eq(purchases._id, purchaseId)))[0]?.total).toBe(1600);
  });
});
