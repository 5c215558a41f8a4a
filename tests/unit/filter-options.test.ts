import { describe, expect, it } from 'vitest';
import { offeredOptions, sortSizes } from '../../src/lib/filter-options';

describe('sizes in their natural order', () => {
  it('puts letter sizes, then UK sizes, then One size, then the rest by number', () => {
    expect(sortSizes(['UK 12', 'XL', 'One size', 'UK 9', 'S', 'XXL', 'UK 5', '28', 'XS', 'UK 10', '3XL', 'UK 6', 'M', '4'])).toEqual([
      'XS',
      'S',
      'M',
      'XL',
      'XXL',
      'UK 6',
      'UK 9',
      'UK 10',
      'One size',
      '3XL',
      '4',
      '28',
      'UK 5',
      'UK 12',
    ]);
  });
});

describe('the options a filter group offers', () => {
  const opts = (...pairs: [string, number][]) => pairs.map(([value, count]) => ({ value, count }));

  it('hides options that would show nothing, unless ticked', () => {
    const { first, more } = offeredOptions(opts(['a', 2], ['b', 0], ['c', 0]), ['c']);
    expect(first.map((o) => o.value)).toEqual(['a', 'c']);
    expect(more).toEqual([]);
  });

  it('shows eight and keeps the rest behind more, commonest first when asked', () => {
    const many = opts(...Array.from({ length: 11 }, (_, i): [string, number] => [`b${i}`, i + 1]));
    const byOrder = offeredOptions(many, []);
    expect(byOrder.first.map((o) => o.value)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7']);
    expect(byOrder.more.map((o) => o.value)).toEqual(['b8', 'b9', 'b10']);
    const byCount = offeredOptions(many, [], { byCount: true });
    expect(byCount.first[0].value).toBe('b10');
    expect(byCount.more.map((o) => o.value)).toEqual(['b2', 'b1', 'b0']);
  });

  it('keeps a ticked option in view even past the eighth', () => {
    const many = opts(...Array.from({ length: 10 }, (_, i): [string, number] => [`s${i}`, 1]));
    const { first, more } = offeredOptions(many, ['s9']);
    expect(first.map((o) => o.value)).toContain('s9');
    expect(more.map((o) => o.value)).toEqual(['s8']);
  });
});
