import { describe, expect, it } from 'vitest';
import type { CouponView } from '../../src/client/api';
import { changedFields, checkCoupon, couponFormOf, storeLocal, storeTime } from '../../src/islands/admin/coupons/coupon-values';

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

describe('the coupon form, saving an edit', () => {
  // Stored with seconds: the form shows 23:59, which must not come back as the new end.
  const withSeconds: CouponView = { ...stored, validTo: '2026-12-31T18:29:59.000Z' };
  const save = (edit: (v: ReturnType<typeof couponFormOf>) => ReturnType<typeof couponFormOf>) => {
    const opened = couponFormOf(withSeconds);
    const now = edit({ ...opened });
    const { data } = checkCoupon(now);
    if (!data) throw new Error('the edited form should be valid');
    return changedFields(opened, now, data);
  };

  it('sends only the field changed: a time left untouched is not sent, so its seconds stay', () => {
    expect(save((v) => ({ ...v, value: '200' }))).toEqual({ value: 200 });
  });

  it('sends nothing when nothing changed', () => {
    expect(save((v) => v)).toEqual({});
  });

  it("sends a time the admin changed, as the store's wall clock to the minute", () => {
    expect(save((v) => ({ ...v, validTo: '2027-01-15T20:30' }))).toEqual({ validTo: '2027-01-15T15:00:00.000Z' });
  });

  it('sends a time the admin cleared as null', () => {
    expect(save((v) => ({ ...v, validFrom: '' }))).toEqual({ validFrom: null });
  });

  it('sends the category and the department together when what it applies to changes', () => {
    expect(save((v) => ({ ...v, scope: "category:Men's T-shirts" }))).toEqual({ category: "Men's T-shirts", department: null });
    expect(save((v) => ({ ...v, scope: '' }))).toEqual({ category: null, department: null });
  });

  it('sends a code in capitals, and several fields changed together', () => {
    expect(save((v) => ({ ...v, code: 'fest20', kind: 'percent', value: '20', useLimit: '' }))).toEqual({
      code: 'FEST20',
      kind: 'percent',
      value: 20,
      useLimit: null,
    });
  });

  it('a field typed back to what it was is not sent', () => {
    expect(save((v) => ({ ...v, minOrder: '999', perShopperLimit: '' }))).toEqual({});
  });
});
