import { describe, expect, it } from 'vitest';
import { SIZE_SCALES } from '../../src/lib/constants';
import { sizesSchema } from '../../src/lib/schemas';
import { defaultSize, findSize, isInStock } from '../../src/lib/stock';
import { CATALOGUE } from '../../src/server/db/demo/catalogue';
import { demoSizes, SOLD_OUT } from '../../src/server/db/demo/stock';

const all = CATALOGUE.map((p, i) => ({ p, sizes: demoSizes(p, i) }));
const stocks = all.flatMap((x) => x.sizes.map((s) => s.stock!));

describe('the demo catalogue’s sizes and stock', () => {
  it('uses the clothing, sneaker and one-size scales, and every list is valid for the API', () => {
    for (const { p, sizes } of all) {
      expect(sizesSchema.safeParse(sizes).success, p.slug).toBe(true);
      const names = sizes.map((s) => s.size);
      const expected = p.look.kind === 'sneaker' ? SIZE_SCALES.sneakers : names.length === 1 ? SIZE_SCALES.accessories : SIZE_SCALES.clothing;
      expect(names, p.slug).toEqual([...expected]);
    }
    expect(all.some((x) => x.p.look.kind === 'sneaker')).toBe(true);
  });

  it('has realistic stock: most sizes 5–40, some sold out, several with 1–3 left', () => {
    const between = (lo: number, hi: number) => stocks.filter((n) => n >= lo && n <= hi).length;
    expect(between(5, 40) / stocks.length).toBeGreaterThan(0.6);
    expect(between(0, 0)).toBeGreaterThan(5);
    expect(between(1, 3)).toBeGreaterThan(5);
    expect(Math.max(...stocks)).toBeLessThanOrEqual(40);
  });

  it('has products sold out in every size, and they are the named ones', () => {
    const soldOut = all.filter((x) => !isInStock(x.sizes)).map((x) => x.p.slug);
    expect(soldOut.sort()).toEqual([...SOLD_OUT].sort());
  });

  it('keeps 10 or more of the size bought without choosing (M, or the only size), on every product not sold out', () => {
    let checked = 0;
    for (const { p, sizes } of all) {
      const size = defaultSize(sizes);
      if (SOLD_OUT.includes(p.slug) || size === undefined) continue; // sneakers: the shopper must choose
      expect(findSize(sizes, size)!.stock, p.slug).toBeGreaterThanOrEqual(10);
      checked++;
    }
    expect(checked).toBeGreaterThan(CATALOGUE.length / 2);
  });
});
