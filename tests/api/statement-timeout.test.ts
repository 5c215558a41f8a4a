/**
 * The PostgreSQL pool's statement timeout (STATEMENT_TIMEOUT_MS): a statement that runs too long is
 * cancelled by the server, and the request that ran it answers a clean 503, not a 500 or a hung client.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite runs in the server's own thread and has no such timer.
 */
import { BUSY_RETRY_AFTER_S } from '../../src/server/config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { api } from '../../src/server/messages';
import { call, makeAdmin, makeProduct } from './helpers';

// Read when the database opens (src/server/config.ts), which is after this line: no call has opened it yet.
const TIMEOUT_MS = 400;
process.env.STATEMENT_TIMEOUT_MS = String(TIMEOUT_MS);

describe.skipIf(!process.env.TEST_DATABASE_URL)('statement timeout on PostgreSQL', () => {
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    admin = await makeAdmin();
  });
  afterAll(() => {
    delete process.env.STATEMENT_TIMEOUT_MS;
  });

  it('cancels a statement of the app’s pool that runs past the timeout', async () => {
    const db = await getDb();
    const start = performance.now();
    const error = await db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (e: unknown) => e as Error & { cause?: { code?: string } },
    );
    const took = performance.now() - start;
    expect(error?.cause?.code ?? (error as { code?: string } | undefined)?.code).toBe('57014');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(3_000);
    // The connection goes back to the pool in working order.
    const after = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(after.rows).toEqual([{ one: 1 }]);
  });

  it('a request whose statement is cancelled answers 503 with Retry-After and the generic busy message; the store goes on serving', async () => {
    const product = await makeProduct({ name: 'Locked Tee' });
    // Another session holds the product's row, as a long transaction would: the edit waits on it.
    const { default: pg } = await import('pg');
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select 1 from products where id = $1 for update', [product._id]);
      const start = performance.now();
      const res = await call('PATCH', `/products/update/${product._id}`, { token: admin.token, body: { price: 1000 } });
      expect(performance.now() - start).toBeLessThan(3_000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ msg: api.busy });
      expect(res.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
      expect(JSON.stringify(res.body)).not.toMatch(/cancel|statement|timeout|products/i);
      expect((await call('GET', '/health')).status).toBe(200);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    const retried = await call('PATCH', `/products/update/${product._id}`, { token: admin.token, body: { price: 1000 } });
    expect(retried.status).toBe(200);
    expect(retried.body.data.price).toBe(1000);
  });
});
