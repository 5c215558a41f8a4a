/** Money rules (rupees, whole numbers): the one display format of docs/product.md §9, the cart arithmetic, shipping and discounts. */
import { FREE_SHIPPING_ABOVE, SHIPPING_FEE } from './constants';

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

/**
 * Shipping for a purchase whose items come to `subtotal` (docs/features.md "Checkout and payment"): free at
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

/**
 * An axis label in rupees, short enough that ticks never run into each other: 'Rs 950', 'Rs 8.5k',
 * 'Rs 1.2L' (lakh), 'Rs 3.4Cr' (crore), as Indian shoppers and staff read amounts.
 */
export function compactRs(n: number): string {
  const v = Math.round(n);
  const abs = Math.abs(v);
  const short = (x: number, unit: string) => `${Number.parseFloat(x.toFixed(1))}${unit}`;
  const body = abs >= 1e7 ? short(abs / 1e7, 'Cr') : abs >= 1e5 ? short(abs / 1e5, 'L') : abs >= 1e3 ? short(abs / 1e3, 'k') : String(abs);
  return `${v < 0 ? '-' : ''}Rs ${body}`;
}
