/**
 * Each filter's options with their counts: what the list would hold with that option, the search and
 * every *other* filter (so choosing a second brand is offered with its own count). One statement and
 * one pass over the matches: each match's sizes in stock are read once (an index probe a product),
 * with a flag per filter, and every facet is counted from those rows.
 */
import { and, sql } from 'drizzle-orm';
import { COLOUR_FAMILY_IDS, DEPARTMENTS, departmentsShown, PRICE_BANDS } from '../../../lib/constants';
import { matchTsQuery, type Plan } from '../../../lib/search-query';
import type { PriceRange } from '../../../lib/search-words';
import type { Facets } from '../../contract';
import { products } from '../../db/schema';
import type { Db } from '../../db/types';
import { remembered } from './counts';
import { departmentsOf, FACET_NAMES, type FacetName, type FilterValues } from './filters';
import { searchCondition } from './plan';
import { rows } from './sql';
import type { CatalogueInfo } from './vocabulary';
import { rangeCondition, rangeKey } from './words';

/** Which price band a product's price is in, as SQL (null below the first). */
const priceBand = sql.join(
  [
    sql`case`,
    ...PRICE_BANDS.map((b) =>
      b.max === null ? sql`when ${products.price} >= ${b.min} then ${b.id}` : sql`when ${products.price} between ${b.min} and ${b.max} then ${b.id}`,
    ),
    sql`end`,
  ],
  sql` `,
);

/** Counts by facet and value ('' for the on-sale and in-stock flags), in the API's shape: every option the catalogue has, 0 when none. */
function shapeFacets(info: CatalogueInfo, count: (f: FacetName) => Map<string, number>): Facets {
  const options = (f: FacetName, values: readonly string[]) => {
    const m = count(f);
    return values.map((value) => ({ value, count: m.get(value) ?? 0 }));
  };
  return {
    category: options('category', info.categories),
    brand: options('brand', info.brands),
    size: options('size', info.sizes),
    price: options(
      'price',
      PRICE_BANDS.map((b) => b.id),
    ),
    onSale: count('onSale').get('') ?? 0,
    inStock: count('inStock').get('') ?? 0,
    departments: options('department', DEPARTMENTS),
    colours: options('colour', COLOUR_FAMILY_IDS),
  };
}

/**
 * The matches of a search (or the whole catalogue) in cells: how many products share a category,
 * brand, price band, being on sale, sizes in stock, department and colour family. About 3,000 cells
 * stand for 100,000 products (bench:api's catalogue; 440 before departments and colours), so the facets of a search under any filters are counted from them in memory: read once
 * per search, then a shopper ticking filters on it costs no query (reading the matches for each
 * filter set was facets' p99: 195 ms on PGlite). Kept like the other counts (FACETS_TTL_MS, dropped by
 * any catalogue edit).
 */
interface Cell {
  category: string;
  brand: string;
  band: string | null;
  sale: boolean;
  sizes: string[];
  department: string;
  colour: string;
  n: number;
}
function cellsOf(db: Db, plan: Plan | undefined, range: PriceRange | undefined): Promise<Cell[]> {
  // A price read from the words ('under 1500') is part of what is searched: the cells know bands, not prices.
  const search = and(searchCondition(plan), rangeCondition(range));
  const key = `${plan ? (matchTsQuery(plan) ?? 'nothing') : 'everything'}|${rangeKey(range)}`;
  return remembered(`cells:${key}`, () =>
    rows<Cell>(
      db,
      sql`select ${products.category} as category, ${products.brand} as brand, ${priceBand} as band, ${products.price} < ${products.oprice} as sale,
            ${products.sizesInStock} as sizes, ${products.department} as department, ${products.colourFamily} as colour, count(*)::int as n
          from ${products} ${search ? sql`where ${search}` : sql``} group by 1, 2, 3, 4, 5, 6, 7`,
    ),
  );
}

/** Each facet's counts for the search under every filter but its own, and the total under them all, from its cells. */
export async function facetCounts(
  db: Db,
  info: CatalogueInfo,
  plan: Plan | undefined,
  f: FilterValues,
  range?: PriceRange,
): Promise<{ total: number; facets: Facets }> {
  const cells = await cellsOf(db, plan, range);
  const shown: string[] | undefined = f.departments && departmentsOf(f.departments);
  const passes: Record<FacetName, (c: Cell) => boolean> = {
    category: (c) => !f.categories || f.categories.includes(c.category),
    brand: (c) => !f.brands || f.brands.includes(c.brand),
    size: (c) => {
      const { sizes } = f;
      return !sizes || c.sizes.some((s) => sizes.includes(s));
    },
    price: (c) => f.bands.length === 0 || f.bands.some((b) => b.id === c.band),
    onSale: (c) => !f.onSale || c.sale,
    inStock: (c) => !f.inStock || c.sizes.length > 0,
    department: (c) => !shown || shown.includes(c.department),
    colour: (c) => !f.colours || (f.colours as string[]).includes(c.colour),
  };
  const valuesOf: Record<FacetName, (c: Cell) => (string | null)[]> = {
    category: (c) => [c.category],
    brand: (c) => [c.brand],
    size: (c) => c.sizes,
    price: (c) => [c.band],
    onSale: (c) => (c.sale ? [''] : []),
    inStock: (c) => (c.sizes.length ? [''] : []),
    // A unisex product is in the men's and the women's lists too.
    department: (c) => DEPARTMENTS.filter((d) => (departmentsShown(d) as string[]).includes(c.department)),
    colour: (c) => [c.colour],
  };
  // One pass over the cells (tens of thousands at 100,000 products once department and colour split
  // them): a cell that passes every filter counts in every facet and the total; one that fails a single
  // filter counts only in that filter's facet (each facet ignores its own filter); any other, nowhere.
  const tallies = new Map<FacetName, Map<string, number>>(FACET_NAMES.map((k) => [k, new Map()]));
  const tallyIn = (facet: FacetName, c: Cell, n: number) => {
    const tally = tallies.get(facet);
    if (tally) for (const v of valuesOf[facet](c)) if (v !== null) tally.set(v, (tally.get(v) ?? 0) + n);
  };
  let total = 0;
  for (const c of cells) {
    let failed: FacetName | undefined;
    let fails = 0;
    for (const k of FACET_NAMES) {
      if (passes[k](c)) continue;
      failed = k;
      if (++fails > 1) break;
    }
    const n = Number(c.n);
    if (fails === 0) {
      total += n;
      for (const k of FACET_NAMES) tallyIn(k, c, n);
    } else if (fails === 1 && failed) tallyIn(failed, c, n);
  }
  const facets = shapeFacets(info, (facet) => tallies.get(facet) ?? new Map());
  return { total, facets };
}
