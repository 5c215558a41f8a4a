/**
 * The database connection: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (docs/architecture.md). Opening it runs the migrations from ./drizzle, nothing else: the demo seed and
 * PGlite's statistics upkeep are started by the start-up code (src/server/host.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { databaseUrl, dataDir, projectRoot, statementTimeoutMs } from '../config';
import { log, safeError } from '../log';
import * as schema from './schema';
import type { Db, DbKind } from './types';

export type { Db, Tx } from './types';

export interface Handle {
  db: Db;
  close: () => Promise<void>;
  kind: DbKind;
}

let opening: Promise<Handle> | undefined;

async function open(): Promise<Handle> {
  const migrationsFolder = join(projectRoot(), 'drizzle');
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Several server processes may start at once on one PostgreSQL: one migrates, the others wait. On a
    // connection of its own, without the pool's statement timeout: building an index may take minutes.
    const migrator = new pg.Client({ connectionString: databaseUrl });
    await migrator.connect();
    try {
      await migrator.query('select pg_advisory_lock(7041981)');
      await migrate(drizzle(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.query('select pg_advisory_unlock(7041981)').catch(() => undefined);
      await migrator.end();
    }
    // A statement past the timeout is cancelled by the server (57014), answered 503 (app.ts): one
    // request cannot hold a connection and the database's CPU for longer.
    const timeout = statementTimeoutMs();
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: Number(process.env.PG_POOL_SIZE) || 10,
      ...(timeout > 0 && { statement_timeout: timeout }),
    });
    // An idle connection that the server ends (a restart, a failover, an admin's terminate) is
    // reported here; without a listener it would be an uncaught error that ends the process.
    pool.on('error', (err) => log.warn({ err: safeError(err) }, 'idle database connection lost'));
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Db, close: () => pool.end(), kind: 'postgres' };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir !== 'memory://') mkdirSync(dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close(), kind: 'pglite' };
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
