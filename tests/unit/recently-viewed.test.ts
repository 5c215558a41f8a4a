import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '../../src/lib/constants';
import { parseViewed, viewedBefore, withViewed, type ViewedProduct } from '../../src/lib/recently-viewed';

const item = (id: number): ViewedProduct => ({ _id: id, name: `Tee ${id}`, brand: 'Kite & Co', price: 999, image: `/images/${id}.svg` });

describe('recently viewed', () => {
  it('puts the product just viewed first', () => {
    expect(withViewed([item(1), item(2)], item(3)).map((p) => p._id)).toEqual([3, 1, 2]);
  });

  it('viewing a product again moves it to the front instead of listing it twice', () => {
    expect(withViewed([item(1), item(2), item(3)], item(2)).map((p) => p._id)).toEqual([2, 1, 3]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX}, the oldest dropped`, () => {
    let list: ViewedProduct[] = [];
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id++) list = withViewed(list, item(id));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]._id).toBe(RECENTLY_VIEWED_MAX + 3);
    expect(list.some((p) => p._id === 1)).toBe(false);
  });

  it('leaves out the product on screen', () => {
    expect(viewedBefore([item(5), item(4)], 5).map((p) => p._id)).toEqual([4]);
  });

  it('reads nothing from a missing, broken or foreign stored value', () => {
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed('{not json')).toEqual([]);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed(JSON.stringify([item(1), { _id: 'x' }, null, item(2)])).map((p) => p._id)).toEqual([1, 2]);
  });
});
