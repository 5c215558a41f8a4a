import { useEffect, useRef, useState } from 'react';
import { listProducts, type Paged, type Product } from '../../client/api';
import type { ApiError } from '../../client/http';
import { products as t } from '../../lib/messages';
import { $signedIn } from '../../stores/auth';
import { loadWishlist } from '../../stores/wishlist';
import { replayToasts } from '../../stores/toasts';
import { Pager } from './Pager';
import { ProductGrid } from './ProductGrid';
import { defaultQuery, pageCount, parseQuery, toApiParams, toSearch, type ListQuery } from './query';
import { Toolbar } from './Toolbar';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';

type Load = { status: 'loading' } | { status: 'ready'; page: Paged<Product> } | { status: 'error'; error: ApiError };

/** /products: toolbar, grid and pager; the URL's query string is the state (docs/product.md §2, docs/product.md §10). */
export default function ProductsApp() {
  // Unknown on the server (the page is static): read from the URL after mount.
  const [query, setQuery] = useState<ListQuery | undefined>();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fromUrl = () => {
      setLoad({ status: 'loading' });
      setQuery(parseQuery(location.search));
    };
    fromUrl();
    replayToasts();
    // The back button restores the previous state.
    addEventListener('popstate', fromUrl);
    if ($signedIn.get())
      loadWishlist().catch(() => {
        /* hearts stay empty; toggling still works */
      });
    return () => removeEventListener('popstate', fromUrl);
  }, []);

  useEffect(() => {
    if (!query) return;
    const id = ++latest.current;
    setLoad({ status: 'loading' });
    listProducts(toApiParams(query)).then(
      (page) => {
        if (id === latest.current) setLoad({ status: 'ready', page });
      },
      (error: ApiError) => {
        if (id === latest.current) setLoad({ status: 'error', error });
      },
    );
  }, [query, attempt]);

  function change(next: ListQuery) {
    const url = location.pathname + toSearch(next);
    if (url !== location.pathname + location.search) history.pushState(null, '', url);
    setLoad({ status: 'loading' });
    setQuery(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  const q = query ?? defaultQuery;
  const pages = load.status === 'ready' ? pageCount(load.page.total, load.page.limit) : undefined;

  return (
    <div ref={top} className="scroll-mt-24">
      <Toolbar
        query={q}
        onSearch={(search) => change({ ...q, search, page: 1 })}
        onSort={(order) => change({ ...q, order, page: 1 })}
        onReset={() => change(defaultQuery)}
      />
      <div aria-live="polite" className="mt-4 min-h-6 text-sm text-muted">
        {load.status === 'ready' && load.page.total > 0 && t.results(load.page.total)}
      </div>
      <div className="mt-2" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && <Spinner className="py-16" />}
        {load.status === 'error' && <ErrorState title={t.error} detail={load.error.msg} onRetry={() => setAttempt((n) => n + 1)} />}
        {load.status === 'ready' && load.page.data.length === 0 && (
          <EmptyState title={t.empty}>
            <p>{t.emptyHint}</p>
          </EmptyState>
        )}
        {load.status === 'ready' && load.page.data.length > 0 && <ProductGrid products={load.page.data} />}
      </div>
      {load.status === 'ready' && pages !== undefined && (load.page.total > 0 || q.page > 1) && (
        <Pager page={q.page} pages={pages} onPage={(page) => change({ ...q, page })} />
      )}
    </div>
  );
}
