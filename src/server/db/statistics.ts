/**
 * Upkeep the embedded database would otherwise never get. On a PostgreSQL server the autovacuum
 * daemon keeps planner statistics fresh and reclaims dead rows; PGlite runs no background workers.
 * Without statistics, a catalogue that grew from a demo to 100,000 products was planned with default
 * guesses (a LIKE match taken for 0.5% of the rows): the product search sorted 40,000 matches instead
 * of walking the price index, ~50 ms instead of ~1 ms. Without VACUUM, every cart update and checkout
 * leaves dead rows behind for good. So, at open and then every few minutes, the tables whose size
 * moved by more than a fifth since they were last looked at (autovacuum's rule, counted in pages) get
 * VACUUM (ANALYZE).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './types';

/** Tables smaller than this many 8 KB pages plan well on defaults. */
const MIN_PAGES = 16;
const DRIFT = 0.2;
export const STATISTICS_CHECK_MS = 5 * 60_000;

export async function analyzeStaleTables(db: Db): Promise<string[]> {
  const res = await db.execute(sql`
    select relname as name from (
      select c.relname, c.reltuples, c.relpages, pg_relation_size(c.oid) / current_setting('block_size')::int as pages
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
    ) t
    where pages >= ${sql.raw(String(MIN_PAGES))} and (reltuples < 0 or abs(pages - relpages) > relpages * ${sql.raw(String(DRIFT))})`);
  const names = (res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  for (const name of names) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return names;
}
