/**
 * The product list's state lives in the URL (docs/product.md §2): search, sort, filters and page, so a
 * list can be shared, reloaded and gone back to. Lists are comma-separated, as the API reads them.
 */
import { FIRST_PAGE, LIMITS, PRICE_BANDS, PRODUCTS_PAGE_SIZE } from '../../lib/constants';
import type { ProductParams } from '../../client/api';

export type Order = 'asc' | 'desc' | '';
/** The sorts besides price ('' = relevance with a search, newest without). */
export type Sort = '' | 'newest' | 'discount';
/** The filters a shopper ticks; each list holds the values as the catalogue writes them. */
export interface Filters {
  department: string[];
  category: string[];
  colour: string[];
  brand: string[];
  size: string[];
  price: string[];
  onSale: boolean;
  inStock: boolean;
}
export type ListFilter = 'department' | 'category' | 'colour' | 'brand' | 'size' | 'price';
export interface ListQuery extends Filters {
  search: string;
  order: Order;
  sort: Sort;
  page: number;
}

export const noFilters: Filters = { department: [], category: [], colour: [], brand: [], size: [], price: [], onSale: false, inStock: false };
export const defaultQuery: ListQuery = { search: '', order: '', sort: '', ...noFilters, page: FIRST_PAGE };
export const LIST_FILTERS: readonly ListFilter[] = ['department', 'category', 'colour', 'brand', 'size', 'price'];
const BAND_IDS: readonly string[] = PRICE_BANDS.map((b) => b.id);

const list = (p: URLSearchParams, key: string) => [
  ...new Set(
    (p.get(key) ?? '')
      .split(',')
      .map((s) => s.trim().slice(0, LIMITS.text))
      .filter(Boolean),
  ),
];
const yes = (p: URLSearchParams, key: string) => p.get(key) === '1' || p.get(key) === 'true';

export function parseQuery(search: string): ListQuery {
  const p = new URLSearchParams(search);
  const order = p.get('order');
  const sort = p.get('sort');
  const page = Number.parseInt(p.get('page') ?? '', 10);
  return {
    search: (p.get('search') ?? '').trim().slice(0, LIMITS.search),
    order: order === 'asc' || order === 'desc' ? order : '',
    sort: sort === 'newest' || sort === 'discount' ? sort : '',
    // Sent as written, like a category: an id the store does not have ('kids', a colour it has no
    // family for) is the API's 400, which /products answers as its 404 'nothing found' page.
    department: list(p, 'department'),
    category: list(p, 'category'),
    colour: list(p, 'colour'),
    brand: list(p, 'brand'),
    size: list(p, 'size'),
    // A band the store no longer has is dropped rather than sent (the API would refuse it).
    price: list(p, 'price').filter((b) => BAND_IDS.includes(b)),
    onSale: yes(p, 'onSale'),
    inStock: yes(p, 'inStock'),
    page: Number.isFinite(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/** '?order=asc&search=tee' with defaults left out; '' when everything is default. */
export function toSearch(q: ListQuery): string {
  const p = new URLSearchParams();
  for (const key of LIST_FILTERS) if (q[key].length) p.set(key, q[key].join(','));
  if (q.search) p.set('search', q.search);
  if (q.order) p.set('order', q.order);
  if (q.sort) p.set('sort', q.sort);
  if (q.onSale) p.set('onSale', '1');
  if (q.inStock) p.set('inStock', '1');
  if (q.page > FIRST_PAGE) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** docs/api.md: sort=price when an order is chosen, orderBy from the URL's order; the filters as they are. */
export function toApiParams(q: ListQuery, { facets = false } = {}): ProductParams {
  return {
    ...(q.search ? { search: q.search } : {}),
    ...Object.fromEntries(LIST_FILTERS.filter((k) => q[k].length).map((k) => [k, q[k].join(',')])),
    ...(q.onSale ? { onSale: '1' as const } : {}),
    ...(q.inStock ? { inStock: '1' as const } : {}),
    ...(q.order ? { sort: 'price' as const, orderBy: q.order } : q.sort ? { sort: q.sort } : {}),
    ...(facets ? { facets: '1' as const } : {}),
    page: q.page,
    limit: PRODUCTS_PAGE_SIZE,
  };
}

/** How many filters are on (the phone's 'Filters (3)' button). */
export const activeFilterCount = (q: Filters) => LIST_FILTERS.reduce((n, k) => n + q[k].length, 0) + Number(q.onSale) + Number(q.inStock);

/** The query with `value` ticked or unticked in a list filter, back on the first page. */
export function toggle(q: ListQuery, key: ListFilter, value: string): ListQuery {
  const has = q[key].includes(value);
  return { ...q, [key]: has ? q[key].filter((v) => v !== value) : [...q[key], value], page: FIRST_PAGE };
}

export const clearFilters = (q: ListQuery): ListQuery => ({ ...q, ...noFilters, page: FIRST_PAGE });

export { pageCount } from '../../lib/paging';
