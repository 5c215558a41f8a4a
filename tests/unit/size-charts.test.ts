import { describe, expect, it } from 'vitest';
import { formatRange, SIZE_CHARTS, sizeChartFor, toInches } from '../../src/lib/size-charts';

const clothing = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ size }));

describe('size charts', () => {
  it('picks the chart by the category’s words and the sizes', () => {
    expect(sizeChartFor("Men's T-shirts", clothing)?.kind).toBe('mensTops');
    expect(sizeChartFor("Women's Hoodies & Sweatshirts", clothing)?.kind).toBe('womensTops');
    expect(sizeChartFor("Women's Sweatpants", clothing)?.kind).toBe('bottoms');
    expect(sizeChartFor("Men's Sweatpants", clothing)?.kind).toBe('bottoms');
    expect(sizeChartFor('Sneakers', [{ size: 'UK 8' }, { size: 'UK 9' }])?.kind).toBe('shoes');
  });

  it('has no chart for a product none of whose sizes it measures', () => {
    expect(sizeChartFor('Accessories', [{ size: 'One size' }])).toBeUndefined();
    expect(sizeChartFor("Men's T-shirts", [{ size: '38' }])).toBeUndefined();
  });

  it('gives every size of the clothing scale a measurement for each column', () => {
    for (const chart of Object.values(SIZE_CHARTS)) {
      for (const ranges of Object.values(chart.rows)) expect(ranges).toHaveLength(chart.measures.length);
    }
  });

  it('writes ranges in cm and in inches to the nearest half', () => {
    expect(toInches(94)).toBe(37);
    expect(toInches(102)).toBe(40);
    expect(formatRange([94, 102], 'cm')).toBe('94–102');
    expect(formatRange([94, 102], 'in')).toBe('37–40');
    expect(formatRange([26.2], 'in')).toBe('10.5');
  });
});
