import { listProducts, type Product } from '../../../client/api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The catalogue page by page, newest first, filtered on the server by the search text. */
export function useProducts(search: string) {
  const filter = search ? { search } : {};
  return usePagedList<Product, { items: Product[]; total: number }>(
    (params) => queryKeys.admin.products({ ...params, ...filter }),
    async (params) => {
      const r = await listProducts({ ...params, ...filter });
      return { items: r.data, total: r.total };
    },
  );
}
