/** Quantity rules of the product page and the cart (SPEC.md §5, DESIGN.md: 1 to 10). */
import { MAX_QUANTITY, MIN_QUANTITY } from './constants';

export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

export const stepQuantity = (q: number, delta: number) => clampQuantity(q + delta);
export const canDecrease = (q: number) => q > MIN_QUANTITY;
export const canIncrease = (q: number) => q < MAX_QUANTITY;

/** A `?qty=` value from a link, read leniently: anything odd becomes a valid quantity. */
export const parseQuantity = (raw: string | null | undefined) => clampQuantity(Number.parseInt(raw ?? '', 10));
