import { describe, expect, it } from 'vitest';
import { type CouponRule, checkCoupon, eligibleLines, normaliseCode, withCoupon, youSave } from '../../src/lib/coupons';
import { orderTotals } from '../../src/lib/money';

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'FEST10',
  kind: 'percent',
  value: 10,
  minOrder: 0,
  validFrom: null,
  validTo: null,
  useLimit: null,
  perShopperLimit: null,
  uses: 0,
  category: null,
  department: null,
  active: true,
  ...over,
});
const now = new Date('2026-11-27T10:00:00Z');
const tee = { price: 1000, quantity: 2, category: "Men's T-shirts", department: 'men' as const };
const cap = { price: 500, quantity: 1, category: 'Accessories', department: 'unisex' as const };
const top = { price: 1200, quantity: 1, category: "Women's Tops", department: 'women' as const };

describe('checkCoupon', () => {
  it('takes percent off the items, rounded to the rupee, and a flat amount never past them', () => {
    expect(checkCoupon(rule({ value: 15 }), [{ ...cap, price: 333 }], now, 0)).toEqual({ ok: true, off: 50 }); // 49.95
    expect(checkCoupon(rule({ kind: 'flat', value: 900 }), [cap], now, 0)).toEqual({ ok: true, off: 500 });
  });

  it('refuses an unknown or switched-off code alike', () => {
    expect(checkCoupon(null, [tee], now, 0)).toEqual({ ok: false, refusal: { reason: 'unknown' } });
    expect(checkCoupon(rule({ active: false }), [tee], now, 0)).toEqual({ ok: false, refusal: { reason: 'unknown' } });
  });

  it('applies from its start up to (not at) its end', () => {
    expect(checkCoupon(rule({ validFrom: new Date(now.getTime() + 1) }), [tee], now, 0)).toMatchObject({ ok: false, refusal: { reason: 'notYet' } });
    expect(checkCoupon(rule({ validFrom: now }), [tee], now, 0).ok).toBe(true);
    expect(checkCoupon(rule({ validTo: now }), [tee], now, 0)).toEqual({ ok: false, refusal: { reason: 'expired' } });
    expect(checkCoupon(rule({ validTo: new Date(now.getTime() + 1) }), [tee], now, 0).ok).toBe(true);
  });

  it('holds the total and the per-shopper limits', () => {
    expect(checkCoupon(rule({ useLimit: 10, uses: 10 }), [tee], now, 0)).toEqual({ ok: false, refusal: { reason: 'usedUp' } });
    expect(checkCoupon(rule({ useLimit: 10, uses: 9 }), [tee], now, 0).ok).toBe(true);
    expect(checkCoupon(rule({ perShopperLimit: 1 }), [tee], now, 1)).toEqual({ ok: false, refusal: { reason: 'usedByYou' } });
  });

  it('says how much more the minimum needs, counting only the items it applies to', () => {
    expect(checkCoupon(rule({ minOrder: 2500 }), [tee], now, 0)).toEqual({ ok: false, refusal: { reason: 'belowMinimum', short: 500, minimum: 2500 } });
    expect(checkCoupon(rule({ minOrder: 2000 }), [tee], now, 0).ok).toBe(true);
    expect(checkCoupon(rule({ minOrder: 1000, category: 'Accessories' }), [tee, cap], now, 0)).toMatchObject({
      refusal: { reason: 'belowMinimum', short: 500 },
    });
  });

  it('refuses a category code with none of its items', () => {
    expect(checkCoupon(rule({ category: 'Accessories' }), [tee], now, 0)).toEqual({ ok: false, refusal: { reason: 'notForItems' } });
  });
});

describe('eligibleLines', () => {
  it("a men's code covers men's and unisex pieces; a unisex code only unisex ones", () => {
    expect(eligibleLines(rule({ department: 'men' }), [tee, cap, top])).toEqual([tee, cap]);
    expect(eligibleLines(rule({ department: 'unisex' }), [tee, cap, top])).toEqual([cap]);
    expect(eligibleLines(rule({ category: "Women's Tops" }), [tee, cap, top])).toEqual([top]);
  });
});

describe('withCoupon', () => {
  it('adds the coupon to the payment discount, never past the items, shipping unchanged', () => {
    const upi = orderTotals([{ price: 1000, quantity: 1 }], (s) => s * 0.05);
    expect(withCoupon(upi, 200)).toEqual({ subtotal: 1000, shipping: 99, discount: 250, total: 849, couponDiscount: 200 });
    expect(withCoupon(upi, 5000)).toEqual({ subtotal: 1000, shipping: 99, discount: 1000, total: 99, couponDiscount: 950 });
    expect(withCoupon(upi, 0)).toEqual({ ...upi, couponDiscount: 0 });
  });
});

describe('youSave and normaliseCode', () => {
  it('adds the original prices saved to the discounts', () => {
    expect(
      youSave(
        [
          { oprice: 1400, price: 1000, quantity: 2 },
          { oprice: 500, price: 500, quantity: 1 },
        ],
        150,
      ),
    ).toBe(950);
  });
  it('reads a code in any case, without its spaces at either end', () => {
    expect(normaliseCode('  fest10 ')).toBe('FEST10');
  });
});
