/**
 * Coupon limits hold against Close and late payments: a use stays reserved while its gateway order can
 * still be paid (the hold's time); the shopper's own new checkout with the code takes it over; a
 * payment that comes after its use went back is honoured only within both limits, else refunded whole.
 */
import fc from 'fast-check';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { couponUses, coupons, gatewayPayments, outbox, purchases } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { sweepPayments } from '../../src/server/services/gateway/online';
import { capture, checkoutOf, close, holdRunsOut, moneyOf, refundsOf, useGatewaySimulator } from './gateway-sim';
import { call, countRows, makeAdmin, makeProduct, selectRows, shopperWithCart } from './helpers';

useGatewaySimulator();

let admin: Awaited<ReturnType<typeof makeAdmin>>;
let tee: Awaited<ReturnType<typeof makeProduct>>;
beforeAll(async () => {
  admin = await makeAdmin('Coupon Holds Admin');
  tee = await makeProduct({ price: 2000, sizes: [{ size: 'M', stock: 10_000 }] });
});

let codes = 0;
async function newCoupon(limits: { useLimit?: number; perShopperLimit?: number }) {
  const code = `HOLD${Date.now().toString(36).toUpperCase()}${codes++}`;
  const res = await call('POST', '/coupons', { token: admin.token, body: { code, kind: 'flat', value: 500, ...limits } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: number; code: string };
}
/** One tee: Rs. 2,000 less the coupon's Rs. 500, shipped free. */
const one = () => [{ prodId: tee._id, quantity: 1 }];
const usesOf = async (couponId: number) => (await selectRows(coupons, eq(coupons._id, couponId)))[0]?.uses;
/** Purchases the store honours with the coupon: paid online, or to be paid on delivery. */
async function honoured(couponId: number) {
  const rows = await (await getDb())
    .select({ _id: purchases._id, userId: purchases.userId, method: purchases.paymentMethod, state: gatewayPayments.state })
    .from(purchases)
    .leftJoin(gatewayPayments, eq(gatewayPayments.purchaseId, purchases._id))
    .where(eq(purchases.couponId, couponId));
  return rows.filter((r) => (r.method === 'online' ? r.state === 'paid' : true));
}

describe('a coupon with one use in all and one per shopper', () => {
  it('three online checkouts with it, each closed, then all three paid: one purchase keeps the coupon, the other two are refunded whole', async () => {
    const c = await newCoupon({ useLimit: 1, perShopperLimit: 1 });
    const s = await shopperWithCart();
    const placed: { purchaseId: number; orderId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await checkoutOf(s, one(), 'online', c.code);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      placed.push({ purchaseId: res.body.purchase._id, orderId: res.body.payment.orderId });
      expect((await close(s, res.body.purchase._id)).status).toBe(200);
    }
    for (const p of placed) await capture(p.orderId);
    const kept = await honoured(c._id);
    expect(kept).toHaveLength(1);
    expect(await usesOf(c._id)).toBe(1);
    expect(await countRows(couponUses, eq(couponUses.couponId, c._id))).toBe(1);
    for (const p of placed.filter((x) => x.purchaseId !== kept[0]?._id)) {
      expect(await refundsOf(p.purchaseId)).toEqual([{ reason: 'late_payment', amount: 150000 }]);
      const detail = await call('GET', `/order/purchases/${p.purchaseId}`, { token: s.token });
      expect(detail.body.data.paymentStatus).toBe('refunded');
    }
  });

  it('Close keeps the use reserved through the hold: another shopper is told it is used up; the payment within the hold is honoured', async () => {
    const c = await newCoupon({ useLimit: 1 });
    const a = await shopperWithCart();
    const res = await checkoutOf(a, one(), 'online', c.code);
    expect(res.status).toBe(201);
    expect((await close(a, res.body.purchase._id)).status).toBe(200);
    const other = await checkoutOf(await shopperWithCart(), one(), 'cod', c.code);
    expect(other.status).toBe(409);
    expect(other.body.errors.couponCode).toBe(api.coupon.usedUp(c.code));
    await capture(res.body.payment.orderId);
    expect((await honoured(c._id)).map((p) => p._id)).toEqual([res.body.purchase._id]);
    expect(await refundsOf(res.body.purchase._id)).toEqual([]);
  });

  it('past the hold the use goes back; a payment after another shopper took it is refunded whole, never honoured', async () => {
    const c = await newCoupon({ useLimit: 1 });
    const a = await shopperWithCart();
    const res = await checkoutOf(a, one(), 'online', c.code);
    const purchaseId = res.body.purchase._id as number;
    expect((await close(a, purchaseId)).status).toBe(200);
    await holdRunsOut(purchaseId);
    await sweepPayments();
    expect(await usesOf(c._id)).toBe(0);
    const b = await shopperWithCart();
    expect((await checkoutOf(b, one(), 'cod', c.code)).status).toBe(201);
    await capture(res.body.payment.orderId);
    expect(await refundsOf(purchaseId)).toEqual([{ reason: 'late_payment', amount: 150000 }]);
    expect(await usesOf(c._id)).toBe(1);
    expect((await honoured(c._id)).map((p) => p.userId)).toEqual([b.id]);
  });
});

describe('a total of zero (a 100% coupon)', () => {
  it('paying online is settled without the gateway: placed and paid, its use kept, the order e-mail sent, ready to pack', async () => {
    const res = await call('POST', '/coupons', {
      token: admin.token,
      body: { code: `FREE${Date.now().toString(36).toUpperCase()}`, kind: 'percent', value: 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = res.body.data as { _id: number; code: string };
    const s = await shopperWithCart();
    const placed = await checkoutOf(s, one(), 'online', c.code);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.payment).toBeNull();
    expect(placed.body.purchase).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid', total: 0, coupon: { off: 2000 } });
    const purchaseId = placed.body.purchase._id as number;
    expect(await countRows(gatewayPayments, eq(gatewayPayments.purchaseId, purchaseId))).toBe(0);
    expect(await usesOf(c._id)).toBe(1);
    expect(await countRows(outbox, and(eq(outbox.kind, 'order-placed'), eq(outbox.recipient, s.email)))).toBe(1);
    const packed = await call('PATCH', `/order/step/${placed.body.data[0]._id}`, { token: admin.token, body: { step: 'packed' } });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
  });

  it('paid on delivery it is placed as before, nothing to collect', async () => {
    const res = await call('POST', '/coupons', {
      token: admin.token,
      body: { code: `FREECOD${Date.now().toString(36).toUpperCase()}`, kind: 'percent', value: 100 },
    });
    const s = await shopperWithCart();
    const placed = await checkoutOf(s, one(), 'cod', res.body.data.code);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.purchase).toMatchObject({ paymentStatus: 'due_on_delivery', total: 0 });
  });
});

describe('whatever the order of checkout, close, capture and the hold running out', () => {
  it('uses never pass either limit, and every payment not honoured is refunded', async () => {
    const shoppers = [await shopperWithCart(), await shopperWithCart()];
    // `pick` counts back from the newest online purchase: most steps act on what was just placed.
    const op = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('checkout' as const), who: fc.nat(1), online: fc.nat(3).map((n) => n > 0) }), weight: 3 },
      { arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat(2) }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('capture' as const), pick: fc.nat(2) }), weight: 3 },
      { arbitrary: fc.record({ kind: fc.constant('holdOver' as const), pick: fc.nat(2) }), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const c = await newCoupon({ useLimit: 2, perShopperLimit: 1 });
        const placed: { purchaseId: number; orderId: string | null; who: number }[] = [];
        const online = () => placed.filter((p) => p.orderId !== null);
        for (const o of ops) {
          if (o.kind === 'checkout') {
            const res = await checkoutOf(shoppers[o.who], one(), o.online ? 'online' : 'cod', c.code);
            expect([201, 409]).toContain(res.status);
            if (res.status === 201) placed.push({ purchaseId: res.body.purchase._id, orderId: res.body.payment?.orderId ?? null, who: o.who });
          } else {
            const list = online();
            const p = list[list.length - 1 - (o.pick % Math.max(list.length, 1))];
            if (!p?.orderId) continue;
            if (o.kind === 'close') expect([200, 409]).toContain((await close(shoppers[p.who], p.purchaseId)).status);
            else if (o.kind === 'capture') await capture(p.orderId);
            else {
              await holdRunsOut(p.purchaseId);
              await sweepPayments();
            }
          }
          const uses = await usesOf(c._id);
          const rows = await selectRows(couponUses, eq(couponUses.couponId, c._id));
          expect(rows).toHaveLength(uses ?? -1);
          expect(uses).toBeLessThanOrEqual(2);
          const kept = await honoured(c._id);
          expect(kept.length).toBeLessThanOrEqual(2);
          for (const [i, s] of shoppers.entries()) {
            expect(rows.filter((r) => r.userId === s.id).length, `shopper ${i}'s uses`).toBeLessThanOrEqual(1);
            expect(kept.filter((r) => r.userId === s.id).length, `shopper ${i}'s honoured purchases`).toBeLessThanOrEqual(1);
          }
          // Each purchase honoured holds its use.
          for (const k of kept) expect(rows.some((r) => r.purchaseId === k._id)).toBe(true);
          for (const p of online()) {
            const m = await moneyOf(p.purchaseId);
            expect(m.refunded, `purchase ${p.purchaseId} (${m.state})`).toBe(m.paid - m.owed);
          }
        }
        // Cancel what is left waiting, so the next run's shoppers are within their unpaid holds.
        for (const p of online()) await close(shoppers[p.who], p.purchaseId);
      }),
      { numRuns: 30 },
    );
    expect(await countRows(gatewayPayments, and(isNotNull(gatewayPayments.paymentId)))).toBeGreaterThan(0);
  }, 600_000);
});
