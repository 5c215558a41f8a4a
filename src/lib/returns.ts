/**
 * Returns and exchanges: the reasons a shopper gives, refund or exchange, the steps a
 * return goes through, how a refund is paid, the window after delivery, and the shopper's words for each
 * step (the /orders page, the console and the e-mails read the same ones). The order's own step follows
 * src/lib/fulfilment.ts: Delivered → Return requested → Returned or Exchanged (or back to Delivered when
 * declined).
 */
import { RETURN_WINDOW_DAYS } from './constants';

/** Why the shopper sends it back, in the order the form lists them. */
export const RETURN_REASONS = ['wrong_size', 'not_as_pictured', 'damaged', 'quality', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What the shopper wants instead: the money back, or the same product in another size. */
export const RESOLUTIONS = ['refund', 'exchange'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/**
 * A return's steps: asked → approved (or declined) → received → refunded, or exchanged (an exchange is
 * complete when its parcel comes back: the replacement is then an order of its own).
 */
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received', 'refunded', 'exchanged'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The console's list filters: those waiting for an admin first. */
export const OPEN_RETURN_STATUSES = ['requested', 'approved', 'received'] as const satisfies readonly ReturnStatus[];

/**
 * How a refund is paid: back the way it was paid, to a UPI ID, or by bank transfer (account and IFSC).
 * Cash on delivery has no way back but the last two.
 */
export const REFUND_METHODS = ['original', 'upi', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** Payment methods whose money cannot go back the way it came. */
export const CASH_METHODS: readonly string[] = ['cod'];
export const refundMethodsFor = (paymentMethod: string): readonly RefundMethod[] => (CASH_METHODS.includes(paymentMethod) ? ['upi', 'bank'] : REFUND_METHODS);

export const RETURN_LIMITS = { note: 500, declineReason: 200, reference: 60, upiId: 60, accountNumber: 18 } as const;
/** 'name@bank' (NPCI's handle rule, loosely). */
export const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER = /^\d{9,18}$/;
/** IFSC: 4 letters (the bank), a 0, 6 letters or digits (the branch). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A payment reference (UTR, gateway id): letters, digits, dashes and slashes. */
export const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/_-]*$/;

const DAY_MS = 86_400_000;

/** The last moment an item delivered at `deliveredAt` may be asked back. */
export const returnDeadline = (deliveredAt: string | Date): Date => new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** Whether an item delivered at `deliveredAt` may still be asked back at `now`. */
export const withinReturnWindow = (deliveredAt: string | Date, now: Date = new Date()): boolean => now.getTime() <= returnDeadline(deliveredAt).getTime();

/**
 * The amount a returned line refunds: what was paid for it, its price × quantity less its share of the
 * purchase's payment discount (rounded to the rupee). Shipping is not part of an item.
 */
export function refundFor(line: { price: number; quantity: number }, purchase: { subtotal: number; discount: number }): number {
  const amount = line.price * line.quantity;
  if (purchase.subtotal <= 0 || purchase.discount <= 0) return amount;
  return Math.max(0, amount - Math.round((purchase.discount * amount) / purchase.subtotal));
}

/** The shopper's words (the form, the page, the e-mails); the console reads the labels too. */
export const returnWords = {
  reason: {
    wrong_size: 'Wrong size or fit',
    not_as_pictured: 'Not as pictured or described',
    damaged: 'Damaged or defective',
    quality: 'Quality not as expected',
    changed_mind: 'Changed my mind',
    other: 'Other',
  } satisfies Record<ReturnReason, string>,
  resolution: { refund: 'Refund', exchange: 'Exchange for another size' } satisfies Record<Resolution, string>,
  status: {
    requested: 'Return requested',
    approved: 'Return approved',
    declined: 'Return declined',
    received: 'Return received',
    refunded: 'Refunded',
    exchanged: 'Exchanged',
  } satisfies Record<ReturnStatus, string>,
  method: { original: 'Original payment method', upi: 'UPI', bank: 'Bank transfer' } satisfies Record<RefundMethod, string>,
  /** The e-mail's headline and the history's note for each step. */
  headline: {
    requested: 'We have your return request',
    exchangeRequested: 'We have your exchange request',
    approved: 'Your return is approved',
    declined: 'We could not accept your return',
    received: 'We have received your return',
    refunded: 'Your refund has been sent',
    exchanged: 'Your exchange is on its way',
  },
  item: (name: string, size: string) => `${name} (size ${size})`,
  requestedRefund: (item: string, reason: string) => `Return of ${item}: ${reason}. We will refund you once it is back with us.`,
  requestedExchange: (item: string, size: string, reason: string) => `Exchange of ${item} for size ${size}: ${reason}. We have set size ${size} aside for you.`,
  approvedText: (item: string) => `Return of ${item} approved. Keep it unworn with its tags on: our courier will pick it up within 2 working days.`,
  declinedText: (item: string, reason: string) => `Return of ${item} declined: ${reason}`,
  receivedText: (item: string) => `${item} is back with us. Your refund follows shortly.`,
  receivedDamaged: (item: string) => `${item} is back with us; it arrived damaged. Your refund follows shortly.`,
  exchangedText: (item: string, size: string) => `${item} is back with us: size ${size} is on its way to you as a new item of this order.`,
  refundedText: (amount: string, method: string, reference: string) => `${amount} refunded by ${method}, reference ${reference}.`,
};

/** What a refused return request, decision or refund says, by field. */
export const returnValidation = {
  orderId: 'Choose the item to return',
  reason: 'Choose why you are returning it',
  note: 'Tell us a little more (up to 500 characters)',
  otherNote: 'Tell us why, in a few words',
  resolution: 'Choose a refund or an exchange',
  exchangeSize: 'Choose the size you would like instead',
  noSize: 'Choose a size for an exchange only',
  declineReason: 'Say why the return is declined: the shopper reads it',
  method: `Choose one of: ${REFUND_METHODS.join(', ')}`,
  upiId: 'Enter a UPI ID such as name@bank',
  accountNumber: 'Enter the account number (9 to 18 digits)',
  ifsc: 'Enter the 11-character IFSC, such as HDFC0001234',
  reference: 'Enter the payment reference (letters, digits, dashes)',
  status: `Choose one of: ${RETURN_STATUSES.join(', ')}`,
};
