import { describe, expect, it } from 'vitest';
import { cartSubtotal, discountText, formatInr, formatRs, formatRsCompact, lineTotal } from '../../src/lib/money';

describe('formatRs', () => {
  it('shows a price with a space after Rs. and two zero decimals', () => {
    expect(formatRs(1499)).toBe('Rs. 1499.00');
  });

  it('shows zero as Rs. 0.00', () => {
    expect(formatRs(0)).toBe('Rs. 0.00');
  });
});

describe('formatRsCompact', () => {
  it('shows a price with no space after Rs., as the product list cards do', () => {
    expect(formatRsCompact(799)).toBe('Rs.799.00');
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

describe('formatInr', () => {
  it('writes rupees with the ₹ sign and Indian digit grouping, as the console shows them', () => {
    expect(formatInr(1499)).toBe('₹1,499');
    expect(formatInr(1234567)).toBe('₹12,34,567');
    expect(formatInr(0)).toBe('₹0');
  });
});
