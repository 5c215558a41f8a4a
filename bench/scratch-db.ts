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
  if (!server) throw new Error('BENCH_DB=postgres needs DATABASE_URL (the server to run on)');
  const { default: pg } = await import('pg');
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return { drop: () => admin(`drop database if exists ${name} with (force)`) };
}
