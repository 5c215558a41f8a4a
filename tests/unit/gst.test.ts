import { describe, expect, it } from 'vitest';
import { apportion, documentNumber, financialYear, hsnFor, placeOfSupply, rateFor, subtractFigures, taxFigures } from '../../src/lib/gst';

describe('GST rules', () => {
  it('rates follow their start day: 5%/12% at Rs 1,000 before 22 Sep 2025, 5%/18% at Rs 2,500 from then', () => {
    expect(rateFor('apparel', 1499, '2025-09-21')).toBe(12);
    expect(rateFor('apparel', 1499, '2025-09-22')).toBe(5);
    expect(rateFor('apparel', 2500, '2026-01-01')).toBe(5);
    expect(rateFor('apparel', 2501, '2026-01-01')).toBe(18);
    expect(rateFor('footwear', 3599, '2026-01-01')).toBe(18);
    expect(rateFor('shipping', 99, '2026-01-01')).toBe(18);
    expect(() => rateFor('apparel', 100, '2017-06-30')).toThrow();
  });

  it('HSN per category by name, with a default', () => {
    expect(hsnFor("Men's T-shirts").hsn).toBe('6109');
    expect(hsnFor("Women's Hoodies & Sweatshirts").hsn).toBe('6110');
    expect(hsnFor('Sneakers')).toEqual({ hsn: '6404', goods: 'footwear' });
    expect(hsnFor("Women's Sweatpants").hsn).toBe('6104');
    expect(hsnFor('Supernova').hsn).toBe('6109');
  });

  it('financial years run April to March; numbers have six digits', () => {
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(documentNumber('FS', '2026-27', 123)).toBe('FS/2026-27/000123');
  });

  it('place of supply: the delivery State, the seller’s when unknown, Other country abroad', () => {
    expect(placeOfSupply('India', 'Maharashtra', 'Karnataka')).toEqual({ name: 'Maharashtra', code: '27' });
    expect(placeOfSupply('India', undefined, 'Karnataka')).toEqual({ name: 'Karnataka', code: '29' });
    expect(placeOfSupply('United States', 'Texas', 'Karnataka')).toEqual({ name: 'Other country', code: '96' });
  });

  it('apportions to the paisa by largest remainder', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(5000, [99900, 0])).toEqual([5000, 0]);
    for (const w of [
      [7, 13, 29],
      [1, 2],
      [123456, 654321, 1],
    ])
      expect(apportion(9999, w).reduce((a, b) => a + b)).toBe(9999);
  });

  it('figures add up to the paisa to what is paid, for any prices, discount and State', () => {
    for (let n = 1; n < 300; n++) {
      const items = [
        { orderId: 1, name: 'A', size: 'M', category: 'Tees', price: 199 + n * 17, quantity: 1 + (n % 3) },
        { orderId: 2, name: 'B', size: 'L', category: 'Sneakers', price: 2400 + n * 3, quantity: 1 },
      ];
      const subtotal = items.reduce((s, i) => s + i.price * i.quantity, 0);
      const discount = n % 2 ? Math.round(subtotal * 0.05) : 0;
      const shipping = n % 5 ? 0 : 99;
      const f = taxFigures({ items, shipping, discount, intraState: n % 3 === 0, day: '2026-11-25' });
      expect(f.totals.total).toBe((subtotal + shipping - discount) * 100);
      for (const l of f.lines) expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.total);
      expect(f.totals.gross - f.totals.discount).toBe(f.totals.total);
      expect(subtractFigures(f, f).lines).toEqual([]);
    }
  });
});
