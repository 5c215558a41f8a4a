/** Money rules (rupees, whole numbers): display formats of docs/product.md §9, the cart arithmetic, shipping and discounts. */
import { FREE_SHIPPING_ABOVE, SHIPPING_FEE } from './constants';

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

/**
 * Shipping for a purchase whose items come to `subtotal` (README "Checkout and payment"): free at
 * FREE_SHIPPING_ABOVE and above, SHIPPING_FEE below it, nothing when there is nothing to ship.
 */
export const shippingFor = (subtotal: number) => (subtotal <= 0 ? 0 : subtotal >= FREE_SHIPPING_ABOVE ? 0 : SHIPPING_FEE);

/** What is still missing for free shipping (0 once there). */
export const untilFreeShipping = (subtotal: number) => Math.max(0, FREE_SHIPPING_ABOVE - subtotal);

/** `percent` of `amount` in whole rupees, rounded half up (5% of 799 is 40). */
export const percentOff = (amount: number, percent: number) => (amount <= 0 || percent <= 0 ? 0 : Math.round((amount * percent) / 100));

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
}

/**
 * A purchase's summary: the items' subtotal, shipping by the rule above, the payment method's
 * discount (on the items, never above them), and what is paid.
 */
export function orderTotals(lines: readonly { price: number; quantity: number }[], discountOf: (subtotal: number) => number): OrderTotals {
  const subtotal = cartSubtotal(lines);
  const shipping = shippingFor(subtotal);
  const discount = Math.min(subtotal, Math.max(0, discountOf(subtotal)));
  return { subtotal, shipping, discount, total: subtotal + shipping - discount };
}
