import { describe, expect, it } from 'vitest';
import { buyItemOf, buyNowUrl } from '../../src/islands/checkout/buy-item';

describe("Buy it now's checkout address", () => {
  it('carries the product, quantity and size, and reads back the same item', () => {
    const url = buyNowUrl({ prodId: 12, quantity: 3, size: 'UK 9' });
    expect(url).toBe('/payment?buy=12&qty=3&size=UK+9');
    expect(buyItemOf(url.slice(url.indexOf('?')))).toEqual({ prodId: 12, quantity: 3, size: 'UK 9' });
  });

  it('without buy is a checkout of the cart', () => {
    expect(buyItemOf('')).toBeUndefined();
    expect(buyItemOf('?qty=2')).toBeUndefined();
  });

  it('a buy that names no possible product is null, not the cart', () => {
    expect(buyItemOf('?buy=abc')).toBeNull();
    expect(buyItemOf('?buy=0')).toBeNull();
    expect(buyItemOf('?buy=')).toBeNull();
  });

  it('reads an odd quantity leniently and leaves out an empty size', () => {
    expect(buyItemOf('?buy=5&qty=99&size=')).toEqual({ prodId: 5, quantity: 10 });
    expect(buyItemOf('?buy=5&qty=x')).toEqual({ prodId: 5, quantity: 1 });
  });
});
