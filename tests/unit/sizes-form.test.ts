import { describe, expect, it } from 'vitest';
import { SIZE_SCALES } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import {
  addRow,
  changeRow,
  checkSizes,
  defaultRows,
  placeRepeated,
  presetRows,
  removeRow,
  repeatedRows,
  rowsOf,
} from '../../src/islands/admin/products/sizesForm';

describe('the admin’s sizes editor', () => {
  it('starts with one uncounted M, as the API gives a product added without sizes', () => {
    expect(checkSizes(defaultRows()).data).toEqual([{ size: 'M', stock: null }]);
  });

  it('a preset fills the scale, every size counted, and keeps the stock typed for sizes already listed', () => {
    const rows = presetRows(
      SIZE_SCALES.clothing,
      rowsOf([
        { size: 'm', stock: 7 },
        { size: 'XL', stock: null },
      ]),
    );
    expect(rows.map((r) => r.size)).toEqual(['XS', 'S', 'm', 'L', 'XL', 'XXL']);
    expect(rows[2]).toEqual({ size: 'm', stock: '7', counted: true });
    expect(rows[4]).toEqual({ size: 'XL', stock: '', counted: true });
    expect(presetRows(SIZE_SCALES.accessories, []).map((r) => r.size)).toEqual(['One size']);
  });

  it('adds, changes and removes rows', () => {
    const rows = changeRow(addRow(defaultRows()), 1, { size: 'L', stock: '3' });
    expect(checkSizes(rows).data).toEqual([
      { size: 'M', stock: null },
      { size: 'L', stock: 3 },
    ]);
    expect(removeRow(rows, 0)).toEqual([{ size: 'L', stock: '3', counted: true }]);
  });

  it('names what is wrong the way the API does', () => {
    expect(checkSizes([]).errors.sizes).toBe(validation.sizesCount);
    expect(
      checkSizes(
        rowsOf([
          { size: 'M', stock: 1 },
          { size: 'm', stock: 2 },
        ]),
      ).errors,
    ).toEqual({ 'sizes.1.size': validation.sizeUnique });
    expect(checkSizes([{ size: '', stock: '1', counted: true }]).errors['sizes.0.size']).toBe(validation.sizeName);
    for (const stock of ['', '-1', '1.5', '100001', 'abc']) {
      expect(checkSizes([{ size: 'M', stock, counted: true }]).errors['sizes.0.stock'], stock).toBe(validation.stock);
    }
  });

  it('marks a repeated size next to the field that repeats it, even while other fields are wrong', () => {
    const rows = [
      { size: 'M', stock: '', counted: true },
      { size: ' m ', stock: '1', counted: true },
      { size: 'L', stock: '2', counted: true },
      { size: 'M', stock: '', counted: false },
      { size: '', stock: '3', counted: true },
    ];
    expect(repeatedRows(rows)).toEqual([1, 3]);
    expect(checkSizes(rows).errors).toEqual({
      'sizes.0.stock': validation.stock,
      'sizes.1.size': validation.sizeUnique,
      'sizes.3.size': validation.sizeUnique,
      'sizes.4.size': validation.sizeName,
    });
  });

  it('moves the API’s error of the whole list to the repeated rows, and keeps it where no row repeats', () => {
    const rows = rowsOf([
      { size: 'S', stock: 1 },
      { size: 's', stock: 2 },
    ]);
    expect(placeRepeated(rows, { sizes: validation.sizeUnique })).toEqual({ 'sizes.1.size': validation.sizeUnique });
    expect(placeRepeated(rows.slice(0, 1), { sizes: validation.sizeUnique })).toEqual({ sizes: validation.sizeUnique });
    expect(placeRepeated(rows, { sizes: validation.sizesCount, 'sizes.1.size': 'taken' })).toEqual({ sizes: validation.sizesCount, 'sizes.1.size': 'taken' });
  });
});
