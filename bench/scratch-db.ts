/**
 * An empty database of its own for an in-process benchmark (bench:mail, bench:invoices): on PostgreSQL a
 * scratch database made on the server of DATABASE_URL (dropped and made again), otherwise an in-memory
 * PGlite. Call it before importing the store's modules: they read the environment when loaded.
 */
export async function useScratchDatabase(engine: 'pglite' | 'postgres', name: string): Promise<{ drop: () => Promise<void> }> {
  if (engine !== 'postgres') {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = 'memory://';
    return { drop: async () => {} };
  }
  const server = process.env.DATABASE_URL;
  process.env.DATABASE_URL = await emptyDatabase(name);
  return { drop: () => adminQuery(server as string, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(server: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  await c.query(statement);
  await c.end();
}

/**
 * The URL of `name`, made empty (dropped and made again) on the PostgreSQL server of DATABASE_URL: a
 * database of its own for a run that starts the store as a child process (bench:images, bench:payments,
 * the pictures fault test).
 */
export async function emptyDatabase(name: string): Promise<string> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('BENCH_DB=postgres needs DATABASE_URL (the server to run on)');
  await adminQuery(server, `drop database if exists ${name} with (force)`);
  await adminQuery(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
