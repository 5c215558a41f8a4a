import { describe, expect, it } from 'vitest';
import { filesThatFit, moveItem } from '../../src/islands/admin/pictures/order';
import { PICTURES_PER_PRODUCT } from '../../src/lib/constants';

describe('the console picture editor', () => {
  it('moves a picture one place up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('keeps only the chosen files that fit beside the pictures already there', () => {
    expect(filesThatFit(['x', 'y', 'z'], PICTURES_PER_PRODUCT - 2)).toEqual({ kept: ['x', 'y'], left: 1 });
    expect(filesThatFit(['x'], PICTURES_PER_PRODUCT)).toEqual({ kept: [], left: 1 });
    expect(filesThatFit(['x', 'y'], 0)).toEqual({ kept: ['x', 'y'], left: 0 });
  });
});
