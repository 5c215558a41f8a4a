/** Money rules (rupees, whole numbers): the one display format of docs/product.md §9 and the cart arithmetic. */

// Indian digit grouping (1,49,999) with two decimals, the same in Node and every browser (full ICU).
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Every price the store shows, on every screen (storefront and console): 'Rs. 1,499.00',
 * 'Rs. 1,49,999.00'; a negative amount (a discount line) as '-Rs. 75.00'. Takes a string too, for
 * figures kept as text (the home page's static tiles).
 */
export function formatRs(n: number | string): string {
  const value = Number(n);
  const shown = rupees.format(Math.abs(Number.isFinite(value) ? value : 0));
  return value < 0 ? `-Rs. ${shown}` : `Rs. ${shown}`;
}

/** docs/product.md §5: ((original - discount price) / original * 100) rounded, followed by '%'. */
export function discountText(oprice: number, price: number): string {
  if (!(oprice > 0)) return '0%';
  return `${Math.round(((oprice - price) / oprice) * 100)}%`;
}

/** True when a card or page should show the struck-through original price and the discount. */
export const isDiscounted = (p: { oprice: number; price: number }) => p.oprice > p.price;

export const lineTotal = (price: number, quantity: number) => price * quantity;

export const cartSubtotal = (lines: readonly { price: number; quantity: number }[]) => lines.reduce((sum, l) => sum + lineTotal(l.price, l.quantity), 0);
