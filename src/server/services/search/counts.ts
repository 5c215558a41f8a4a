/**
 * The counts of a search (its total, its facet cells) and the order of its pages change only when the
 * catalogue does: kept FACETS_TTL_MS, dropped by any change in any process (db/changes.ts). Facet
 * counts of sizes and 'in stock' may lag a sale by up to FACETS_TTL_MS; the rows of a page are always
 * read fresh.
 */
import { FACETS_TTL_MS } from '../../config';
import { onCatalogueChange } from '../../db/changes';

const CACHE_MAX = 1_000;

/**
 * A map of computed values, each kept FACETS_TTL_MS under its key and dropped by any catalogue change;
 * requests that arrive while one runs share it. At most CACHE_MAX kept, oldest out.
 */
function keeper() {
  const kept = new Map<string, { at: number; value: Promise<unknown> }>();
  let subscribed = false;
  return function remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!subscribed) {
      subscribed = true;
      onCatalogueChange(() => kept.clear());
    }
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < FACETS_TTL_MS) return hit.value as Promise<T>;
    const value = compute();
    const entry = { at: Date.now(), value };
    kept.delete(key);
    const oldest = kept.keys().next();
    if (kept.size >= CACHE_MAX && !oldest.done) kept.delete(oldest.value);
    kept.set(key, entry);
    // A failed computation is not kept; a catalogue edit meanwhile has already cleared the entry.
    value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return value;
  };
}

/** A search's total and facet cells, per search and filters. */
export const remembered = keeper();

/**
 * The order of a page: its product ids, per search, filters, sort and page (services/search/list.ts).
 * Ranking or sorting every match was most of a search's cost (bench:api on PostgreSQL: 'shirt' matches
 * ~22,000 of 100,000 products, each read to be ranked); the page's rows are still read fresh by id, so
 * prices and stock are never stale. Apart from the counts, so a flood of deep pages cannot evict them.
 */
export const rememberedOrder = keeper();
