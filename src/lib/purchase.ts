/** A purchase's rules both sides read (docs/features.md "Checkout and payment"). */
import { PURCHASE_STATUS_MIXED } from './constants';

/**
 * A purchase's status, from its items' (admins set each item's): theirs when they all agree, else
 * 'mixed' (each item then shows its own).
 */
export function purchaseStatus(itemStatuses: readonly string[]): string {
  const [first, ...rest] = itemStatuses;
  if (first === undefined) return PURCHASE_STATUS_MIXED;
  return rest.every((s) => s === first) ? first : PURCHASE_STATUS_MIXED;
}
