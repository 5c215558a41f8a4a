import { describe, expect, it } from 'vitest';
import { activeFilterCount, clearFilters, defaultQuery, pageCount, parseQuery, toApiParams, toggle, toSearch } from '../../src/islands/product-list/query';

describe('the product list keeps its state in the URL', () => {
  it('reads order, search, category and page', () => {
    expect(parseQuery('?order=desc&search=%20tee%20&category=Hoodies&page=3')).toEqual({
      ...defaultQuery,
      order: 'desc',
      search: 'tee',
      category: ['Hoodies'],
      page: 3,
    });
  });
  it('reads the filters: comma-separated lists and yes/no flags', () => {
    expect(parseQuery('?category=Hoodies,Sneakers&brand=Kite+%26+Co&size=UK+9&price=under-1000,5000-plus&onSale=1&inStock=true&sort=discount')).toEqual({
      ...defaultQuery,
      category: ['Hoodies', 'Sneakers'],
      brand: ['Kite & Co'],
      size: ['UK 9'],
      price: ['under-1000', '5000-plus'],
      onSale: true,
      inStock: true,
      sort: 'discount',
    });
  });
  it('ignores values it does not know', () => {
    expect(parseQuery('?order=sideways&page=-2&page=x&sort=random&price=free&onSale=maybe')).toEqual(defaultQuery);
    expect(parseQuery('')).toEqual(defaultQuery);
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toSearch(defaultQuery)).toBe('');
    const q = { ...defaultQuery, search: 'tee & co', order: 'asc' as const, page: 2 };
    expect(toSearch(q)).toBe('?search=tee+%26+co&order=asc&page=2');
    expect(parseQuery(toSearch(q))).toEqual(q);
    const filtered = { ...defaultQuery, category: ["Men's T-shirts", 'Y2K'], brand: ['Urban Monk'], onSale: true, sort: 'newest' as const };
    expect(parseQuery(toSearch(filtered))).toEqual(filtered);
  });
  it('asks the API for sort=price only when an order is chosen, and passes the filters as lists', () => {
    expect(toApiParams(defaultQuery)).toEqual({ page: 1, limit: 12 });
    expect(toApiParams({ ...defaultQuery, order: 'desc', search: 'cap' })).toEqual({ search: 'cap', sort: 'price', orderBy: 'desc', page: 1, limit: 12 });
    expect(toApiParams({ ...defaultQuery, brand: ['A', 'B'], inStock: true, sort: 'discount' }, { facets: true })).toEqual({
      brand: 'A,B',
      inStock: '1',
      sort: 'discount',
      facets: '1',
      page: 1,
      limit: 12,
    });
  });
  it('ticks and unticks a filter, back on the first page, and clears them all', () => {
    const q = toggle({ ...defaultQuery, page: 4 }, 'brand', 'Northloom');
    expect(q).toMatchObject({ brand: ['Northloom'], page: 1 });
    expect(toggle(q, 'brand', 'Northloom').brand).toEqual([]);
    const many = { ...toggle(q, 'size', 'M'), onSale: true };
    expect(activeFilterCount(many)).toBe(3);
    expect(activeFilterCount(clearFilters(many))).toBe(0);
  });
  it('counts at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(48, 12)).toBe(4);
    expect(pageCount(49, 12)).toBe(5);
  });
  // An id the store lacks is kept and sent like an unknown category: the API's 400 makes /products its 404 'nothing found' page.
  it('reads departments and colour families as written and sends them back, ids the store lacks included', () => {
    const q = parseQuery('?department=women,kids&colour=black,chartreuse,navy');
    expect(q.department).toEqual(['women', 'kids']);
    expect(q.colour).toEqual(['black', 'chartreuse', 'navy']);
    expect(toSearch(q)).toBe('?department=women%2Ckids&colour=black%2Cchartreuse%2Cnavy');
    expect(toApiParams(q)).toMatchObject({ department: 'women,kids', colour: 'black,chartreuse,navy' });
    expect(activeFilterCount(q)).toBe(5);
  });
});
