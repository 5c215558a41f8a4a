/**
 * One server-paged admin list (docs/api.md: every list pages on the server): the current page, its
 * loading and error states, and local edits after a successful change. A stale reply never wins.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../../lib/constants';

export interface PageReply<T> {
  items: T[];
  total: number;
}

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

export const pageCount = (total: number, limit = ADMIN_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));

/** `key` (a search text, say) refetches when it changes; the caller resets the page with it. */
export function usePagedList<T, R extends PageReply<T>>(load: (page: number, limit: number) => Promise<R>, key = ''): PagedList<T, R> {
  const [page, setPage] = useState(FIRST_PAGE);
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ reply?: R; loading: boolean; error?: unknown }>({ loading: true });
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    loadRef.current(page, ADMIN_PAGE_SIZE).then(
      (reply) => {
        if (mine !== seq.current) return;
        // After deletions the page may lie past the end: step back to the last one.
        const last = pageCount(reply.total);
        if (page > last) setPage(last);
        else setState({ reply, loading: false });
      },
      (error: unknown) => {
        if (mine === seq.current) setState((s) => ({ ...s, loading: false, error }));
      },
    );
  }, [page, tick, key]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const update = useCallback((fn: (items: T[]) => T[]) => {
    setState((s) => (s.reply ? { ...s, reply: { ...s.reply, items: fn(s.reply.items) } } : s));
  }, []);

  return {
    reply: state.reply,
    items: state.reply?.items ?? [],
    page,
    pages: pageCount(state.reply?.total ?? 0),
    loading: state.loading,
    error: state.error,
    setPage,
    reload,
    update,
  };
}
