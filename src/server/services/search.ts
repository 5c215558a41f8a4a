/**
 * The catalogue's search: relevance over PostgreSQL's full-text document (products.search_doc,
 * drizzle/0011_search.sql) with typos, plurals and synonyms worked out against the catalogue's own
 * vocabulary (src/lib/search-query.ts); the filters and their counts; suggestions; 'Did you mean'.
 * The same SQL runs on PGlite and PostgreSQL.
 */
import { and, asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, SIZE_SCALES } from '../../lib/constants';
import { FACETS_TTL_MS, SEARCH_EXACT_BOOST, SEARCH_WEIGHTS, SUGGEST_GROUPS, SUGGEST_PRODUCTS, SUGGEST_SPARSE_MATCHES } from '../config';
import { validation } from '../../lib/messages';
import type { ProductQuery } from '../../lib/schemas';
import {
  buildVocabulary,
  correctedQuery,
  matchBound,
  matchTsQuery,
  planQuery,
  rankTsQuery,
  tokenize,
  type Plan,
  type Vocabulary,
  wordKey,
} from '../../lib/search-query';
import type { Facets } from '../contract';
import { onCatalogueChange } from '../db/changes';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { products } from '../db/schema';
import { HttpError } from '../errors';
import { api } from '../messages';
import { boundedOffset, pageErrors } from './paging';
import { productColumns, withImage } from './products';

/* ------------------------------------------------------------------ caches */

/*
 * What the search reads about the catalogue as a whole (its words, categories, brands, sizes) and the
 * counts of a search (total, facets) change only when an admin edits it: kept for a while, dropped by
 * any edit in any process (db/changes.ts). Facet counts of sizes and 'in stock' may lag a sale by up
 * to FACETS_TTL_MS; the rows of a page are always read fresh.
 */
const CACHE_MAX = 1_000;
let generation = 0;
let subscribed = false;
const counts = new Map<string, { at: number; value: Promise<unknown> }>();
let catalogueInfo: { value: Promise<CatalogueInfo> } | undefined;

function subscribe(): void {
  if (subscribed) return;
  subscribed = true;
  onCatalogueChange((change) => {
    counts.clear();
    // The vocabulary, categories, brands and sizes offered do not change when stock alone does.
    if (change.stockOnly) return;
    generation++;
    catalogueInfo = undefined;
  });
}

/** A computed value kept under `key` for FACETS_TTL_MS; requests that arrive while it runs share it. */
function remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
  subscribe();
  const hit = counts.get(key);
  if (hit && Date.now() - hit.at < FACETS_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  const entry = { at: Date.now(), value };
  counts.delete(key);
  if (counts.size >= CACHE_MAX) counts.delete(counts.keys().next().value!);
  counts.set(key, entry);
  // A failed computation is not kept; a catalogue edit meanwhile has already cleared the entry.
  value.catch(() => {
    if (counts.get(key) === entry) counts.delete(key);
  });
  return value;
}

interface CatalogueInfo {
  vocab: Vocabulary;
  /** How many products carry each word in their name, brand or category; and in their name. */
  docs: Map<string, number>;
  nameDocs: Map<string, number>;
  categories: string[];
  brands: string[];
  sizes: string[];
}

/** The catalogue's words (name, brand, category, as search_words() writes them), categories, brands and sizes. */
async function catalogue(db: Db): Promise<CatalogueInfo> {
  subscribe();
  // No time limit: only a catalogue edit changes these, and every edit (in any process) drops them.
  // Rebuilding is a pass over every product (ts_stat), so it must not recur on a timer (bench:api's p99).
  if (catalogueInfo) return catalogueInfo.value;
  const readAt = generation;
  const value = (async () => {
    const [words, nameWords, categories, brands, sizes] = await Promise.all([
      rows<{ word: string; docs: number }>(
        db,
        sql`select word, ndoc::int as docs from ts_stat($q$select to_tsvector('simple', search_words(name || ' ' || brand || ' ' || category)) from products$q$)`,
      ),
      rows<{ word: string; docs: number }>(
        db,
        sql`select word, ndoc::int as docs from ts_stat($q$select to_tsvector('simple', search_words(name)) from products$q$)`,
      ),
      rows<{ v: string }>(db, sql`select distinct category as v from products order by 1`),
      rows<{ v: string }>(db, sql`select distinct brand as v from products order by 1`),
      rows<{ v: string }>(db, sql`select distinct size as v from product_sizes`),
    ]);
    const counts = (r: { word: string; docs: number }[]) => new Map(r.map((w) => [w.word, w.docs]));
    return {
      vocab: buildVocabulary(words),
      docs: counts(words),
      nameDocs: counts(nameWords),
      categories: categories.map((r) => r.v),
      brands: brands.map((r) => r.v),
      sizes: sortSizes(sizes.map((r) => r.v)),
    };
  })();
  const entry = { value };
  if (readAt === generation) catalogueInfo = entry;
  value.catch(() => {
    if (catalogueInfo === entry) catalogueInfo = undefined;
  });
  return value;
}

const SCALE_ORDER: string[] = Object.values(SIZE_SCALES).flat();
function sortSizes(sizes: string[]): string[] {
  const rank = (s: string) => (SCALE_ORDER.includes(s) ? SCALE_ORDER.indexOf(s) : SCALE_ORDER.length);
  return sizes.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return (res as unknown as { rows: T[] }).rows;
}

/* ------------------------------------------------------------------ the query */

const W = sql.raw(`'{${SEARCH_WEIGHTS.join(',')}}'`);
const tsq = (text: string) => sql`to_tsquery('english', ${text})`;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The filters of a query, checked against what the catalogue has, each as SQL (undefined when not set). */
interface Conditions {
  category?: SQL;
  brand?: SQL;
  size?: SQL;
  price?: SQL;
  onSale?: SQL;
  inStock?: SQL;
}
type FacetName = keyof Conditions;

/** Known values, case-insensitively, as the catalogue writes them; unknown ones are a 400 naming them. */
function known(field: string, asked: string[] | undefined, values: string[], errors: Record<string, string>): string[] | undefined {
  if (!asked?.length) return undefined;
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  const unknown = asked.filter((a) => !byLower.has(a.toLowerCase()));
  if (unknown.length) errors[field] = validation.unknownFilterValue(unknown);
  return asked.map((a) => byLower.get(a.toLowerCase())!).filter(Boolean);
}

/** A query's filters as the catalogue writes them (checked by `known`), before they become SQL. */
interface FilterValues {
  categories?: string[];
  brands?: string[];
  sizes?: string[];
  bands: (typeof PRICE_BANDS)[number][];
  onSale: boolean;
  inStock: boolean;
}

function filterValues(q: ProductQuery, info: CatalogueInfo): FilterValues {
  // A page too deep is named beside unknown values: the /products page drops every parameter named.
  const errors: Record<string, string> = pageErrors(q.page, q.limit);
  const categories = known('category', q.category, info.categories, errors);
  const brands = known('brand', q.brand, info.brands, errors);
  const sizes = known('size', q.size, info.sizes, errors);
  const named = Object.keys(errors);
  if (named.length) throw new HttpError(400, named.length === 1 && errors.page ? errors.page : api.badRequest, errors);
  return { categories, brands, sizes, bands: PRICE_BANDS.filter((b) => q.price?.includes(b.id)), onSale: Boolean(q.onSale), inStock: Boolean(q.inStock) };
}

function conditions(f: FilterValues): Conditions {
  return {
    category: f.categories && inArray(products.category, f.categories),
    brand: f.brands && inArray(products.brand, f.brands),
    size: f.sizes && sql`${products.sizesInStock} && ${textArray(f.sizes)}`,
    price: f.bands.length
      ? or(...f.bands.map((b) => (b.max === null ? sql`${products.price} >= ${b.min}` : sql`${products.price} between ${b.min} and ${b.max}`)))
      : undefined,
    onSale: f.onSale ? sql`${products.price} < ${products.oprice}` : undefined,
    inStock: f.inStock ? sql`${products.sizesInStock} <> '{}'` : undefined,
  };
}

const FACET_NAMES: readonly FacetName[] = ['category', 'brand', 'size', 'price', 'onSale', 'inStock'];
const allOf = (c: Conditions) => FACET_NAMES.flatMap((k) => (c[k] ? [c[k]] : []));

/** The search's part of the WHERE: its words in the name, brand or category; false when a word matches nothing. */
function searchCondition(plan: Plan | undefined): SQL | undefined {
  if (!plan) return undefined;
  const match = matchTsQuery(plan);
  return match ? sql`${products.searchDoc} @@ ${tsq(match)}` : sql`false`;
}

/**
 * Name beats brand beats category beats description (weights); the words as typed (or, for a word the
 * catalogue lacks, its typo's correction) beat synonyms. A word has either exact or typo alternatives,
 * never both (search-query.ts), so one boosted tier is enough. Each ts_rank reads every match's
 * document: a second one only when synonyms make the two readings differ.
 */
function rankExpression(plan: Plan): SQL {
  const all = rankTsQuery(plan, ['exact', 'synonym', 'typo', 'prefix']) ?? '';
  const close = rankTsQuery(plan, ['exact', 'typo']);
  if (!close || close === all) return sql`${1 + SEARCH_EXACT_BOOST} * ts_rank(${W}, ${products.searchDoc}, ${tsq(all)})`;
  return sql`ts_rank(${W}, ${products.searchDoc}, ${tsq(all)}) + ${SEARCH_EXACT_BOOST} * ts_rank(${W}, ${products.searchDoc}, ${tsq(close)})`;
}

function orderFor(q: ProductQuery, plan: Plan | undefined): SQL[] {
  const newest = [desc(products.createdAt), desc(products._id)];
  if (q.sort === 'price' || (!q.sort && q.orderBy)) return [q.orderBy === 'desc' ? desc(products.price) : asc(products.price), asc(products._id)];
  if (q.sort === 'newest') return newest;
  if (q.sort === 'discount') return [sql`(${products.oprice} - ${products.price})::float8 / ${products.oprice} desc`, ...newest];
  if (plan?.groups.length && !plan.unknown.length) return [sql`${rankExpression(plan)} desc`, ...newest];
  // The list as it has always been without a search: newest first, by id.
  return [desc(products._id)];
}

/** A search's words planned against the catalogue; undefined without a search. Punctuation or stop words alone find nothing. */
const planFor = (search: string | undefined, vocab: Vocabulary) => (search ? planQuery(search, vocab) : undefined);

const cacheKey = (kind: string, q: ProductQuery) =>
  JSON.stringify([
    kind,
    tokenize(q.search ?? '').join(' '),
    ...[q.category, q.brand, q.size, q.price].map((l) => (l ? [...l].map((x) => x.toLowerCase()).sort() : [])),
    q.onSale ?? false,
    q.inStock ?? false,
  ]);

export async function searchProducts(q: ProductQuery) {
  const db = await getDb();
  const info = await catalogue(db);
  const filters = filterValues(q, info);
  const offset = boundedOffset(q.page, q.limit);
  const cond = conditions(filters);
  const plan = planFor(q.search, info.vocab);
  const where = and(searchCondition(plan), ...allOf(cond));
  const [data, { total, facets }] = await Promise.all([
    pageOf(db, pageIds(db, where, orderFor(q, plan), q.limit, offset)),
    // With facets, the total is counted from the same cells; without, by a count kept per search and filters.
    q.facets
      ? facetCounts(db, info, plan, filters)
      : remembered(cacheKey('total', q), () => countWhere(db, where)).then((n) => ({ total: n, facets: undefined })),
  ]);
  const didYouMean = total === 0 && q.search ? await suggestCorrection(db, q, info, cond) : undefined;
  return { data: data.map(withImage), total, page: q.page, limit: q.limit, ...(facets && { facets }), ...(didYouMean && { didYouMean }) };
}

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
 * The products of a page's ids, in the ids' order. Read apart from the sort: selected with it, each
 * product's sizes (a subquery) were computed for every row the offset skips, 10,000 at the deepest page
 * (bench:stall: 1.4 s for one page of 100 sorted by price, against 0.1 s this way).
 */
async function pageOf(db: Db, ids: Promise<{ id: number }[]>) {
  const order = (await ids).map((r) => r.id);
  if (!order.length) return [];
  const rows = await db.select(productColumns).from(products).where(inArray(products._id, order));
  const byId = new Map(rows.map((r) => [r._id, r]));
  return order.flatMap((id) => byId.get(id) ?? []);
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  return Number(row!.n);
}

/** 'Did you mean …?': the closest words the catalogue has, if that search (with the same filters) finds something. */
async function suggestCorrection(db: Db, q: ProductQuery, info: CatalogueInfo, cond: Conditions): Promise<string | undefined> {
  const fixed = correctedQuery(q.search!, info.vocab);
  if (!fixed) return undefined;
  const n = await remembered(cacheKey('total', { ...q, search: fixed }), () =>
    countWhere(db, and(searchCondition(planFor(fixed, info.vocab)), ...allOf(cond))),
  );
  return n > 0 ? fixed : undefined;
}

/**
 * Each filter's options with their counts: what the list would hold with that option, the search and
 * every *other* filter (so choosing a second brand is offered with its own count). One statement and
 * one pass over the matches: each match's sizes in stock are read once (an index probe a product),
 * with a flag per filter, and every facet is counted from those rows.
 */
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
  };
}

/**
 * The matches of a search (or the whole catalogue) in cells: how many products share a category,
 * brand, price band, being on sale and sizes in stock. A few hundred cells stand for 100,000 products
 * (bench:api), so the facets of a search under any filters are counted from them in memory: read once
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
  n: number;
}
function cellsOf(db: Db, plan: Plan | undefined): Promise<Cell[]> {
  const search = searchCondition(plan);
  const key = plan ? (matchTsQuery(plan) ?? 'nothing') : 'everything';
  return remembered(`cells:${key}`, () =>
    rows<Cell>(
      db,
      sql`select ${products.category} as category, ${products.brand} as brand, ${priceBand} as band, ${products.price} < ${products.oprice} as sale,
            ${products.sizesInStock} as sizes, count(*)::int as n
          from ${products} ${search ? sql`where ${search}` : sql``} group by 1, 2, 3, 4, 5`,
    ),
  );
}

/** Each facet's counts for the search under every filter but its own, and the total under them all, from its cells. */
async function facetCounts(db: Db, info: CatalogueInfo, plan: Plan | undefined, f: FilterValues): Promise<{ total: number; facets: Facets }> {
  const cells = await cellsOf(db, plan);
  const passes: Record<FacetName, (c: Cell) => boolean> = {
    category: (c) => !f.categories || f.categories.includes(c.category),
    brand: (c) => !f.brands || f.brands.includes(c.brand),
    size: (c) => !f.sizes || c.sizes.some((s) => f.sizes!.includes(s)),
    price: (c) => f.bands.length === 0 || f.bands.some((b) => b.id === c.band),
    onSale: (c) => !f.onSale || c.sale,
    inStock: (c) => !f.inStock || c.sizes.length > 0,
  };
  const valuesOf: Record<FacetName, (c: Cell) => (string | null)[]> = {
    category: (c) => [c.category],
    brand: (c) => [c.brand],
    size: (c) => c.sizes,
    price: (c) => [c.band],
    onSale: (c) => (c.sale ? [''] : []),
    inStock: (c) => (c.sizes.length ? [''] : []),
  };
  const facets = shapeFacets(info, (facet) => {
    const tally = new Map<string, number>();
    for (const c of cells) {
      if (!FACET_NAMES.every((k) => k === facet || passes[k](c))) continue;
      for (const v of valuesOf[facet](c)) if (v !== null) tally.set(v, (tally.get(v) ?? 0) + Number(c.n));
    }
    return tally;
  });
  const total = cells.reduce((sum, c) => (FACET_NAMES.every((k) => passes[k](c)) ? sum + Number(c.n) : sum), 0);
  return { total, facets };
}

/* ------------------------------------------------------------------ suggestions */

/** A category or brand is suggested when a word of the query is one of its words (the last may be a word's start). */
function nameMatches(name: string, plan: Plan): boolean {
  const words = tokenize(name).map(wordKey);
  return plan.groups.some((g) => g.alternatives.some((a) => a.terms.every((t) => words.includes(wordKey(t)))));
}

/** The nav bar's suggestions while typing: a few products (best match first) and matching categories and brands. */
export async function suggest(text: string) {
  const empty = { products: [], categories: [], brands: [] };
  if (!tokenize(text).length) return empty;
  const db = await getDb();
  const info = await catalogue(db);
  const plan = planQuery(text, info.vocab, { prefixLast: true });
  const match = matchTsQuery(plan);
  if (!match) return empty;
  // Products whose name has every word first, then the rest; newest first within each. Ranking every
  // match would read the document of thousands of rows for a two-letter prefix (bench:api): newest
  // first lets PostgreSQL stop at the sixth.
  const columns = {
    _id: products._id,
    name: products.name,
    brand: products.brand,
    price: products.price,
    oprice: products.oprice,
    image: sql<string>`${products.images}->>0`,
  };
  const inName = sql`${products.searchDoc} @@ ${tsq(matchTsQuery(plan, ':A')!)}`;
  // Walking the newest products until enough match is quick when matches are common ('ho'), and reads
  // the whole catalogue when they are rare or none ('nort' is a brand: no name has it). PostgreSQL's
  // estimate of a tsquery cannot tell the two apart; the catalogue's word counts bound it, so a rare
  // match is fetched by the search index and sorted instead (the order by an expression no index has),
  // and a name match that cannot exist is not asked for.
  const newestFirst = (bound: number) =>
    bound <= SUGGEST_SPARSE_MATCHES ? [desc(sql`${products.createdAt} + interval '0 s'`), desc(products._id)] : [desc(products.createdAt), desc(products._id)];
  const nameBound = matchBound(plan, (w) => info.nameDocs.get(w) ?? 0);
  const found =
    nameBound === 0
      ? []
      : await db
          .select(columns)
          .from(products)
          .where(inName)
          .orderBy(...newestFirst(nameBound))
          .limit(SUGGEST_PRODUCTS);
  if (found.length < SUGGEST_PRODUCTS) {
    const rest = await db
      .select(columns)
      .from(products)
      .where(and(sql`${products.searchDoc} @@ ${tsq(match)}`, sql`not (${inName})`))
      .orderBy(...newestFirst(matchBound(plan, (w) => info.docs.get(w) ?? 0)))
      .limit(SUGGEST_PRODUCTS - found.length);
    found.push(...rest);
  }
  return {
    products: found.map((p) => ({ ...p, image: p.image ?? '' })),
    categories: info.categories.filter((c) => nameMatches(c, plan)).slice(0, SUGGEST_GROUPS),
    brands: info.brands.filter((b) => nameMatches(b, plan)).slice(0, SUGGEST_GROUPS),
  };
}

/** The statements a list request runs (its page and its count) as SQL text and parameters: bench/api.ts times them raw. */
export async function searchStatements(q: ProductQuery) {
  const db = await getDb();
  const info = await catalogue(db);
  const plan = planFor(q.search, info.vocab);
  const where = and(searchCondition(plan), ...allOf(conditions(filterValues(q, info))));
  return {
    page: pageIds(db, where, orderFor(q, plan), q.limit, boundedOffset(q.page, q.limit)).toSQL(),
    count: db.select({ n: sql<number>`count(*)::int` }).from(products).where(where).toSQL(),
  };
}
