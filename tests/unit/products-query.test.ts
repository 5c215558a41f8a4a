import { describe, expect, it } from 'vitest';
import { defaultQuery, pageCount, parseQuery, toApiParams, toSearch } from '../../src/islands/products/query';

describe('the product list keeps its state in the URL', () => {
  it('reads order, search, category and page', () => {
    expect(parseQuery('?order=desc&search=%20tee%20&category=Hoodies&page=3')).toEqual({ order: 'desc', search: 'tee', category: 'Hoodies', page: 3 });
  });
  it('ignores values it does not know', () => {
    expect(parseQuery('?order=sideways&page=-2&page=x')).toEqual(defaultQuery);
    expect(parseQuery('')).toEqual(defaultQuery);
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toSearch(defaultQuery)).toBe('');
    const q = { search: 'tee & co', order: 'asc' as const, category: '', page: 2 };
    expect(toSearch(q)).toBe('?search=tee+%26+co&order=asc&page=2');
    expect(parseQuery(toSearch(q))).toEqual(q);
  });
  it('asks the API for sort=price only when an order is chosen', () => {
    expect(toApiParams(defaultQuery)).toEqual({ page: 1, limit: 12 });
    expect(toApiParams({ ...defaultQuery, order: 'desc', search: 'cap' })).toEqual({ search: 'cap', sort: 'price', orderBy: 'desc', page: 1, limit: 12 });
  });
  it('counts at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(48, 12)).toBe(4);
    expect(pageCount(49, 12)).toBe(5);
  });
});
