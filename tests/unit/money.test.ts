import { describe, expect, it } from 'vitest';
import { cartSubtotal, discountText, formatRs, isDiscounted, lineTotal } from '../../src/lib/money';

describe('formatRs', () => {
  it('shows a price as Rs., a space, Indian digit grouping and two decimals', () => {
    expect(formatRs(1499)).toBe('Rs. 1,499.00');
    expect(formatRs(149999)).toBe('Rs. 1,49,999.00');
    expect(formatRs(12345678)).toBe('Rs. 1,23,45,678.00');
  });

  it('shows small amounts without a separator and zero as Rs. 0.00', () => {
    expect(formatRs(999)).toBe('Rs. 999.00');
    expect(formatRs(0)).toBe('Rs. 0.00');
  });

  it('rounds fractions (an average) to paise', () => {
    expect(formatRs(1234.5)).toBe('Rs. 1,234.50');
    expect(formatRs(10.005)).toMatch(/^Rs\. 10\.0[01]$/);
  });

  it('puts the minus sign before Rs. for a negative amount (a discount line)', () => {
    expect(formatRs(-75)).toBe('-Rs. 75.00');
  });

  it('reads a price kept as text, and shows garbage as zero rather than NaN', () => {
    expect(formatRs('1199')).toBe('Rs. 1,199.00');
    expect(formatRs('abc')).toBe('Rs. 0.00');
  });
});

describe('isDiscounted', () => {
  it('is true only when the original price is above the selling price', () => {
    expect(isDiscounted({ oprice: 1699, price: 1199 })).toBe(true);
    expect(isDiscounted({ oprice: 999, price: 999 })).toBe(false);
  });
});

describe('discountText', () => {
  it('gives the saving as a whole percentage of the original price', () => {
    expect(discountText(2000, 1500)).toBe('25%');
  });

  it('rounds to the nearest whole percent', () => {
    expect(discountText(1699, 1199)).toBe('29%'); // 29.43%
    expect(discountText(1000, 995)).toBe('1%'); // 0.5% rounds up
    expect(discountText(3, 1)).toBe('67%'); // 66.67%
  });

  it('is 0% when the price is not discounted', () => {
    expect(discountText(999, 999)).toBe('0%');
  });

  it('is 100% when the item is free', () => {
    expect(discountText(500, 0)).toBe('100%');
  });

  it('is 0% rather than a division by zero when the original price is zero', () => {
    expect(discountText(0, 0)).toBe('0%');
  });
});

describe('lineTotal', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal(1199, 3)).toBe(3597);
  });

  it('is the unit price for a quantity of one', () => {
    expect(lineTotal(849, 1)).toBe(849);
  });
});

describe('cartSubtotal', () => {
  it('adds up quantity times price over every line', () => {
    expect(
      cartSubtotal([
        { price: 1199, quantity: 2 },
        { price: 699, quantity: 1 },
        { price: 3599, quantity: 3 },
      ]),
    ).toBe(13894);
  });

  it('is zero for an empty cart', () => {
    expect(cartSubtotal([])).toBe(0);
  });

  it('ignores extra fields on a cart line', () => {
    const line = { _id: 7, name: 'Varsity Number Tee', price: 999, quantity: 2 };
    expect(cartSubtotal([line])).toBe(1998);
  });
});
