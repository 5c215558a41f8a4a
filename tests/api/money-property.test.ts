/**
 * Random sequences of checkout (cash, online), cancel (shopper and store), Close, a late capture, the
 * hold running out, reinstatement, delivery, and a return refunded: after every step, each purchase
 * paid online has been refunded exactly what was paid less what is still owed, and each product's
 * stock plus the units its live orders hold is what it started with.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepPayments } from '../../src/server/services/gateway/online';
import { capture, checkoutOf, close, heldUnits, holdRunsOut, moneyOf, stockOf, useGatewaySimulator } from './gateway-sim';
import { call, makeAdmin, makeProduct, shopperWithCart } from './helpers';

useGatewaySimulator();

const START = 4;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let shoppers: Awaited<ReturnType<typeof shopperWithCart>>[];
beforeAll(async () => {
  admin = await makeAdmin('Property Admin');
  shoppers = [await shopperWithCart(), await shopperWithCart()];
});

const expectedDelivery = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const step = (orderId: number, body: Record<string, unknown>) => call('PATCH', `/order/step/${orderId}`, { token: admin.token, body });

/** Packed, shipped and delivered, as far as each step is allowed. */
async function deliver(orderId: number) {
  for (const body of [
    { step: 'packed' },
    { step: 'shipped', courier: 'Delhivery', trackingNumber: `AWB${orderId}`, expectedDelivery: expectedDelivery() },
    { step: 'delivered' },
  ])
    if ((await step(orderId, body)).status !== 200) return;
}

/** A return asked, approved, received undamaged and refunded (the way it was paid), as far as each is allowed. */
async function returnAndRefund(token: string, orderId: number, online: boolean) {
  const asked = await call('POST', '/returns', { token, body: { orderId, reason: 'quality', resolution: 'refund' } });
  if (asked.status !== 201) return;
  const act = (what: string, body: Record<string, unknown> = {}) => call('POST', `/returns/${asked.body.data._id}/${what}`, { token: admin.token, body });
  if ((await act('approve')).status !== 200 || (await act('receive', { damaged: false })).status !== 200) return;
  const refund = online ? { method: 'original', reference: 'RZP-AUTO' } : { method: 'upi', upiId: 'riya@okaxis', reference: 'UPI-1' };
  expect((await act('refund', refund)).status).toBe(200);
}

describe('money and stock add up, whatever happens in whatever order', () => {
  it('refunds = paid − owed for every purchase, and stock + units held = the start, after every step', async () => {
    const pick = fc.nat(3);
    const op = fc.oneof(
      {
        arbitrary: fc.record({
          kind: fc.constant('checkout' as const),
          who: fc.nat(1),
          online: fc.boolean(),
          both: fc.nat(3).map((n) => n > 0),
          quantity: fc.integer({ min: 1, max: 2 }),
        }),
        weight: 3,
      },
      {
        arbitrary: fc.record({
          kind: fc.constantFrom('cancel' as const, 'storeCancel' as const, 'reinstate' as const, 'deliver' as const, 'return' as const),
          pick,
        }),
        weight: 4,
      },
      { arbitrary: fc.record({ kind: fc.constantFrom('close' as const, 'capture' as const, 'holdOver' as const), pick }), weight: 4 },
    );
    type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
    const checkoutBoth: Op = { kind: 'checkout', who: 0, online: true, both: true, quantity: 1 };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const products = [
          await makeProduct({ price: 800, sizes: [{ size: 'M', stock: START }] }),
          await makeProduct({ price: 800, sizes: [{ size: 'M', stock: START }] }),
        ];
        const ids = products.map((p) => p._id);
        const placed: { purchaseId: number; orderId: string | null; who: number; items: number[] }[] = [];
        // `pick` counts back from the newest: most steps act on what was just placed.
        const nth = <T>(list: T[], n: number) => list[list.length - 1 - (n % Math.max(list.length, 1))];
        for (const o of ops) {
          if (o.kind === 'checkout') {
            const lines = (o.both ? ids : [ids[0]]).map((prodId) => ({ prodId, quantity: o.quantity }));
            const res = await checkoutOf(shoppers[o.who], lines, o.online ? 'online' : 'cod');
            expect([201, 409]).toContain(res.status);
            if (res.status === 201)
              placed.push({
                purchaseId: res.body.purchase._id,
                orderId: res.body.payment?.orderId ?? null,
                who: o.who,
                items: res.body.data.map((d: { _id: number }) => d._id),
              });
          } else if (o.kind === 'close' || o.kind === 'capture' || o.kind === 'holdOver') {
            const p = nth(
              placed.filter((x) => x.orderId !== null),
              o.pick,
            );
            if (!p?.orderId) continue;
            if (o.kind === 'close') expect([200, 409]).toContain((await close(shoppers[p.who], p.purchaseId)).status);
            else if (o.kind === 'capture') await capture(p.orderId);
            else {
              await holdRunsOut(p.purchaseId);
              await sweepPayments();
            }
          } else {
            const items = placed.flatMap((p) => p.items.map((id) => ({ id, p })));
            const item = nth(items, o.pick);
            if (!item) continue;
            const token = shoppers[item.p.who].token;
            if (o.kind === 'cancel') expect([200, 409]).toContain((await call('POST', `/order/cancel/${item.id}`, { token, body: {} })).status);
            else if (o.kind === 'storeCancel')
              expect([200, 409]).toContain((await step(item.id, { step: 'cancelled', reason: 'Damaged in the store' })).status);
            else if (o.kind === 'reinstate') expect([200, 409]).toContain((await step(item.id, { step: 'placed' })).status);
            else if (o.kind === 'deliver') await deliver(item.id);
            else await returnAndRefund(token, item.id, item.p.orderId !== null);
          }
          for (const p of placed.filter((x) => x.orderId !== null)) {
            const m = await moneyOf(p.purchaseId);
            expect(m.refunded, `purchase ${p.purchaseId} (${m.state}): paid ${m.paid}, owed ${m.owed}`).toBe(m.paid - m.owed);
          }
          for (const prodId of ids) expect((await stockOf(prodId)) + (await heldUnits([prodId])), `product ${prodId}`).toBe(START);
        }
        // What is left waiting for payment is closed, so the next run's shoppers are within their unpaid holds.
        for (const p of placed.filter((x) => x.orderId !== null)) await close(shoppers[p.who], p.purchaseId);
      }),
      {
        numRuns: 60,
        // Besides the random ones, always the sequences a review found: cancel one of two, Close, a late
        // capture; and a store cancellation refunded, then the item brought back.
        examples: [
          [[checkoutBoth, { kind: 'cancel', pick: 0 }, { kind: 'close', pick: 0 }, { kind: 'capture', pick: 0 }]],
          [[checkoutBoth, { kind: 'capture', pick: 0 }, { kind: 'storeCancel', pick: 1 }, { kind: 'reinstate', pick: 1 }]],
        ],
      },
    );
  }, 900_000);
});
