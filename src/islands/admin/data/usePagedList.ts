/**
 * One server-paged admin list (docs/api.md: every list pages on the server), read through the page's
 * query client (src/client/query.tsx): the current page, its loading and error states, and local
 * edits after a successful change. The page shown stays while the next one loads; a stale reply never
 * wins (each page is its own query key); a page seen before shows at once and is asked again.
 */
import { pageCount as pagesOf } from '../../../lib/paging';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { queryClient } from '../../../client/query';
import { ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../../lib/constants';
import type { PageQuery } from '../../../lib/schemas';

/** A page as the API answers it (docs/api.md): its rows under `data`, and how many there are in all. */
export interface PageReply<T> {
  data: T[];
  total: number;
}

type PageParams = Pick<PageQuery, 'page' | 'limit'>;

export interface PagedList<T, R extends PageReply<T>> {
  reply?: R;
  items: T[];
  page: number;
  pages: number;
  loading: boolean;
  error?: unknown;
  setPage: (page: number) => void;
  reload: () => void;
  update: (fn: (items: T[]) => T[]) => void;
}

export const pageCount = (total: number, limit = ADMIN_PAGE_SIZE) => pagesOf(total, limit);

/**
 * `key` names the list's page in the query cache (a `queryKeys.admin` entry); when what it depends on
 * besides the page changes (a search text, say), the caller resets the page with it.
 */
export function usePagedList<R extends PageReply<unknown>, T = R['data'][number]>(
  key: (params: PageParams) => QueryKey,
  load: (params: PageParams) => Promise<R>,
): PagedList<T, R & PageReply<T>> {
  const [page, setPage] = useState(FIRST_PAGE);
  const params = { page, limit: ADMIN_PAGE_SIZE };
  const queryKey = key(params);
  const query = useQuery({ queryKey, queryFn: () => load(params) as Promise<R & PageReply<T>>, placeholderData: keepPreviousData, staleTime: 0 });

  // After deletions the page may lie past the end: step back to the last one.
  const last = query.data && !query.isPlaceholderData ? pageCount(query.data.total) : undefined;
  useEffect(() => {
    if (last !== undefined && page > last) setPage(last);
  }, [last, page]);

  const hash = JSON.stringify(queryKey);
  const update = useCallback(
    (fn: (items: T[]) => T[]) => queryClient.setQueryData<R & PageReply<T>>(JSON.parse(hash) as QueryKey, (r) => (r ? { ...r, data: fn(r.data) } : r)),
    [hash],
  );
  const { refetch } = query;

  return {
    reply: query.data,
    items: query.data?.data ?? [],
    page,
    pages: pageCount(query.data?.total ?? 0),
    loading: query.isFetching,
    error: query.isError ? query.error : undefined,
    setPage,
    reload: useCallback(() => void refetch(), [refetch]),
    update,
  };
}
