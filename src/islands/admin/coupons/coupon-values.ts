/** The coupon form's values (text, as typed) and their reading into the API's body, checked by the shared schema. */
import type { CouponView } from '../../../client/api';
import { DEPARTMENTS, type Department, STORE_TIME_ZONE, STORE_UTC_OFFSET } from '../../../lib/constants';
import type { CouponKind } from '../../../lib/coupons';
import { fieldErrors } from '../../../lib/fieldErrors';
import { isoInZone } from '../../../lib/revenue';
import { type CouponChanges, type CouponInput, couponSchema } from '../../../lib/schemas';

export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  validFrom: string;
  validTo: string;
  useLimit: string;
  perShopperLimit: string;
  /** What it applies to: '' all items, 'department:<id>' or 'category:<name>'. */
  scope: string;
}

export const emptyCouponForm = (): CouponFormValues => ({
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '0',
  validFrom: '',
  validTo: '',
  useLimit: '',
  perShopperLimit: '1',
  scope: '',
});

export const departmentScope = (d: Department) => `department:${d}`;
export const categoryScope = (c: string) => `category:${c}`;

/** The scope's category or department, as the API takes them. */
export function scopeOf(scope: string): { category: string | null; department: Department | null } {
  const department = DEPARTMENTS.find((d) => scope === departmentScope(d)) ?? null;
  const category = scope.startsWith('category:') ? scope.slice('category:'.length) : null;
  return { category, department };
}

/** A number field: blank is null (no limit), digits a number, anything else NaN (the schema refuses it). */
const numberOrNull = (s: string) => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** A datetime-local value ('2026-12-01T10:00') is the store's wall-clock time (IST), whatever the admin's computer says. */
export const storeTime = (local: string) => (local ? new Date(`${local}:00${STORE_UTC_OFFSET}`).toISOString() : null);

/** The other way: a stored time as the store's wall clock, to the minute, for a datetime-local field. */
export const storeLocal = (iso: string | null) => (iso ? isoInZone(new Date(iso), STORE_TIME_ZONE).slice(0, 16) : '');

const textOf = (n: number | null) => (n === null ? '' : String(n));

/** A stored coupon in the form, to edit it. */
export const couponFormOf = (c: CouponView): CouponFormValues => ({
  code: c.code,
  kind: c.kind,
  value: String(c.value),
  minOrder: String(c.minOrder),
  validFrom: storeLocal(c.validFrom),
  validTo: storeLocal(c.validTo),
  useLimit: textOf(c.useLimit),
  perShopperLimit: textOf(c.perShopperLimit),
  scope: c.department ? departmentScope(c.department) : c.category ? categoryScope(c.category) : '',
});

export function checkCoupon(v: CouponFormValues): { data?: CouponInput; errors: Record<string, string> } {
  const r = couponSchema.safeParse({
    code: v.code,
    kind: v.kind,
    value: numberOrNull(v.value) ?? Number.NaN,
    minOrder: numberOrNull(v.minOrder) ?? 0,
    validFrom: storeTime(v.validFrom),
    validTo: storeTime(v.validTo),
    useLimit: numberOrNull(v.useLimit),
    perShopperLimit: numberOrNull(v.perShopperLimit),
    ...scopeOf(v.scope),
  });
  if (r.success) return { data: r.data, errors: {} };
  return { errors: fieldErrors(r.error) };
}

/** The body's fields each form field fills (the scope is the category and the department together). */
const bodyFields: { [K in keyof CouponFormValues]: readonly (keyof CouponInput)[] } = {
  code: ['code'],
  kind: ['kind'],
  value: ['value'],
  minOrder: ['minOrder'],
  validFrom: ['validFrom'],
  validTo: ['validTo'],
  useLimit: ['useLimit'],
  perShopperLimit: ['perShopperLimit'],
  scope: ['category', 'department'],
};

/**
 * An edit's body: only the fields the admin changed from the values the form opened with. A time the
 * form shows to the minute (23:59 for a stored 23:59:59) is not sent back cut, and two admins editing
 * different fields at once do not overwrite each other's.
 */
export function changedFields(opened: CouponFormValues, now: CouponFormValues, data: CouponInput): CouponChanges {
  const changes: Record<string, unknown> = {};
  for (const k of Object.keys(bodyFields) as (keyof CouponFormValues)[]) {
    if (now[k] === opened[k]) continue;
    for (const f of bodyFields[k]) changes[f] = data[f];
  }
  return changes as CouponChanges;
}
