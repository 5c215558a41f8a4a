/** The product list's state lives in the URL (docs/product.md §2): order, search, category and page. */
import { FIRST_PAGE, LIMITS, PRODUCTS_PAGE_SIZE } from '../../lib/constants';
import type { ProductParams } from '../../client/api';

export type Order = 'asc' | 'desc' | '';
export interface ListQuery {
  search: string;
  order: Order;
  category: string;
  page: number;
}

export const defaultQuery: ListQuery = { search: '', order: '', category: '', page: FIRST_PAGE };

export function parseQuery(search: string): ListQuery {
  const p = new URLSearchParams(search);
  const order = p.get('order');
  const page = Number.parseInt(p.get('page') ?? '', 10);
  return {
    search: (p.get('search') ?? '').trim().slice(0, LIMITS.search),
    order: order === 'asc' || order === 'desc' ? order : '',
    category: (p.get('category') ?? '').trim().slice(0, LIMITS.text),
    page: Number.isFinite(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/** '?order=asc&search=tee' with defaults left out; '' when everything is default. */
export function toSearch(q: ListQuery): string {
  const p = new URLSearchParams();
  if (q.category) p.set('category', q.category);
  if (q.search) p.set('search', q.search);
  if (q.order) p.set('order', q.order);
  if (q.page > FIRST_PAGE) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** docs/product.md §7: sort=price when an order is chosen, orderBy from the URL's order. */
export function toApiParams(q: ListQuery): ProductParams {
  return {
    ...(q.search ? { search: q.search } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.order ? { sort: 'price' as const, orderBy: q.order } : {}),
    page: q.page,
    limit: PRODUCTS_PAGE_SIZE,
  };
}

export const pageCount = (total: number, limit: number) => Math.max(FIRST_PAGE, Math.ceil(total / Math.max(1, limit)));
