/**
 * Coupon rules (pure: the server applies them at the quote and again inside the checkout transaction,
 * and tests call them). A coupon takes percent or a flat amount off the items it applies to (all of
 * them, or one category or department), once their value reaches its minimum, between its dates, while
 * its total and per-shopper limits allow; one coupon per purchase.
 */
import { COUPON_CODE_MAX, COUPON_CODE_MIN, COUPON_FLAT_MAX, COUPON_LIMIT_MAX, type Department, departmentsShown } from './constants';
import { type OrderTotals, percentOff } from './money';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon row says, as the rules read it. */
export interface CouponRule {
  code: string;
  kind: CouponKind;
  value: number;
  minOrder: number;
  validFrom: Date | null;
  validTo: Date | null;
  useLimit: number | null;
  perShopperLimit: number | null;
  uses: number;
  category: string | null;
  department: Department | null;
  active: boolean;
}

/** A line of the purchase as the coupon sees it. */
export interface CouponLine {
  price: number;
  quantity: number;
  category: string;
  department?: Department | null;
}

/** Why a coupon does not apply (the server words each one: src/server/messages.ts). */
export type CouponRefusal =
  | { reason: 'unknown' }
  | { reason: 'notYet'; from: Date }
  | { reason: 'expired' }
  | { reason: 'usedUp' }
  | { reason: 'usedByYou' }
  | { reason: 'notForItems' }
  | { reason: 'belowMinimum'; short: number; minimum: number };

export type CouponCheck = { ok: true; off: number } | { ok: false; refusal: CouponRefusal };

/** Codes are compared whatever their case and spacing: 'diwali10 ' is DIWALI10. */
export const normaliseCode = (code: string) => code.trim().toUpperCase().slice(0, COUPON_CODE_MAX);

/**
 * The lines a coupon applies to: all, or those of its category, or those its department's list shows
 * (a men's coupon takes off men's and unisex pieces, as the Men menu lists them).
 */
export function eligibleLines<T extends CouponLine>(rule: Pick<CouponRule, 'category' | 'department'>, lines: readonly T[]): T[] {
  const { category, department } = rule;
  if (category !== null) return lines.filter((l) => l.category === category);
  if (department !== null) return lines.filter((l) => l.department != null && departmentsShown(department).includes(l.department));
  return [...lines];
}

/**
 * Whether `rule` applies to `lines` at `now` for a shopper who used it `usedByShopper` times, and how
 * much it takes off (whole rupees, never more than the items it applies to). The minimum is on those
 * items' value, so a category's coupon asks for that much of the category.
 */
export function checkCoupon(rule: CouponRule | null, lines: readonly CouponLine[], now: Date, usedByShopper: number): CouponCheck {
  if (!rule?.active) return { ok: false, refusal: { reason: 'unknown' } };
  if (rule.validFrom && now < rule.validFrom) return { ok: false, refusal: { reason: 'notYet', from: rule.validFrom } };
  if (rule.validTo && now >= rule.validTo) return { ok: false, refusal: { reason: 'expired' } };
  if (rule.useLimit !== null && rule.uses >= rule.useLimit) return { ok: false, refusal: { reason: 'usedUp' } };
  if (rule.perShopperLimit !== null && usedByShopper >= rule.perShopperLimit) return { ok: false, refusal: { reason: 'usedByYou' } };
  const eligible = eligibleLines(rule, lines);
  const value = eligible.reduce((sum, l) => sum + l.price * l.quantity, 0);
  if (value <= 0) return { ok: false, refusal: { reason: 'notForItems' } };
  if (value < rule.minOrder) return { ok: false, refusal: { reason: 'belowMinimum', short: rule.minOrder - value, minimum: rule.minOrder } };
  const off = rule.kind === 'percent' ? percentOff(value, rule.value) : Math.min(rule.value, value);
  return { ok: true, off };
}

/**
 * The purchase's summary with a coupon's `off` added to its discount: what is taken off the items
 * never passes their value (the coupon gives way to the payment method's discount), shipping is
 * unchanged (it follows the items' value before discounts, as without a coupon). Answers the coupon's
 * part as it ends up.
 */
export function withCoupon(totals: OrderTotals, off: number): OrderTotals & { couponDiscount: number } {
  const discount = Math.min(totals.subtotal, totals.discount + Math.max(0, off));
  return { ...totals, discount, total: totals.subtotal + totals.shipping - discount, couponDiscount: discount - totals.discount };
}

/** What a shopper saves: the items' original prices less what they pay for them, plus every discount. */
export const youSave = (lines: readonly { oprice: number; price: number; quantity: number }[], discount: number) =>
  lines.reduce((sum, l) => sum + Math.max(0, l.oprice - l.price) * l.quantity, 0) + discount;

/** A code as typed in the console: letters, digits, '-' and '_'. */
export const COUPON_CODE = /^[A-Za-z0-9_-]+$/;

/** The field checks' texts (the API's `errors` and the console's form). */
export const couponValidation = {
  code: `A code is ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} letters, digits, '-' or '_'`,
  kind: 'Choose percent or flat',
  percent: 'A percent is a whole number from 1 to 100',
  value: `An amount is a whole number: a percent from 1 to 100, or rupees from 1 to ${COUPON_FLAT_MAX.toLocaleString('en-IN')}`,
  minOrder: `A minimum order is whole rupees from 0 to ${COUPON_FLAT_MAX.toLocaleString('en-IN')}`,
  date: 'Give a date and time',
  window: 'The end must be after the start',
  limit: `A limit is a whole number from 1 to ${COUPON_LIMIT_MAX.toLocaleString('en-IN')}, or none`,
  category: 'Choose a category, or none',
  department: 'Choose a department, or none',
  scope: 'A coupon is for one category or one department, not both',
  active: 'Use true or false',
};
