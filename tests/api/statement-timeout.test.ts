/**
 * The PostgreSQL pool's statement timeout (STATEMENT_TIMEOUT_MS): a statement that runs too long is
 * cancelled by the server, and the request that ran it answers a clean 503, not a 500 or a hung client.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite runs in the server's own thread and has no such timer.
 * First, the demo seed's start-up work, which neither this timeout nor the hash slots' wait may fail.
 */
import { BUSY_RETRY_AFTER_S, HASH_WAIT_MS, hashConcurrency } from '../../src/server/config';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../../src/server/db/demo/accounts';
import { SEED_LOCK, seedIfEmpty } from '../../src/server/db/demo/seed';
import { admins, products } from '../../src/server/db/schema';
import { inHashSlot } from '../../src/server/passwords';
import { api } from '../../src/server/messages';
import { call, countRows, makeAdmin, makeProduct } from './helpers';

// Read when the database opens (src/server/config.ts), which is after this line: no call has opened it yet.
const TIMEOUT_MS = 400;
process.env.STATEMENT_TIMEOUT_MS = String(TIMEOUT_MS);

describe('the demo seed at a first start on a loaded machine (WORKERS=2)', () => {
  it(`seeds though every password-hash slot is busy past HASH_WAIT_MS and, on PostgreSQL, another process holds the seed's lock past the statement timeout`, async () => {
    const db = await getDb();
    expect(await countRows(products)).toBe(0);
    // A loaded machine: the requests' hash slots stay taken longer than a hash may wait for one.
    const busy = Array.from({ length: hashConcurrency }, () => inHashSlot(() => new Promise((r) => setTimeout(r, HASH_WAIT_MS + 1_500))));
    // The other worker seeding meanwhile: it holds the seed's lock longer than a statement may run.
    const { default: pg } = await import('pg');
    const other = process.env.TEST_DATABASE_URL ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : undefined;
    await other?.connect();
    await other?.query('begin');
    await other?.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const release = setTimeout(() => void other?.query('rollback'), TIMEOUT_MS * 3);
    try {
      await seedIfEmpty(db);
    } finally {
      clearTimeout(release);
      await other?.query('rollback').catch(() => undefined);
      await other?.end();
      await Promise.all(busy);
    }
    expect(await countRows(products)).toBeGreaterThan(0);
    expect(await countRows(admins, eq(admins.email, DEMO_ADMIN.email))).toBe(1);
    expect((await call('POST', '/auth/login', { body: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } })).status).toBe(200);
  });
});

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
