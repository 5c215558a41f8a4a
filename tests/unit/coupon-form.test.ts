import { describe, expect, it } from 'vitest';
import type { CouponView } from '../../src/client/api';
import { checkCoupon, couponFormOf, storeLocal, storeTime } from '../../src/islands/admin/coupons/coupon-values';

const stored: CouponView = {
  _id: 7,
  code: 'FEST10',
  kind: 'flat',
  value: 150,
  minOrder: 999,
  validFrom: '2026-12-01T04:30:00.000Z',
  validTo: '2026-12-31T18:29:00.000Z',
  useLimit: 50,
  perShopperLimit: null,
  category: null,
  department: 'women',
  uses: 3,
  active: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('the coupon form, editing', () => {
  it("shows a stored time as the store's wall clock (IST), whatever the computer's zone", () => {
    expect(storeLocal('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T10:00');
    expect(storeLocal(null)).toBe('');
    expect(storeTime(storeLocal('2026-12-31T18:29:00.000Z'))).toBe('2026-12-31T18:29:00.000Z');
  });

  it('fills every field from the stored coupon, and saving it unchanged sends the same coupon', () => {
    const values = couponFormOf(stored);
    expect(values).toEqual({
      code: 'FEST10',
      kind: 'flat',
      value: '150',
      minOrder: '999',
      validFrom: '2026-12-01T10:00',
      validTo: '2026-12-31T23:59',
      useLimit: '50',
      perShopperLimit: '',
      scope: 'department:women',
    });
    expect(checkCoupon(values)).toEqual({
      data: {
        code: 'FEST10',
        kind: 'flat',
        value: 150,
        minOrder: 999,
        validFrom: '2026-12-01T04:30:00.000Z',
        validTo: '2026-12-31T18:29:00.000Z',
        useLimit: 50,
        perShopperLimit: null,
        category: null,
        department: 'women',
      },
      errors: {},
    });
  });

  it("keeps a category coupon's category, and a coupon for all items has no scope", () => {
    expect(couponFormOf({ ...stored, department: null, category: "Men's T-shirts" }).scope).toBe("category:Men's T-shirts");
    expect(couponFormOf({ ...stored, department: null }).scope).toBe('');
  });
});
