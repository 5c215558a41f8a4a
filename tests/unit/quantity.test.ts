import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, clampQuantity, combineLines, parseQuantity, stepQuantity } from '../../src/lib/quantity';

describe('quantity stays a whole number from 1 to 10', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [4, 4],
    [10, 10],
    [11, 10],
    [2.7, 2],
    [Number.NaN, 1],
    [Infinity, 1],
  ])('clampQuantity(%s) is %s', (n, want) => expect(clampQuantity(n)).toBe(want));
  it('steps by one and never below 1', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(10, 1)).toBe(10);
  });
  it('decrease is disabled at 1, increase at 10', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(10)).toBe(false);
    expect(canIncrease(9)).toBe(true);
  });
  it('stops at what is left of the chosen size, and never below 1', () => {
    expect(clampQuantity(5, 2)).toBe(2);
    expect(clampQuantity(0, 2)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
    expect(stepQuantity(2, 1, 2)).toBe(2);
    expect(canIncrease(2, 2)).toBe(false);
    expect(canIncrease(1, 2)).toBe(true);
  });
  it('parses a link value leniently', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('x')).toBe(1);
    expect(parseQuantity(null)).toBe(1);
    expect(parseQuantity('99')).toBe(10);
  });
});

describe('combineLines: one line per product and size, as a cart keeps them', () => {
  it('adds items of one product and size into the first, keeps other sizes apart, and names the first past 10', () => {
    const line = (prodId: number, size: string, quantity: number) => ({ prodId, size, quantity });
    expect(combineLines([line(1, 'M', 3), line(1, 'S', 2), line(1, 'M', 4)])).toEqual({ lines: [line(1, 'M', 7), line(1, 'S', 2)], over: undefined });
    expect(combineLines([line(1, 'M', 10), line(2, 'M', 10)]).over).toBeUndefined();
    expect(combineLines(Array.from({ length: 10 }, () => line(1, 'M', 10))).over).toBe(1);
    expect(combineLines([line(1, 'M', 5), line(1, 'S', 9), line(1, 'M', 5), line(1, 'M', 1)]).over).toBe(3);
  });
});
