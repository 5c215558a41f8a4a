/** The words of the store's e-mail (templates/): subjects, greetings and each kind's lines. */
import { formatRs } from '../../lib/money';
import { storeName } from '../../lib/messages';

export const mail = {
  greeting: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: `The ${storeName} team`,
  footer: `You receive this e-mail because of your account or an order at ${storeName}.`,
  visit: `Visit ${storeName}`,
  welcome: {
    subject: `Welcome to ${storeName}`,
    body: 'Your account is ready. Your wallet starts with a welcome credit, and your cart, wishlist and orders are kept for you.',
    action: 'Start shopping',
  },
  passwordReset: {
    subject: `Reset your ${storeName} password`,
    body: 'Someone (we hope you) asked to reset the password of your account. Use this link to choose a new one:',
    action: 'Choose a new password',
    validity: (minutes: number) => `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    /** What the console's Outbox shows in place of the link's token: only the addressee may open the account. */
    tokenHidden: 'HIDDEN-only-the-recipient-can-use-this-link',
  },
  orderPlaced: {
    subject: (id: number) => `Your order #${id} is placed`,
    body: 'Thank you for your order. Here is what you bought:',
    item: 'Item',
    size: 'Size',
    quantity: 'Qty',
    price: 'Price',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    freeShipping: 'Free',
    discount: 'Discount',
    coupon: (code: string) => `Coupon ${code}`,
    total: 'Total',
    payment: 'Payment',
    deliverTo: 'Delivering to',
    phone: 'Phone',
    action: 'View your order',
    lineText: (l: { name: string; size: string; quantity: number; price: number }) =>
      `${l.name} (size ${l.size}) x ${l.quantity} at ${formatRs(l.price)} = ${formatRs(l.price * l.quantity)}`,
  },
  orderStatus: {
    subject: (ref: string, headline: string) => `Order ${ref}: ${headline}`,
    action: 'View your orders',
  },
  supportReply: {
    subject: `We answered your question at ${storeName}`,
    body: 'You asked:',
    reply: 'Our answer:',
    action: `Visit ${storeName}`,
  },
  backInStock: {
    subject: (product: string, size: string) => `${product} in size ${size} is back`,
    body: (product: string, size: string) => `Good news: ${product} is back in stock in size ${size}. It may sell out again soon.`,
    action: 'See the product',
  },
  notifyConfirm: {
    subject: (product: string, size: string) => `Confirm: tell you when ${product} in size ${size} is back?`,
    body: (product: string, size: string) =>
      `Someone (we hope you) asked us to e-mail this address when ${product} in size ${size} is back in stock. We write only if you confirm:`,
    action: 'Yes, tell me when it is back',
    validity: (hours: number) => `The link works for ${hours} hours. If you did not ask, ignore this e-mail: you will hear nothing more about it.`,
  },
} as const;
