import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_ABOVE, SHIPPING_FEE } from '../../src/lib/constants';
import { orderTotals, percentOff, shippingFor, untilFreeShipping } from '../../src/lib/money';
import { purchaseStatus } from '../../src/lib/purchase';

describe('shippingFor', () => {
  it('charges the fee one rupee below the free-shipping line and nothing at it or above', () => {
    expect(shippingFor(FREE_SHIPPING_ABOVE - 1)).toBe(SHIPPING_FEE);
    expect(shippingFor(FREE_SHIPPING_ABOVE)).toBe(0);
    expect(shippingFor(FREE_SHIPPING_ABOVE + 1)).toBe(0);
  });

  it('charges nothing when there is nothing to ship', () => {
    expect(shippingFor(0)).toBe(0);
  });
});

describe('untilFreeShipping', () => {
  it('says what is missing, and 0 once there', () => {
    expect(untilFreeShipping(1000)).toBe(FREE_SHIPPING_ABOVE - 1000);
    expect(untilFreeShipping(FREE_SHIPPING_ABOVE)).toBe(0);
    expect(untilFreeShipping(FREE_SHIPPING_ABOVE * 2)).toBe(0);
  });
});

describe('percentOff', () => {
  it('rounds to whole rupees, half up', () => {
    expect(percentOff(1500, 5)).toBe(75);
    expect(percentOff(799, 5)).toBe(40); // 39.95
    expect(percentOff(790, 5)).toBe(40); // 39.5
    expect(percentOff(789, 5)).toBe(39); // 39.45
  });

  it('is 0 for nothing or no percentage', () => {
    expect(percentOff(0, 5)).toBe(0);
    expect(percentOff(1000, 0)).toBe(0);
  });
});

describe('orderTotals', () => {
  const lines = [
    { price: 749, quantity: 1 },
    { price: 375, quantity: 2 },
  ];

  it('adds shipping below the line and takes the discount off the items', () => {
    expect(orderTotals(lines, () => 0)).toEqual({ subtotal: 1499, shipping: SHIPPING_FEE, discount: 0, total: 1499 + SHIPPING_FEE });
    expect(orderTotals(lines, (s) => percentOff(s, 5))).toEqual({ subtotal: 1499, shipping: SHIPPING_FEE, discount: 75, total: 1499 + SHIPPING_FEE - 75 });
  });

  it('judges shipping on the items before the discount', () => {
    expect(orderTotals([{ price: 1500, quantity: 1 }], (s) => percentOff(s, 5))).toEqual({ subtotal: 1500, shipping: 0, discount: 75, total: 1425 });
  });

  it('never takes off more than the items, nor adds a negative discount', () => {
    expect(orderTotals(lines, () => 5000).discount).toBe(1499);
    expect(orderTotals(lines, () => -10).discount).toBe(0);
  });

  it('is all zeros for no lines', () => {
    expect(orderTotals([], () => 0)).toEqual({ subtotal: 0, shipping: 0, discount: 0, total: 0 });
  });
});

describe('purchaseStatus', () => {
  it("is the items' status when they agree, else mixed", () => {
    expect(purchaseStatus(['pending', 'pending'])).toBe('pending');
    expect(purchaseStatus(['Passed'])).toBe('Passed');
    expect(purchaseStatus(['Passed', 'Rejected'])).toBe('mixed');
  });
});
