import { type Department, DEPARTMENTS } from '../../lib/constants';
import { departmentLabels, storeName } from '../../lib/messages';
import { products as t } from './messages';
import { categoryHref, categoryPlace, type DepartmentNode, departmentPath, PRODUCTS_PATH, searchHref } from '../nav/menus';
import type { ListQuery } from './query';

const crumbLink = 'hover:text-ink hover:underline';
type HeadingQuery = Pick<ListQuery, 'search' | 'category' | 'department'>;

/** The one category the list is filtered to, or '' (none, or several: the chips show those). */
const singleCategory = (q: Pick<ListQuery, 'category'>) => (q.category.length === 1 ? (q.category[0] ?? '') : '');
/** The one department the list is filtered to (a known one), or undefined. */
const singleDepartment = (q: Pick<ListQuery, 'department'>): Department | undefined => {
  const d = q.department.length === 1 ? q.department[0] : undefined;
  return (DEPARTMENTS as readonly string[]).includes(d ?? '') ? (d as Department) : undefined;
};

/** What the list is of: its one category (as the shop names it), else its one department ('Men'), else ''. */
function scopeOf(query: HeadingQuery): string {
  const category = singleCategory(query);
  if (category) return category;
  const department = singleDepartment(query);
  return department ? departmentLabels[department] : '';
}

/** The list's heading for a query: the category or department and/or the search, else 'All products'. */
export function headingFor(query: HeadingQuery): string {
  const scope = scopeOf(query);
  if (scope && query.search) return t.searchIn(query.search, scope);
  if (scope) return scope;
  if (query.search) return t.searchFor(query.search);
  return t.title;
}

interface Crumb {
  label: string;
  href: string;
}

/**
 * Home › Men › T-shirts (› “words”): a category sits under its department as the categories table files
 * it; one the table does not hold (or before the tree is known), and a list of everything, under
 * 'All products'.
 */
function trailOf(query: HeadingQuery, departments: readonly DepartmentNode[] | undefined): Crumb[] {
  const trail: Crumb[] = [{ label: t.home, href: '/' }];
  const category = singleCategory(query);
  const department = singleDepartment(query);
  const place = category ? categoryPlace(departments, category) : undefined;
  if (place) {
    trail.push({ label: departmentLabels[place.department], href: departmentPath(place.department) });
    trail.push({ label: place.label, href: categoryHref(category) });
  } else if (category) {
    trail.push({ label: t.allProducts, href: PRODUCTS_PATH }, { label: category, href: categoryHref(category) });
  } else if (department) {
    trail.push({ label: departmentLabels[department], href: departmentPath(department) });
  } else {
    trail.push({ label: t.allProducts, href: PRODUCTS_PATH });
  }
  if (query.search) trail.push({ label: t.searchCrumb(query.search), href: '' });
  return trail;
}

/**
 * Breadcrumbs and the h1 of /products, following the URL's department, category and search (the page's
 * title too). Searching inside a category or department says so, with a link to search everything.
 */
export function ListHeading({ query: list, departments }: { query: HeadingQuery; departments?: readonly DepartmentNode[] }) {
  const heading = headingFor(list);
  const trail = trailOf(list, departments);
  const scoped = scopeOf(list) !== '';
  return (
    <div className="mb-6">
      {/* Links in a line, not a list: the page's lists are its products. */}
      <nav aria-label={t.breadcrumb} className="mb-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <span key={crumb.href || crumb.label} className="flex items-center gap-2">
              {i > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.href} className={crumbLink}>
                  {crumb.label}
                </a>
              )}
            </span>
          );
        })}
      </nav>
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      {scoped && list.search && (
        <p className="mt-2 text-sm text-muted">
          <a href={searchHref(list.search)} className="font-medium text-ink underline underline-offset-4">
            {t.searchEverywhere(list.search)}
          </a>
        </p>
      )}
    </div>
  );
}

/** The tab's title for a query, as the layout writes it. */
export const documentTitle = (q: HeadingQuery) => `${headingFor(q)} | ${storeName}`;
