/**
 * The messages the store sends (the contract in docs/features.md "E-mail"): one kind per event,
 * each with its own template in templates/<kind>.ts. Callers queue one with `queueMail(tx, mail)`
 * (outbox.ts) inside the transaction of the change that causes it.
 */

/** An order's line as the shopper bought it; `price` is one unit's, in rupees. */
export interface MailLine {
  name: string;
  size: string;
  quantity: number;
  price: number;
}

/** The delivery address as the purchase keeps it (checkout's `addressCopy`); a State joins when addresses have one. */
export interface MailAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  country: string;
  company?: string | null;
  state?: string | null;
}

/** What the order-placed message shows: the purchase's items, the summary, how it is paid and where it goes. */
export interface MailPurchase {
  /** The purchase's id: its page is /orders/{id}. */
  id: number;
  items: MailLine[];
  subtotal: number;
  shipping: number;
  /** Everything off the items; `coupon.off` is the coupon's part of it. */
  discount: number;
  coupon?: { code: string; off: number } | null;
  total: number;
  /** The payment method's label ("Cash on delivery"). */
  paymentMethod: string;
  address: MailAddress;
}

export type Mail =
  /**
   * No name nor any other text the person signing up typed: nobody has proved the address is theirs,
   * and a stranger's inbox must not carry words of the sign-up's choosing.
   */
  | { kind: 'welcome'; to: string }
  | { kind: 'password-reset'; to: string; name: string /** absolute link with the raw token */; resetUrl: string; validMinutes: number }
  | { kind: 'order-placed'; to: string; name: string; purchase: MailPurchase }
  | { kind: 'order-status'; to: string; name: string; orderRef: string /** the shopper's words for the new step */; headline: string; detail?: string }
  | { kind: 'support-reply'; to: string; name?: string; question: string; reply: string }
  | { kind: 'back-in-stock'; to: string; productName: string; size: string /** absolute link to the product */; productUrl: string }
  /** A guest's 'Notify me': nothing more reaches the address unless its owner opens the link. */
  | { kind: 'notify-confirm'; to: string; productName: string; size: string /** absolute link with the raw token */; confirmUrl: string; validHours: number };

export type MailKind = Mail['kind'];
export const MAIL_KINDS = [
  'welcome',
  'password-reset',
  'order-placed',
  'order-status',
  'support-reply',
  'back-in-stock',
  'notify-confirm',
] as const satisfies readonly MailKind[];

/** One kind's message. */
export type MailOf<K extends MailKind> = Extract<Mail, { kind: K }>;

/** A message as it will arrive: what the templates make of a `Mail`. */
export interface Rendered {
  subject: string;
  html: string;
  text: string;
}
