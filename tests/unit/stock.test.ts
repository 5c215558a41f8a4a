import { describe, expect, it } from 'vitest';
import { FEW_LEFT_AT, LOW_STOCK_AT, MAX_QUANTITY } from '../../src/lib/constants';
import {
  canBuy,
  defaultSize,
  fewLeft,
  findSize,
  firstAvailable,
  initialSize,
  isInStock,
  isShort,
  maxQuantity,
  stockBadge,
  totalStock,
  type SizeStock,
} from '../../src/lib/stock';

const clothing: SizeStock[] = [
  { size: 'S', stock: 0 },
  { size: 'M', stock: 12 },
  { size: 'L', stock: 2 },
];
const sneakers: SizeStock[] = [
  { size: 'UK 6', stock: 0 },
  { size: 'UK 7', stock: 4 },
  { size: 'UK 8', stock: null },
];
const soldOut: SizeStock[] = [
  { size: 'S', stock: 0 },
  { size: 'M', stock: 0 },
];

describe('which sizes can be bought', () => {
  it('a size can be bought while units are left, or when it is not counted', () => {
    expect(canBuy({ size: 'M', stock: 1 })).toBe(true);
    expect(canBuy({ size: 'M', stock: null })).toBe(true);
    expect(canBuy({ size: 'M', stock: 0 })).toBe(false);
  });
  it('a product is in stock while any size can be bought', () => {
    expect(isInStock(clothing)).toBe(true);
    expect(isInStock(sneakers)).toBe(true);
    expect(isInStock(soldOut)).toBe(false);
    expect(isInStock([])).toBe(false);
  });
  it('finds a size by its exact name', () => {
    expect(findSize(clothing, 'L')).toEqual({ size: 'L', stock: 2 });
    expect(findSize(clothing, 'l')).toBeUndefined();
  });
});

describe('the size a product page starts on', () => {
  it('without a choice the shopper gets M, else the only size, else none', () => {
    expect(defaultSize(clothing)).toBe('M');
    expect(defaultSize([{ size: 'One size', stock: 3 }])).toBe('One size');
    expect(defaultSize(sneakers)).toBeUndefined();
  });
  it('the first size that can be bought, skipping sold-out ones', () => {
    expect(firstAvailable(sneakers)).toBe('UK 7');
    expect(firstAvailable(soldOut)).toBeUndefined();
  });
  it('a size named in the URL is chosen when it can be bought', () => {
    expect(initialSize(clothing, 'L')).toBe('L');
    expect(initialSize(sneakers, 'UK 8')).toBe('UK 8');
  });
  it('with several sizes and none (or a sold-out, unknown or empty one) in the URL, chooses none', () => {
    expect(initialSize(clothing, 'S')).toBeUndefined();
    expect(initialSize(clothing, 'XXXL')).toBeUndefined();
    expect(initialSize(clothing, '')).toBeUndefined();
    expect(initialSize(clothing, null)).toBeUndefined();
    expect(initialSize(sneakers, 'UK 6')).toBeUndefined();
  });
  it('chooses the only size when there is one and it can be bought', () => {
    expect(initialSize([{ size: 'One size', stock: 3 }], null)).toBe('One size');
    expect(initialSize([{ size: 'One size', stock: 0 }], null)).toBeUndefined();
  });
  it('chooses nothing when every size is sold out', () => {
    expect(initialSize(soldOut, 'M')).toBeUndefined();
  });
});

describe('how many a shopper can take', () => {
  it(`at most ${MAX_QUANTITY}, or fewer when fewer are left`, () => {
    expect(maxQuantity(null)).toBe(MAX_QUANTITY);
    expect(maxQuantity(40)).toBe(MAX_QUANTITY);
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(0)).toBe(0);
  });
  it(`says 'Only N left' from ${FEW_LEFT_AT} units down to 1, never for sold-out or uncounted sizes`, () => {
    expect(fewLeft(FEW_LEFT_AT)).toBe(true);
    expect(fewLeft(1)).toBe(true);
    expect(fewLeft(FEW_LEFT_AT + 1)).toBe(false);
    expect(fewLeft(0)).toBe(false);
    expect(fewLeft(null)).toBe(false);
  });
});

describe('cart lines that must be fixed before ordering', () => {
  it('a line is short when fewer are left than it wants, or the size sold out', () => {
    expect(isShort({ quantity: 3, stock: 1 })).toBe(true);
    expect(isShort({ quantity: 1, stock: 0 })).toBe(true);
  });
  it('a line is fine when enough are left, or the size is not counted', () => {
    expect(isShort({ quantity: 2, stock: 2 })).toBe(false);
    expect(isShort({ quantity: 10, stock: null })).toBe(false);
  });
});

describe('the admin’s totals and badges', () => {
  it('adds the counted sizes; null when none is counted', () => {
    expect(totalStock(clothing)).toBe(14);
    expect(totalStock(sneakers)).toBe(4);
    expect(totalStock([{ size: 'M', stock: null }])).toBeNull();
  });
  it(`is 'soldOut' with nothing left, 'low' with a size at ${LOW_STOCK_AT} or fewer`, () => {
    expect(stockBadge(soldOut)).toBe('soldOut');
    expect(stockBadge(clothing)).toBe('low');
    expect(stockBadge([{ size: 'M', stock: LOW_STOCK_AT + 1 }])).toBeUndefined();
    expect(stockBadge([{ size: 'M', stock: null }])).toBeUndefined();
  });
});
