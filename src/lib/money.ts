/** Money rules (rupees, whole numbers): display formats of docs/product.md §9 and the cart arithmetic. */

/** Home and product page: 'Rs. 1499.00'. */
export const formatRs = (n: number | string) => `Rs. ${n}.00`;
/** Product list cards: 'Rs.1499.00'. */
export const formatRsCompact = (n: number | string) => `Rs.${n}.00`;
/** The admin console: '₹1,499' (Indian digit grouping). */
export const formatInr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** docs/product.md §5: ((original - discount price) / original * 100) rounded, followed by '%'. */
export function discountText(oprice: number, price: number): string {
  if (!(oprice > 0)) return '0%';
  return `${Math.round(((oprice - price) / oprice) * 100)}%`;
}

export const lineTotal = (price: number, quantity: number) => price * quantity;

export const cartSubtotal = (lines: readonly { price: number; quantity: number }[]) => lines.reduce((sum, l) => sum + lineTotal(l.price, l.quantity), 0);
