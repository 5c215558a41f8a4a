/**
 * The counts of a search (its total, its facet cells) change only when the catalogue does: kept
 * FACETS_TTL_MS per search and filters, dropped by any change in any process (db/changes.ts). Facet
 * counts of sizes and 'in stock' may lag a sale by up to FACETS_TTL_MS; the rows of a page are always
 * read fresh.
 */
import { FACETS_TTL_MS } from '../../config';
import { onCatalogueChange } from '../../db/changes';

const CACHE_MAX = 1_000;
let subscribed = false;
const counts = new Map<string, { at: number; value: Promise<unknown> }>();

function subscribe(): void {
  if (subscribed) return;
  subscribed = true;
  onCatalogueChange(() => counts.clear());
}

/** A computed value kept under `key` for FACETS_TTL_MS; requests that arrive while it runs share it. */
export function remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
  subscribe();
  const hit = counts.get(key);
  if (hit && Date.now() - hit.at < FACETS_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  const entry = { at: Date.now(), value };
  counts.delete(key);
  const oldest = counts.keys().next();
  if (counts.size >= CACHE_MAX && !oldest.done) counts.delete(oldest.value);
  counts.set(key, entry);
  // A failed computation is not kept; a catalogue edit meanwhile has already cleared the entry.
  value.catch(() => {
    if (counts.get(key) === entry) counts.delete(key);
  });
  return value;
}
