/** Quantity rules of the product page and the cart (docs/product.md §5, docs/product.md §10: 1 to 10). */
import { MAX_QUANTITY, MIN_QUANTITY } from './constants';

/** `max` is lower than 10 when fewer are left of the chosen size (src/lib/stock.ts maxQuantity). */
export function clampQuantity(n: number, max = MAX_QUANTITY): number {
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(Math.max(MIN_QUANTITY, max), Math.max(MIN_QUANTITY, Math.trunc(n)));
}

export const stepQuantity = (q: number, delta: number, max = MAX_QUANTITY) => clampQuantity(q + delta, max);
export const canDecrease = (q: number) => q > MIN_QUANTITY;
export const canIncrease = (q: number, max = MAX_QUANTITY) => q < max;

/** A `?qty=` value from a link, read leniently: anything odd becomes a valid quantity. */
export const parseQuantity = (raw: string | null | undefined) => clampQuantity(Number.parseInt(raw ?? '', 10));

/**
 * Lines of one product in one size become one line, as a cart keeps them (a cart line is one product
 * in one size, at most MAX_QUANTITY): the first keeps its place, the others add to it. `over` is the
 * index of the first line that takes its product and size past MAX_QUANTITY.
 */
export function combineLines<T extends { prodId: number; size: string; quantity: number }>(lines: readonly T[]): { lines: T[]; over?: number } {
  const byLine = new Map<string, T>();
  let over: number | undefined;
  for (const [i, line] of lines.entries()) {
    const key = `${line.prodId}\u0000${line.size}`;
    const same = byLine.get(key);
    const combined = same ? { ...same, quantity: same.quantity + line.quantity } : line;
    byLine.set(key, combined);
    if (over === undefined && combined.quantity > MAX_QUANTITY) over = i;
  }
  return { lines: [...byLine.values()], over };
}
