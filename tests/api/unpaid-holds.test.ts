/**
 * One shopper cannot hold a product's stock unpaid: the purchases waiting for their online payment
 * are capped per shopper (MAX_UNPAID_HOLDS), and so are the units of one size they hold
 * (MAX_UNPAID_HOLD_UNITS). Paying, Close or the hold's end frees them; cash is not held, so not capped.
 */
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '../../src/lib/constants';
import { unpaidHoldLimits } from '../../src/server/config';
import { api } from '../../src/server/messages';
import { capture, checkoutOf, close, stockOf, useGatewaySimulator } from './gateway-sim';
import { makeProduct, shopperWithCart } from './helpers';

useGatewaySimulator();

describe('unpaid holds per shopper', () => {
  it('six checkouts of 10 units each: the first holds 10, the others are refused (409) and the stock stays on sale', async () => {
    const p = await makeProduct({ price: 500, sizes: [{ size: 'M', stock: 60 }] });
    const s = await shopperWithCart();
    const first = await checkoutOf(s, [{ prodId: p._id, quantity: MAX_QUANTITY }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    for (let i = 0; i < 5; i++) {
      const more = await checkoutOf(s, [{ prodId: p._id, quantity: MAX_QUANTITY }]);
      expect(more.status).toBe(409);
      expect(more.body.msg).toBe(api.gateway.tooManyUnpaidUnits(unpaidHoldLimits().unitsPerSize, 'M'));
    }
    expect(await stockOf(p._id)).toBe(60 - MAX_QUANTITY);
    // Others still buy; the shopper may pay on delivery.
    expect((await checkoutOf(await shopperWithCart(), [{ prodId: p._id, quantity: MAX_QUANTITY }])).status).toBe(201);
    expect((await checkoutOf(s, [{ prodId: p._id, quantity: MAX_QUANTITY }], 'cod')).status).toBe(201);
    // Once paid, the units are bought, not held: the shopper may hold more.
    await capture(first.body.payment.orderId);
    expect((await checkoutOf(s, [{ prodId: p._id, quantity: MAX_QUANTITY }])).status).toBe(201);
  });

  it(`at most ${unpaidHoldLimits().purchases} purchases wait for payment at once; Close frees one`, async () => {
    const limit = unpaidHoldLimits().purchases;
    const s = await shopperWithCart();
    const waiting: number[] = [];
    for (let i = 0; i < limit; i++) {
      const p = await makeProduct({ price: 500, sizes: [{ size: 'M', stock: 5 }] });
      const res = await checkoutOf(s, [{ prodId: p._id, quantity: 1 }]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      waiting.push(res.body.purchase._id);
    }
    const p = await makeProduct({ price: 500, sizes: [{ size: 'M', stock: 5 }] });
    const over = await checkoutOf(s, [{ prodId: p._id, quantity: 1 }]);
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe(api.gateway.tooManyUnpaid(limit));
    expect(await stockOf(p._id)).toBe(5);
    expect((await close(s, waiting[0])).status).toBe(200);
    expect((await checkoutOf(s, [{ prodId: p._id, quantity: 1 }])).status).toBe(201);
  });
});
