import { listProducts, type Product } from '../../../client/api';
import { usePagedList } from '../data/usePagedList';

/** The catalogue page by page, newest first, filtered on the server by the search text. */
export function useProducts(search: string) {
  return usePagedList<Product, { items: Product[]; total: number }>(async (page, limit) => {
    const r = await listProducts({ page, limit, search: search || undefined });
    return { items: r.data, total: r.total };
  }, search);
}
