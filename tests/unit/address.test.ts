import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/lib/constants';
import { addressKey, digitsOnly, emptyAddressForm, isAddressComplete, missingAddressFields, type AddressForm } from '../../src/lib/address';

const filled = (): AddressForm => ({
  country: 'India',
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  company: '',
  pincode: '411001',
  phone: '9876543210',
  declaration: false,
});

describe('the address form is complete when every field but Company is filled (docs/product.md §5)', () => {
  it('a new form is incomplete and lists every required field', () => {
    expect(isAddressComplete(emptyAddressForm())).toBe(false);
    expect(missingAddressFields(emptyAddressForm())).toEqual(['country', 'firstName', 'lastName', 'address', 'city', 'pincode', 'phone']);
  });
  it('company is optional and the unticked declaration counts as filled', () => {
    expect(isAddressComplete(filled())).toBe(true);
  });
  it.each(['firstName', 'lastName', 'address', 'city', 'pincode', 'phone'] as const)('a blank %s makes it incomplete', (k) => {
    expect(isAddressComplete({ ...filled(), [k]: '   ' })).toBe(false);
  });
  it('the country must come from the list of 15', () => {
    expect(COUNTRIES).toHaveLength(15);
    expect(isAddressComplete({ ...filled(), country: 'Atlantis' })).toBe(false);
    for (const country of COUNTRIES) expect(isAddressComplete({ ...filled(), country })).toBe(true);
  });
});

describe('numeric inputs and the saved-address key', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('41a 10-01')).toBe('411001');
    expect(digitsOnly('+91 98765')).toBe('9198765');
  });
  it('the key ignores surrounding spaces but not content', () => {
    expect(addressKey({ ...filled(), city: ' Pune ' })).toBe(addressKey(filled()));
    expect(addressKey({ ...filled(), city: 'Mumbai' })).not.toBe(addressKey(filled()));
  });
});
