/**
 * The cart's copy (its summary is reused at checkout).
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
import { UPI_EXTRA_OFF_PERCENT } from '../../lib/constants';
import { formatRs } from '../../lib/money';

export const cart = {
  title: 'Shopping Cart',
  empty: 'Your cart is empty',
  emptyText: 'Find something you like and add it here.',
  emptyHint: 'Add something to your cart to place an order.',
  freeShippingIn: (amount: number) => `Add ${formatRs(amount)} more for free shipping.`,
  remove: (name: string) => `Remove ${name} from cart`,
  removeLabel: 'Remove',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  quantity: 'Quantity',
  summary: 'Order summary',
  shipping: 'Shipping',
  free: 'FREE',
  subtotal: 'Subtotal',
  placeOrder: 'Place Order',
  youSave: (amount: number) => `You save ${formatRs(amount)}`,
  couponHint: 'Have a coupon? Apply it at checkout.',
  upi: `${UPI_EXTRA_OFF_PERCENT}% Extra off on UPI`,
  continueShopping: 'Continue Shopping',
  error: 'We could not load your cart.',
  items: 'Cart items',
  size: 'Size',
  short: (left: number, size: string) => (left <= 0 ? `Sold out in size ${size}` : `Only ${left} left in size ${size}`),
  shortHint: (left: number) => (left <= 0 ? 'Remove it to place your order.' : `Lower the quantity to ${left} or remove it.`),
  fixShort: 'Some items are no longer available in the quantity you chose. Fix the items marked above to place your order.',
};

export const toasts = {
  removedFromCart: 'Removed from cart',
  removeFromCartFailed: 'Unable to remove from cart',
  quantityFailed: 'Unable to change quantity',
};
