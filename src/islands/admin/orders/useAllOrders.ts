import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { OrderPage, OrderRow } from '../../..//client/api';
import { listAllOrders } from '../../..//client/admin-api';
import type { OrderFilter } from '../../../lib/schemas';
import { queryClient, queryKeys } from '../../../client/query';
import { ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../../lib/constants';
import { type PagedList, pageCount } from '../data/usePagedList';

/**
 * Manage Orders: every shopper's orders, newest first, filtered on the server. Pages are read by
 * keyset (docs/api.md `after`): going on uses the page's `next`, going back the start remembered for
 * that page, so page 500 costs the server what page 1 does. A new filter starts again at page 1.
 */
export function useAllOrders(filter: OrderFilter): PagedList<OrderRow, OrderPage> {
  const filterKey = JSON.stringify(filter);
  // The page belongs to the filter it was reached with: a new filter reads page 1 at once.
  const [at, setAt] = useState({ filterKey, page: FIRST_PAGE });
  const page = at.filterKey === filterKey ? at.page : FIRST_PAGE;
  const setPage = useCallback((p: number) => setAt({ filterKey, page: p }), [filterKey]);
  // starts[p] is the `after` that reads page p + 1 (undefined for the first page), for this filter.
  const starts = useRef<{ filterKey: string; list: (number | undefined)[] }>({ filterKey, list: [undefined] });
  if (starts.current.filterKey !== filterKey) starts.current = { filterKey, list: [undefined] };

  const after = starts.current.list[page - 1];
  // Without a known start (a page jumped to), the server pages by offset.
  const params = { ...filter, limit: ADMIN_PAGE_SIZE, ...(after === undefined ? { page } : { page, after }) };
  const queryKey = queryKeys.admin.orders(params);
  const query = useQuery({
    queryKey,
    queryFn: () => listAllOrders(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const reply = query.isPlaceholderData ? undefined : query.data;
  if (reply?.next) starts.current.list[page] = reply.next;

  const hash = JSON.stringify(queryKey);
  const update = useCallback(
    (fn: (items: OrderRow[]) => OrderRow[]) =>
      queryClient.setQueryData<OrderPage>(JSON.parse(hash) as readonly unknown[], (r) => (r ? { ...r, data: fn(r.data) } : r)),
    [hash],
  );
  const { refetch } = query;
  const data = query.data;
  // With a capped count the last page is not known: there is one more while the server says `next`.
  const pages = data ? (data.totalExact ? pageCount(data.total) : data.next ? page + 1 : page) : 1;

  return {
    reply: data,
    items: data?.data ?? [],
    page,
    pages,
    loading: query.isFetching,
    error: query.isError ? query.error : undefined,
    setPage,
    reload: useCallback(() => void refetch(), [refetch]),
    update,
  };
}
