/** The address forms (docs/product.md §2, §5): their fields, completeness, and the Indian PIN code and mobile number rules. */
import { COUNTRIES, HOME_COUNTRY, STATES_AND_UTS } from './constants';
import type { AddressInput } from './schemas';

/** The fields of an address as the API takes them (addressSchema); the country is free text until one is chosen. */
export type AddressForm = Omit<AddressInput, 'country' | 'isDefault'> & { country: string; isDefault?: boolean };

/** Every field but Company is required (State: in India); the declaration checkbox counts as filled (docs/product.md §5). */
export const REQUIRED_ADDRESS_FIELDS = ['country', 'firstName', 'lastName', 'address', 'city', 'state', 'pincode', 'phone'] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

/** A new form starts in India (the country preselected). */
export const emptyAddressForm = (): AddressForm => ({
  country: HOME_COUNTRY,
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  company: '',
  pincode: '',
  phone: '',
  declaration: false,
});

export const isCountry = (s: string): boolean => (COUNTRIES as readonly string[]).includes(s);
export const isStateOrUt = (s: string): boolean => (STATES_AND_UTS as readonly string[]).includes(s);
export const isIndia = (country: string): boolean => country === HOME_COUNTRY;

/** The required fields still empty (the country must also be one of docs/product.md §9's list; an Indian address a State or UT of the 36). */
export function missingAddressFields(f: AddressForm): RequiredAddressField[] {
  return REQUIRED_ADDRESS_FIELDS.filter((k) => {
    if (k === 'country') return !isCountry(f.country);
    if (k === 'state') return isIndia(f.country) && !isStateOrUt(f.state);
    return f[k].trim() === '';
  });
}

export const isAddressComplete = (f: AddressForm): boolean => missingAddressFields(f).length === 0;

/** PIN code and phone are numeric inputs: keep digits only. */
export const digitsOnly = (s: string): string => s.replace(/\D+/g, '');

/** An India Post PIN code: 6 digits, the first 1–9 (the first digit is a postal region; there is no region 0). */
export const PIN_CODE = /^[1-9]\d{5}$/;
/** A PIN code as typed, '411 001' or ' 411001 ', as kept: '411001'. */
export const normalisePin = (s: string): string => s.replace(/\s+/g, '');

/** An Indian mobile number as kept: 10 digits, the first 6–9. */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;
/**
 * A mobile number as typed ('+91 98765 43210', '0091-98765-43210', '919876543210', '09876543210') as
 * kept: '9876543210'. Spaces, dashes, dots and brackets go; a country code (+91, 0091, 91) or trunk 0
 * goes only when 10 digits are left, so a short or long number stays wrong for the check to refuse.
 */
export function normaliseMobile(s: string): string {
  const compact = s.replace(/[\s\-.()]/g, '');
  return /^(?:\+91|0091|91|0)?(\d{10})$/.exec(compact)?.[1] ?? compact;
}

/** A key that changes whenever what would be saved changes (to reuse an address already saved). */
export const addressKey = (f: AddressForm): string =>
  JSON.stringify([
    f.country,
    f.firstName.trim(),
    f.lastName.trim(),
    f.address.trim(),
    f.city.trim(),
    f.state,
    f.company.trim(),
    f.pincode,
    f.phone,
    f.declaration,
    f.isDefault ?? false,
  ]);
