import { listProducts } from '../../../client/api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The catalogue page by page, newest first, filtered on the server by the search text. */
export function useProducts(search: string) {
  const filter = search ? { search } : {};
  return usePagedList(
    (params) => queryKeys.admin.products({ ...params, ...filter }),
    (params) => listProducts({ ...params, ...filter }),
  );
}
