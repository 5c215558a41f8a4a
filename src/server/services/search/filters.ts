/** A query's filters: checked against what the catalogue has (unknown values are a 400), then each as SQL. */
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { type ColourFamily, type Department, departmentsShown, PRICE_BANDS } from '../../../lib/constants';
import { validation } from '../../../lib/messages';
import { isSearched } from '../../../lib/paging';
import type { ProductQuery } from '../../../lib/schemas';
import { products } from '../../db/schema';
import { HttpError } from '../../errors';
import { api } from '../../messages';
import { pageErrors } from '../paging';
import type { CatalogueInfo } from './vocabulary';

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The filters of a query, checked against what the catalogue has, each as SQL (undefined when not set). */
export interface Conditions {
  category?: SQL;
  brand?: SQL;
  size?: SQL;
  price?: SQL;
  onSale?: SQL;
  inStock?: SQL;
  department?: SQL;
  colour?: SQL;
}
export type FacetName = keyof Conditions;

/** Known values, case-insensitively, as the catalogue writes them; unknown ones are a 400 naming them. */
function known(field: string, asked: string[] | undefined, values: string[], errors: Record<string, string>): string[] | undefined {
  if (!asked?.length) return undefined;
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  const unknown = asked.filter((a) => !byLower.has(a.toLowerCase()));
  if (unknown.length) errors[field] = validation.unknownFilterValue(unknown);
  return asked.flatMap((a) => byLower.get(a.toLowerCase()) ?? []);
}

/** A query's filters as the catalogue writes them (checked by `known`), before they become SQL. */
export interface FilterValues {
  categories?: string[];
  brands?: string[];
  sizes?: string[];
  bands: (typeof PRICE_BANDS)[number][];
  onSale: boolean;
  inStock: boolean;
  /** As asked: 'men' stands for men's and unisex products (departmentsShown). */
  departments?: Department[];
  colours?: ColourFamily[];
}

/** The departments whose products a department filter shows: each asked one's own and, for men or women, unisex. */
export const departmentsOf = (asked: Department[]): Department[] => [...new Set(asked.flatMap(departmentsShown))];

export function filterValues(q: ProductQuery, info: CatalogueInfo): FilterValues {
  // A page too deep is named beside unknown values: the /products page drops every parameter named.
  const errors: Record<string, string> = pageErrors(q.page, q.limit, isSearched(q.search));
  const categories = known('category', q.category, info.categories, errors);
  const brands = known('brand', q.brand, info.brands, errors);
  const sizes = known('size', q.size, info.sizes, errors);
  const named = Object.keys(errors);
  if (named.length) throw new HttpError(400, named.length === 1 && errors.page ? errors.page : api.badRequest, errors);
  return {
    categories,
    brands,
    sizes,
    bands: PRICE_BANDS.filter((b) => q.price?.includes(b.id)),
    onSale: Boolean(q.onSale),
    inStock: Boolean(q.inStock),
    // Checked by the query's schema (an unknown one is a 400 there).
    departments: q.department?.length ? q.department : undefined,
    colours: q.colour?.length ? q.colour : undefined,
  };
}

export function conditions(f: FilterValues): Conditions {
  return {
    category: f.categories && inArray(products.category, f.categories),
    brand: f.brands && inArray(products.brand, f.brands),
    size: f.sizes && sql`${products.sizesInStock} && ${textArray(f.sizes)}`,
    price: f.bands.length
      ? or(...f.bands.map((b) => (b.max === null ? sql`${products.price} >= ${b.min}` : sql`${products.price} between ${b.min} and ${b.max}`)))
      : undefined,
    onSale: f.onSale ? sql`${products.price} < ${products.oprice}` : undefined,
    inStock: f.inStock ? sql`${products.sizesInStock} <> '{}'` : undefined,
    department: f.departments && inArray(products.department, departmentsOf(f.departments)),
    colour: f.colours && inArray(products.colourFamily, f.colours),
  };
}

export const FACET_NAMES: readonly FacetName[] = ['category', 'brand', 'size', 'price', 'onSale', 'inStock', 'department', 'colour'];
export const allOf = (c: Conditions) => FACET_NAMES.flatMap((k) => (c[k] ? [c[k]] : []));
