/** The nav bar's suggestions while typing: a few products and the categories and brands that match. */
import { and, desc, sql } from 'drizzle-orm';
import { matchBound, matchTsQuery, planQuery, tokenize, type Plan, wordKey } from '../../../lib/search-query';
import { SUGGEST_GROUPS, SUGGEST_PRODUCTS, SUGGEST_SPARSE_MATCHES } from '../../config';
import { getDb } from '../../db/client';
import { products } from '../../db/schema';
import { firstPictureJson, linePicture } from '../../pictures/view';
import { tsq } from './sql';
import { catalogue } from './vocabulary';

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
  const nameMatch = matchTsQuery(plan, ':A');
  if (!match || !nameMatch) return empty;
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
    // Read for the rows kept only: the limit stops an ordered scan, and PostgreSQL leaves a select-list
    // subquery until after a sort when there is a limit.
    stored: firstPictureJson('products'),
  };
  const inName = sql`${products.searchDoc} @@ ${tsq(nameMatch)}`;
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
    products: found.map(({ stored, ...p }) => ({ ...p, image: p.image ?? '', picture: linePicture(stored) })),
    categories: info.categories.filter((c) => nameMatches(c, plan)).slice(0, SUGGEST_GROUPS),
    brands: info.brands.filter((b) => nameMatches(b, plan)).slice(0, SUGGEST_GROUPS),
  };
}
