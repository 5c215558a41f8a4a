/** Reading a search: its words planned against the catalogue's vocabulary, the WHERE they make, the order of the results. */
import { asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import { matchTsQuery, planQuery, rankTsQuery, tokenize, type Plan, type Vocabulary } from '../../../lib/search-query';
import { SEARCH_EXACT_BOOST, SEARCH_WEIGHTS } from '../../config';
import { products } from '../../db/schema';
import { tsq } from './sql';
import { type ReadQuery, rangeKey } from './words';

const W = sql.raw(`'{${SEARCH_WEIGHTS.join(',')}}'`);

/** A search's words planned against the catalogue; undefined without a search. Punctuation or stop words alone find nothing. */
export const planFor = (search: string | undefined, vocab: Vocabulary) => (search ? planQuery(search, vocab) : undefined);

/** The search's part of the WHERE: its words in the name, brand or category; false when a word matches nothing. */
export function searchCondition(plan: Plan | undefined): SQL | undefined {
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

export function orderFor(q: ReadQuery, plan: Plan | undefined): SQL[] {
  const newest = [desc(products.createdAt), desc(products._id)];
  if (q.sort === 'price' || (!q.sort && q.orderBy)) return [q.orderBy === 'desc' ? desc(products.price) : asc(products.price), asc(products._id)];
  if (q.sort === 'newest') return newest;
  if (q.sort === 'discount') return [sql`(${products.oprice} - ${products.price})::float8 / ${products.oprice} desc`, ...newest];
  if (plan?.groups.length && !plan.unknown.length) {
    // 'mens tee': the men's tees, then the unisex ones the men's list also holds.
    const own = q.preferDepartments?.length ? [sql`${inArray(products.department, q.preferDepartments)} desc`] : [];
    return [...own, sql`${rankExpression(plan)} desc`, ...newest];
  }
  // The list as it has always been without a search: newest first, by id.
  return [desc(products._id)];
}

/**
 * What a list's kept total and page order are filed under (counts.ts): two queries share a key only
 * when they find the same products. No search (null) is kept apart from a search of no words ('%',
 * '!!!': ['search'], which finds nothing): once they shared a key, and whichever came first after a
 * catalogue change answered for the other, the unfiltered list empty for everyone for 30 s.
 */
export const cacheKey = (kind: string, q: ReadQuery) =>
  JSON.stringify([
    kind,
    q.search ? ['search', ...tokenize(q.search)] : null,
    ...[q.category, q.brand, q.size, q.price, q.department, q.colour].map((l) => (l ? [...l].map((x) => x.toLowerCase()).sort() : [])),
    q.onSale ?? false,
    q.inStock ?? false,
    rangeKey(q.range),
    q.preferDepartments ?? [],
  ]);
