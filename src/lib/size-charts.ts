/**
 * Size charts: body measurements (not the garment's) for each size, by kind of garment, in centimetres;
 * inches are worked out from them. A product's chart is chosen by its sizes (UK shoe sizes read the
 * shoe chart) and its category's words (bottoms, women's tops); a one-size product has none.
 */
import { SIZE_SCALES } from './constants';

export type SizeChartKind = 'mensTops' | 'womensTops' | 'bottoms' | 'shoes';
/** What is measured, in the order the table's columns show it. */
export type Measure = 'chest' | 'bust' | 'waist' | 'hip' | 'inseam' | 'footLength';
/** A body measurement's range in cm: [from, to]; one number when from and to are the same. */
export type Range = readonly [number, number] | readonly [number];

export interface SizeChart {
  kind: SizeChartKind;
  measures: readonly Measure[];
  rows: Readonly<Record<string, readonly Range[]>>;
}

export const SIZE_CHARTS: Readonly<Record<SizeChartKind, SizeChart>> = {
  mensTops: {
    kind: 'mensTops',
    measures: ['chest', 'waist'],
    rows: {
      XS: [
        [84, 89],
        [71, 76],
      ],
      S: [
        [89, 94],
        [76, 81],
      ],
      M: [
        [94, 102],
        [81, 89],
      ],
      L: [
        [102, 109],
        [89, 97],
      ],
      XL: [
        [109, 117],
        [97, 104],
      ],
      XXL: [
        [117, 124],
        [104, 112],
      ],
    },
  },
  womensTops: {
    kind: 'womensTops',
    measures: ['bust', 'waist', 'hip'],
    rows: {
      XS: [
        [78, 82],
        [60, 64],
        [86, 90],
      ],
      S: [
        [82, 87],
        [64, 69],
        [90, 95],
      ],
      M: [
        [87, 92],
        [69, 74],
        [95, 100],
      ],
      L: [
        [92, 98],
        [74, 80],
        [100, 106],
      ],
      XL: [
        [98, 104],
        [80, 86],
        [106, 112],
      ],
      XXL: [
        [104, 110],
        [86, 92],
        [112, 118],
      ],
    },
  },
  bottoms: {
    kind: 'bottoms',
    measures: ['waist', 'hip', 'inseam'],
    rows: {
      XS: [[66, 71], [86, 91], [76]],
      S: [[71, 76], [91, 96], [78]],
      M: [[76, 81], [96, 101], [80]],
      L: [[81, 86], [101, 106], [81]],
      XL: [[86, 94], [106, 114], [82]],
      XXL: [[94, 102], [114, 122], [83]],
    },
  },
  shoes: {
    kind: 'shoes',
    measures: ['footLength'],
    rows: {
      'UK 6': [[24.5]],
      'UK 7': [[25.4]],
      'UK 8': [[26.2]],
      'UK 9': [[27.1]],
      'UK 10': [[27.9]],
      'UK 11': [[28.8]],
    },
  },
};

const CM_PER_INCH = 2.54;
/** Inches to the nearest half: what a tape measure is read to. */
export const toInches = (cm: number) => Math.round((cm / CM_PER_INCH) * 2) / 2;

/** A range as the table writes it: '94–102' in cm, '37–40' in inches. */
export function formatRange(range: Range, unit: 'cm' | 'in'): string {
  const show = (cm: number) => String(unit === 'cm' ? cm : toInches(cm));
  return range.length === 1 ? show(range[0]) : `${show(range[0])}–${show(range[1])}`;
}

const BOTTOMS = /sweatpants|joggers|trousers|pants|shorts|leggings|skirt/i;
const WOMEN = /^women|bodysuit|sports bra|dress/i;

/** The chart of a product of this category with these sizes, or undefined when no size of it is charted. */
export function sizeChartFor(category: string, sizes: readonly { size: string }[]): SizeChart | undefined {
  const names = sizes.map((s) => s.size);
  const kind: SizeChartKind = names.some((n) => (SIZE_SCALES.sneakers as readonly string[]).includes(n))
    ? 'shoes'
    : BOTTOMS.test(category)
      ? 'bottoms'
      : WOMEN.test(category)
        ? 'womensTops'
        : 'mensTops';
  const chart = SIZE_CHARTS[kind];
  return names.some((n) => n in chart.rows) ? chart : undefined;
}
