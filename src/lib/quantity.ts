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
