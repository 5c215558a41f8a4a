/**
 * The demo catalogue's sizes and stock: the scale a garment comes in, and stock that looks like a real
 * shop's (most sizes 5–40, some sold out, several with only 1–3 left, and whole products sold out).
 * Fixed, not random: every fresh database, and every test run, sees the same stock.
 */
import { SIZE_SCALES } from '../../../lib/constants';
import type { SizeInput } from '../../../lib/schemas';
import type { CatalogueProduct, GarmentKind } from './catalogue';

const ONE_SIZE: GarmentKind[] = ['cap', 'beanie', 'tote', 'backpack', 'socks'];

export function scaleOf(kind: GarmentKind): readonly string[] {
  if (kind === 'sneaker') return SIZE_SCALES.sneakers;
  if (ONE_SIZE.includes(kind)) return SIZE_SCALES.accessories;
  return SIZE_SCALES.clothing;
}

/** Sold out in every size. */
export const SOLD_OUT = ['retrograde-corduroy-jacket', 'hatch-street-dad-cap'];

/** A small deterministic generator (mulberry32), seeded per product. */
function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The size a shopper gets without choosing ('M', or the only size) always has 10 or more, so the
 * one-tap paths of the store work on every product that is not sold out; the scarcity is in the
 * other sizes.
 */
export function demoSizes(p: CatalogueProduct, index: number): SizeInput[] {
  const scale = scaleOf(p.look.kind);
  if (SOLD_OUT.includes(p.slug)) return scale.map((size) => ({ size, stock: 0 }));
  const next = sequence(index + 1);
  const between = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return scale.map((size) => {
    const roll = next();
    if (size === 'M' || scale.length === 1) return { size, stock: between(10, 40) };
    if (roll < 0.12) return { size, stock: 0 };
    if (roll < 0.27) return { size, stock: between(1, 3) };
    return { size, stock: between(5, 40) };
  });
}
