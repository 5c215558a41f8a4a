/** The checkout's new-address form (docs/product.md §2, §5): its fields, completeness and input clean-up. */
import { COUNTRIES } from './constants';
import type { AddressInput } from './schemas';

/** The fields of an address as the API takes them (addressSchema); the country is free text until one is chosen. */
export type AddressForm = Omit<AddressInput, 'country'> & { country: string };

/** Every field but Company is required; the declaration checkbox counts as filled (docs/product.md §5). */
export const REQUIRED_ADDRESS_FIELDS = ['country', 'firstName', 'lastName', 'address', 'city', 'pincode', 'phone'] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

export const emptyAddressForm = (): AddressForm => ({
  country: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  company: '',
  pincode: '',
  phone: '',
  declaration: false,
});

export const isCountry = (s: string): boolean => (COUNTRIES as readonly string[]).includes(s);

/** The required fields still empty (the country must also be one of docs/product.md §9's list). */
export function missingAddressFields(f: AddressForm): RequiredAddressField[] {
  return REQUIRED_ADDRESS_FIELDS.filter((k) => (k === 'country' ? !isCountry(f.country) : f[k].trim() === ''));
}

export const isAddressComplete = (f: AddressForm): boolean => missingAddressFields(f).length === 0;

/** PIN code and phone are numeric inputs: keep digits only. */
export const digitsOnly = (s: string): string => s.replace(/\D+/g, '');

/** A key that changes whenever what would be saved changes (to reuse an address already saved). */
export const addressKey = (f: AddressForm): string =>
  JSON.stringify([f.country, f.firstName.trim(), f.lastName.trim(), f.address.trim(), f.city.trim(), f.company.trim(), f.pincode, f.phone, f.declaration]);
