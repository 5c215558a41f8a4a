/**
 * Buy it now's checkout (`/payment?buy=<id>&qty=<n>&size=<s>`): one product bought on its own, the
 * cart left as it is. These read and write that address.
 */
import type { BuyItem } from '../../lib/schemas';
import { parseIdParam } from '../../lib/validate';
import { parseQuantity } from '../../lib/quantity';

export const BUY_PARAM = 'buy';

/**
 * The item a checkout URL buys on its own; undefined for a checkout of the cart, null when `buy` names
 * no product that can exist (the checkout then says so rather than falling back to the cart). /buynow's
 * older links name the product `id`.
 */
export function buyItemOf(search: string, productParam = BUY_PARAM): BuyItem | null | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(productParam)) return undefined;
  const id = parseIdParam(params.get(productParam) ?? '');
  if (id === undefined) return null;
  const size = params.get('size')?.trim();
  return { prodId: id, quantity: parseQuantity(params.get('qty')), ...(size ? { size } : {}) };
}

/** The checkout of one product: from the product page's BUY IT NOW (through /buynow). */
export function buyNowUrl(item: BuyItem): string {
  const params = new URLSearchParams({ [BUY_PARAM]: String(item.prodId), qty: String(item.quantity) });
  if (item.size) params.set('size', item.size);
  return `/payment?${params}`;
}
