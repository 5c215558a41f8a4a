/**
 * The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set (docs/architecture.md).
 * Migrations from ./drizzle run at start-up; a fresh embedded database gets the demo catalogue.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { databaseUrl, dataDir, projectRoot, seedDemo } from '../config';
import { log, safeError } from '../log';
import * as schema from './schema';
import { analyzeStaleTables, STATISTICS_CHECK_MS } from './statistics';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Handle {
  db: Db;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
}

let opening: Promise<Handle> | undefined;

async function open(): Promise<Handle> {
  const migrationsFolder = join(projectRoot(), 'drizzle');
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.PG_POOL_SIZE) || 10 });
    // An idle connection that the server ends (a restart, a failover, an admin's terminate) is
    // reported here; without a listener it would be an uncaught error that ends the process.
    pool.on('error', (err) => log.warn({ err: safeError(err) }, 'idle database connection lost'));
    const db = drizzle(pool, { schema });
    // Several server processes may start at once on one PostgreSQL: one migrates, the others wait.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(7041981)');
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(7041981)').catch(() => undefined);
      lock.release();
    }
    const handle: Handle = { db: db as unknown as Db, close: () => pool.end(), kind: 'postgres' };
    if (seedDemo) await (await import('./seed')).seedIfEmpty(handle.db);
    return handle;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir !== 'memory://') mkdirSync(dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const handle: Handle = { db: db as unknown as Db, close: () => client.close(), kind: 'pglite' };
  if (seedDemo && process.env.NODE_ENV !== 'test') await (await import('./seed')).seedIfEmpty(handle.db);
  // No autovacuum in PGlite: keep statistics and dead rows in hand ourselves (see statistics.ts). Only an
  // optimisation: a failure is logged, never a reason not to serve.
  const analyze = () =>
    analyzeStaleTables(handle.db).catch((err: unknown) => {
      log.warn({ err: safeError(err) }, 'analyze failed');
    });
  await analyze();
  const timer = setInterval(() => {
    void analyze();
  }, STATISTICS_CHECK_MS);
  timer.unref();
  return {
    ...handle,
    close: async () => {
      clearInterval(timer);
      await client.close();
    },
  };
}

/** The one database handle of this process, opened on first use. A failed open is not kept. */
export function handle(): Promise<Handle> {
  if (!opening) {
    opening = open();
    opening.catch(() => {
      opening = undefined;
    });
  }
  return opening;
}

export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function closeDb(): Promise<void> {
  if (!opening) return;
  const h = await opening.catch(() => undefined);
  opening = undefined;
  await h?.close();
}
