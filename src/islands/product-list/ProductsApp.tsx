import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { listProducts, type ProductPage } from '../../client/api';
import { queryKeys, withQueryClient } from '../../client/query';
import { filters as filtersText, pagerText, products as t } from './messages';
import { replayToasts } from '../../stores/toasts';
import { useWishlist } from '../../stores/wishlist';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { useEarlyInput } from '../../ui/useEarlyInput';
import { ProductGrid } from './ProductGrid';
import { deepestPage, isSearched } from '../../lib/paging';
import { activeFilterCount, defaultQuery, type ListQuery, pageCount, parseQuery, toApiParams, toSearch } from './query';
import { documentTitle, ListHeading } from './ListHeading';
import { Toolbar } from './Toolbar';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { FiltersDrawer } from './FiltersDrawer';
import { NoResults } from './NoResults';
import { type DepartmentNode, PRODUCTS_PATH } from '../nav/menus';

interface Props {
  /**
   * The URL's query and its first page, read on the server (src/pages/products/index.astro): shown at
   * once, never fetched again. Its cards are the server's HTML (`children`), so `page.data` comes
   * empty and `cards` says how many there are.
   */
  initial?: { query: ListQuery; page: ProductPage; cards: number };
  /** The categories table's tree, for the breadcrumbs (Home › Men › T-shirts). */
  departments?: DepartmentNode[];
  /**
   * The first page's cards as the server drew them (src/components/product-list/ServerProductGrid.astro),
   * shown while the list is the server's answer: hydrating the island costs its filters, not every card.
   */
  children?: ReactNode;
}

/** /products: toolbar, grid and pager; the URL's query string is the state (docs/product.md §2, docs/product.md §10). */
function ProductsApp({ initial, departments, children }: Props) {
  const [query, setQuery] = useState<ListQuery | undefined>(initial?.query);
  const top = useRef<HTMLDivElement>(null);
  // A sort picked, a filter ticked or words typed while the island was still loading are taken up now.
  useEarlyInput(top);
  const params = toApiParams(query ?? defaultQuery, { facets: true });
  const fromServer = initial && JSON.stringify(toApiParams(initial.query, { facets: true })) === JSON.stringify(params) ? initial.page : undefined;
  const list = useQuery({
    queryKey: queryKeys.products(params),
    queryFn: () => listProducts(params),
    enabled: query !== undefined,
    initialData: fromServer,
    // The previous answer stays while the next loads, so the filters do not blink at every tick.
    placeholderData: keepPreviousData,
  });
  // The hearts on the cards: the saved products' ids (signed in only; a failure leaves them empty).
  useWishlist();

  useEffect(() => {
    const fromUrl = () => setQuery(parseQuery(location.search));
    fromUrl();
    replayToasts();
    // The back button restores the previous state.
    addEventListener('popstate', fromUrl);
    return () => removeEventListener('popstate', fromUrl);
  }, []);

  function change(next: ListQuery) {
    const url = location.pathname + toSearch(next);
    if (url !== location.pathname + location.search) history.pushState(null, '', url);
    setQuery(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  const q = query ?? defaultQuery;
  useEffect(() => {
    if (query) document.title = documentTitle(query);
  }, [query]);
  const page = list.data;
  // The server's answer (at first, while the next loads, and back again): its cards are the server's HTML.
  const serverDrawn = !!initial && page === initial.page;
  const cards = serverDrawn ? initial.cards : (page?.data.length ?? 0);
  // The pager offers no page past the ones the store serves (the first MAX_RESULT_WINDOW results).
  const pages = page ? Math.min(pageCount(page.total, page.limit), deepestPage(page.limit, isSearched(q.search))) : undefined;
  // Nothing found and no filter on: every count would be 0, so the filters step aside for the suggestions.
  const showFilters = !!page && (page.total > 0 || activeFilterCount(q) > 0);

  return (
    <div ref={top} className="scroll-mt-24">
      <ListHeading query={q} departments={departments} />
      <Toolbar
        query={q}
        onSearch={(search) => change({ ...q, search, page: 1 })}
        onSort={(order, sort) => change({ ...q, order, sort, page: 1 })}
        onReset={() => change(defaultQuery)}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {showFilters && <FiltersDrawer query={q} facets={page?.facets} total={page?.total} onChange={change} />}
        <div aria-live="polite" className="min-h-6 text-sm text-muted">
          {page && page.total > 0 && t.results(page.total)}
        </div>
      </div>
      <FilterChips query={q} words={page} onChange={change} />
      <div className={`mt-2 ${showFilters ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8' : ''}`}>
        {showFilters && (
          <aside aria-label={filtersText.title} className="hidden lg:block">
            <FilterPanel query={q} facets={page?.facets} onChange={change} />
          </aside>
        )}
        <div aria-busy={list.isPending || list.isFetching}>
          {list.isError && <ErrorState title={t.error} detail={list.error.msg} onRetry={() => void list.refetch()} />}
          {!list.isError && !page && <Spinner className="py-16" />}
          {page && cards === 0 && <NoResults didYouMean={page.didYouMean} categories={page.facets?.category.map((c) => c.value) ?? []} />}
          {/* Hidden, never unmounted, while the island draws another list: its card islands live on, and come back with Back. */}
          {initial && initial.cards > 0 && <div hidden={!(page && serverDrawn)}>{children}</div>}
          {page && !serverDrawn && cards > 0 && <ProductGrid products={page.data} />}
        </div>
      </div>
      {page && pages !== undefined && (page.total > 0 || q.page > 1) && (
        <Pager
          page={q.page}
          pages={pages}
          text={pagerText}
          onPage={(p) => change({ ...q, page: p })}
          href={(p) => PRODUCTS_PATH + toSearch({ ...q, page: p })}
        />
      )}
    </div>
  );
}

export default withQueryClient(ProductsApp);
