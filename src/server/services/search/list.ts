/** The catalogue's list: a page of a search under filters and sorts, its total, its facets and 'Did you mean'. */
import { and, type SQL, sql } from 'drizzle-orm';
import { isSearched } from '../../../lib/paging';
import { correctedQuery } from '../../../lib/search-query';
import type { ProductQuery } from '../../../lib/schemas';
import { getDb } from '../../db/client';
import { prepared } from '../../db/prepared';
import { products } from '../../db/schema';
import type { Db } from '../../db/types';
import { boundedOffset } from '../paging';
import { productColumns, withImage } from '../product-view';
import { styleColoursJson } from '../style-colours';
import { remembered, rememberedOrder } from './counts';
import { facetCounts } from './facets';
import { allOf, type Conditions, conditions, filterValues } from './filters';
import { cacheKey, orderFor, planFor, searchCondition } from './plan';
import { type CatalogueInfo, catalogue } from './vocabulary';
import { type ReadQuery, rangeCondition, readQuery } from './words';

export async function searchProducts(asked: ProductQuery) {
  const db = await getDb();
  const info = await catalogue(db);
  const { query: q, understood, taken } = readQuery(asked, info);
  const filters = filterValues(q, info);
  const offset = boundedOffset(q.page, q.limit, isSearched(q.search));
  // Built only when a statement needs them: a repeated search finds its page's ids and its total kept
  // (counts.ts), and building drizzle's SQL was a large part of the server's own time for one.
  const built = once(() => {
    const cond = conditions(filters);
    const plan = planFor(q.search, info.vocab);
    return { cond, plan, where: and(searchCondition(plan), rangeCondition(q.range), ...allOf(cond)) };
  });
  const [data, { total, facets }] = await Promise.all([
    pageOf(orderOfPage(q, () => pageIds(db, built().where, orderFor(q, built().plan), q.limit, offset))),
    // With facets, the total is counted from the same cells; without, by a count kept per search and filters.
    q.facets
      ? facetCounts(db, info, built().plan, filters, q.range)
      : remembered(cacheKey('total', q), () => countWhere(db, built().where)).then((n) => ({ total: n, facets: undefined })),
  ]);
  const fixed = total === 0 && q.search ? await suggestCorrection(db, q.search, q, info, built().cond) : undefined;
  // The words read as filters stay in the suggestion: 'blak hodie under 3000' suggests 'hoodie under 3000'.
  const didYouMean = fixed && [fixed, taken].filter(Boolean).join(' ');
  return {
    // Cards carry their style's colours (this product included); a product without a style, none.
    data: data.map((p) => Object.assign(withImage(p), { colours: p.colours ?? [] })),
    total,
    page: q.page,
    limit: q.limit,
    ...(facets && { facets }),
    ...(didYouMean && { didYouMean }),
    ...(understood.length && { understood, wordsLeft: q.search ?? '' }),
  };
}

/** `make`'s value, made at the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The rows of a page's ids, prepared (db/prepared.ts): every list request runs it, and with the page's order
 * kept (orderOfPage) it is most of what a repeated search does; built anew each call, drizzle's SQL building
 * was the largest part of the server's own time for a search (CPU profile under bench:api).
 */
const pageRows = prepared((db) =>
  db
    .select({ ...productColumns, colours: styleColoursJson })
    .from(products)
    .where(sql`${products._id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('search_page_rows'),
);

/** A page's ids, in order: the sort and the offset walk only ids, never the product columns. */
const pageIds = (db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) =>
  db
    .select({ id: products._id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/**
 * A page's ids, kept (counts.ts) unless the filters depend on stock (a size, 'in stock'), which a sale
 * changes without a catalogue notice: those pages are always sorted afresh.
 */
function orderOfPage(q: ReadQuery, read: () => PromiseLike<{ id: number }[]>): Promise<{ id: number }[]> {
  if (q.inStock || q.size?.length) return Promise.resolve(read());
  const key = `${cacheKey('page', q)}|${JSON.stringify([q.sort ?? null, q.orderBy ?? null, q.page, q.limit])}`;
  return rememberedOrder(key, () => Promise.resolve(read()));
}

/**
 * The products of a page's ids, in the ids' order. Read apart from the sort: selected with it, each
 * product's sizes (a subquery) were computed for every row the offset skips, 10,000 at the deepest page
 * (bench:stall: 1.4 s for one page of 100 sorted by price, against 0.1 s this way).
 */
async function pageOf(ids: Promise<{ id: number }[]>) {
  const order = (await ids).map((r) => r.id);
  if (!order.length) return [];
  const rows = await (await pageRows()).execute({ ids: order });
  const byId = new Map(rows.map((r) => [r._id, r]));
  return order.flatMap((id) => byId.get(id) ?? []);
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  return Number(row.n);
}

/** 'Did you mean …?': the closest words the catalogue has, if that search (with the same filters) finds something. */
async function suggestCorrection(db: Db, search: string, q: ReadQuery, info: CatalogueInfo, cond: Conditions): Promise<string | undefined> {
  const fixed = correctedQuery(search, info.vocab);
  if (!fixed) return undefined;
  const n = await remembered(cacheKey('total', { ...q, search: fixed }), () =>
    countWhere(db, and(searchCondition(planFor(fixed, info.vocab)), rangeCondition(q.range), ...allOf(cond))),
  );
  return n > 0 ? fixed : undefined;
}

/** The statements a list request runs (its page and its count) as SQL text and parameters: bench/api.ts times them raw. */
export async function searchStatements(asked: ProductQuery) {
  const db = await getDb();
  const info = await catalogue(db);
  const { query: q } = readQuery(asked, info);
  const plan = planFor(q.search, info.vocab);
  const where = and(searchCondition(plan), rangeCondition(q.range), ...allOf(conditions(filterValues(q, info))));
  return {
    page: pageIds(db, where, orderFor(q, plan), q.limit, boundedOffset(q.page, q.limit, isSearched(q.search))).toSQL(),
    count: db.select({ n: sql<number>`count(*)::int` }).from(products).where(where).toSQL(),
  };
}
