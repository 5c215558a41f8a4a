import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/lib/constants';
import {
  type AddressForm,
  addressKey,
  digitsOnly,
  emptyAddressForm,
  isAddressComplete,
  MOBILE_NUMBER,
  missingAddressFields,
  normaliseMobile,
  normalisePin,
  PIN_CODE,
} from '../../src/lib/address';

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
  it('a new form starts in India, and lists every other required field, the State among them', () => {
    expect(emptyAddressForm().country).toBe('India');
    expect(isAddressComplete(emptyAddressForm())).toBe(false);
    expect(missingAddressFields(emptyAddressForm())).toEqual(['firstName', 'lastName', 'address', 'city', 'state', 'pincode', 'phone']);
    expect(missingAddressFields({ ...emptyAddressForm(), country: '' })).toContain('country');
  });
  it('in India the State must be one of the 36; elsewhere it may be left out', () => {
    expect(missingAddressFields({ ...filled(), state: 'Orissa' })).toEqual(['state']);
    expect(isAddressComplete({ ...filled(), country: 'Nepal', state: '' })).toBe(true);
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

describe('Indian PIN codes and mobile numbers', () => {
  it('a PIN code is 6 digits, the first 1-9; spaces typed inside go', () => {
    expect(['110001', '411001', '999999'].every((p) => PIN_CODE.test(p))).toBe(true);
    expect(['011001', '41100', '4110011', '41A001', ''].some((p) => PIN_CODE.test(p))).toBe(false);
    expect(normalisePin(' 560 001 ')).toBe('560001');
  });
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091-98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['9123456789', '9123456789'],
  ])('a mobile number typed %j is kept as %j', (typed, kept) => {
    expect(normaliseMobile(typed)).toBe(kept);
    expect(MOBILE_NUMBER.test(normaliseMobile(typed))).toBe(true);
  });
  it.each(['5876543210', '987654321', '98765432101', '+92 98765 43210', '0 5876543210', '987654'])('%j stays refused', (typed) => {
    expect(MOBILE_NUMBER.test(normaliseMobile(typed))).toBe(false);
  });
});
