/**
 * What the search reads about the catalogue as a whole: its words with each one's product counts, its
 * categories, brands and sizes. Only an admin's edit changes them: kept until one, in any process
 * (db/changes.ts); a change of stock alone keeps them.
 */
import { sql } from 'drizzle-orm';
import { sortSizes } from '../../../lib/filter-options';
import { buildVocabulary, type Vocabulary } from '../../../lib/search-query';
import { onCatalogueChange } from '../../db/changes';
import type { Db } from '../../db/types';
import { rows } from './sql';

let generation = 0;
let subscribed = false;
let catalogueInfo: { value: Promise<CatalogueInfo> } | undefined;

function subscribe(): void {
  if (subscribed) return;
  subscribed = true;
  onCatalogueChange((change) => {
    // The vocabulary, categories, brands and sizes offered do not change when stock alone does.
    if (change.stockOnly) return;
    generation++;
    catalogueInfo = undefined;
  });
}

export interface CatalogueInfo {
  vocab: Vocabulary;
  /** How many products carry each word in their name, brand or category; and in their name. */
  docs: Map<string, number>;
  nameDocs: Map<string, number>;
  categories: string[];
  brands: string[];
  sizes: string[];
}

/** The catalogue's words (name, brand, category, as search_words() writes them), categories, brands and sizes. */
export async function catalogue(db: Db): Promise<CatalogueInfo> {
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
