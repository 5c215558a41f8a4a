import { storeName } from '../../lib/messages';
import { products as t } from './messages';
import { categoryHref, PRODUCTS_PATH, searchHref } from '../nav/menus';
import type { ListQuery } from './query';

const crumbLink = 'hover:text-ink hover:underline';

/** The list's heading for a query: the seed's title for everything, else the category and/or the search. */
export function headingFor(query: Pick<ListQuery, 'search' | 'category'>): string {
  const q = { search: query.search, category: singleCategory(query) };
  if (q.category && q.search) return t.searchIn(q.search, q.category);
  if (q.category) return q.category;
  if (q.search) return t.searchFor(q.search);
  return t.title;
}

/** The one category the list is filtered to, or '' (none, or several: the chips show those). */
const singleCategory = (q: Pick<ListQuery, 'category'>) => (q.category.length === 1 ? (q.category[0] ?? '') : '');

/**
 * Breadcrumbs and the h1 of /products, following the URL's category and search (the page's title
 * too). Searching inside a category says so, with a link to search everything.
 */
export function ListHeading({ query: list }: { query: Pick<ListQuery, 'search' | 'category'> }) {
  const heading = headingFor(list);
  const query = { search: list.search, category: singleCategory(list) };
  return (
    <div className="mb-6">
      {/* Links in a line, not a list: the page's lists are its products. */}
      <nav aria-label={t.breadcrumb} className="mb-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <a href="/" className={crumbLink}>
          {t.home}
        </a>
        <span aria-hidden="true">/</span>
        {query.category || query.search ? (
          <a href={PRODUCTS_PATH} className={crumbLink}>
            {t.allProducts}
          </a>
        ) : (
          <span aria-current="page" className="font-medium text-ink">
            {t.allProducts}
          </span>
        )}
        {query.category && (
          <>
            <span aria-hidden="true">/</span>
            {query.search ? (
              <a href={categoryHref(query.category)} className={crumbLink}>
                {query.category}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {query.category}
              </span>
            )}
          </>
        )}
        {query.search && (
          <>
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="font-medium text-ink">
              {t.searchCrumb(query.search)}
            </span>
          </>
        )}
      </nav>
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      {query.category && query.search && (
        <p className="mt-2 text-sm text-muted">
          <a href={searchHref(query.search)} className="font-medium text-ink underline underline-offset-4">
            {t.searchEverywhere(query.search)}
          </a>
        </p>
      )}
    </div>
  );
}

/** The tab's title for a query, as the layout writes it. */
export const documentTitle = (q: Pick<ListQuery, 'search' | 'category'>) => `${headingFor(q)} | ${storeName}`;
