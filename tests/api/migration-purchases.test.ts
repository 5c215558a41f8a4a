/**
 * drizzle/0010: orders placed before purchases existed are grouped into purchases, one per checkout
 * (same shopper, address and moment), and the running totals are left as they were. Runs the
 * migrations up to 0009 on a database of its own, places orders the old way, then runs the rest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { afterAll, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { readTotals } from '../../src/server/services/totals';

const dir = mkdtempSync(join(tmpdir(), 'migrate-0010-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before 0010. */
function folderBefore0010(): string {
  const before = join(dir, 'drizzle');
  cpSync('drizzle', before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 10);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

/**
 * The file's own database: PGlite in memory, or with TEST_DATABASE_URL the fresh PostgreSQL database
 * tests/api/setup.ts made for this file. Rows come back with bigint as numbers either way.
 */
async function open() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const { drizzle: pgDrizzle } = await import('drizzle-orm/node-postgres');
    const { migrate: pgMigrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pg.types.setTypeParser(20, Number);
    const db = pgDrizzle(pool, { schema });
    return {
      db,
      migrate: (config: MigrationConfig) => pgMigrate(db, config),
      query: async (text: string) => (await pool.query(text)).rows as Record<string, unknown>[],
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  return {
    db,
    migrate: (config: MigrationConfig) => migrate(db, config),
    query: async (text: string) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}

it('groups earlier orders into one purchase per checkout, keeps their ids and totals, and new purchases follow', async () => {
  const { db, migrate: run, query: q, close } = await open();
  await run({ migrationsFolder: folderBefore0010() });
  await q(`insert into users (name, email, password_hash, city) values ('Asha', 'asha@example.com', 'x', 'Pune'), ('Ravi', 'ravi@example.com', 'x', 'Goa')`);
  await q(`insert into addresses (user_id, country, first_name, last_name, address, city, pincode, phone)
    values (1, 'India', 'Asha', 'Rao', '12 MG Road', 'Pune', '411001', '9876543210'), (2, 'India', 'Ravi', 'K', '3 Beach Rd', 'Goa', '403001', '9876500000')`);
  const order = (user: number, address: number, price: number, quantity: number, at: string) =>
    `(${user}, ${address}, 'u', 'u@example.com', 'Tee', '/t.svg', 'Tees', ${price}, ${quantity}, '${at}')`;
  // Asha: a checkout of two items, then one of one item; Ravi: one item, and his address is deleted later.
  await q(`insert into orders (user_id, address_id, user_name, user_email, name, image, category, price, quantity, created_at) values
    ${order(1, 1, 500, 2, '2026-01-01T10:00:00Z')}, ${order(1, 1, 300, 1, '2026-01-01T10:00:00Z')},
    ${order(1, 1, 999, 1, '2026-02-01T10:00:00Z')}, ${order(2, 2, 1200, 1, '2026-03-01T10:00:00Z')}`);
  await q(`insert into checkouts (user_id, key, order_ids) values (1, 'k1', '[1, 2]')`);
  await q(`delete from addresses where id = 2`);
  const totalsBefore = await readTotals(db as never);
  const usersBefore = await q('select id, orders_count, orders_total from users order by id');

  await run({ migrationsFolder: 'drizzle' });

  const bought = await q('select id, user_id, payment_method, payment_status, subtotal, shipping, discount, total, address from purchases order by id');
  expect(bought).toEqual([
    expect.objectContaining({
      id: 1,
      user_id: 1,
      payment_method: 'cod',
      payment_status: 'due_on_delivery',
      subtotal: 1300,
      shipping: 0,
      discount: 0,
      total: 1300,
    }),
    expect.objectContaining({ id: 3, user_id: 1, subtotal: 999, total: 999 }),
    expect.objectContaining({ id: 4, user_id: 2, subtotal: 1200, address: null }),
  ]);
  expect(bought[0]!.address).toMatchObject({ firstName: 'Asha', city: 'Pune', pincode: '411001' });
  expect(await q('select id, purchase_id from orders order by id')).toEqual([
    { id: 1, purchase_id: 1 },
    { id: 2, purchase_id: 1 },
    { id: 3, purchase_id: 3 },
    { id: 4, purchase_id: 4 },
  ]);
  expect(await q(`select purchase_id from checkouts where key = 'k1'`)).toEqual([{ purchase_id: 1 }]);
  // drizzle/0021: the money follows the purchases (one order per checkout), the row counts stay.
  expect(await readTotals(db as never)).toEqual({ ...totalsBefore, shopper_orders: 3, shopper_revenue: 1300 + 999 + 1200, revenue: 1300 + 999 + 1200 });
  expect(usersBefore).toEqual([
    { id: 1, orders_count: 3, orders_total: 1300 + 999 },
    { id: 2, orders_count: 1, orders_total: 1200 },
  ]);
  expect(await q('select id, orders_count, orders_total from users order by id')).toEqual([
    { id: 1, orders_count: 2, orders_total: 1300 + 999 },
    { id: 2, orders_count: 1, orders_total: 1200 },
  ]);
  const next = await q(
    `insert into purchases (payment_method, payment_status, subtotal, shipping, discount, total) values ('cod', 'due_on_delivery', 1, 0, 0, 1) returning id`,
  );
  expect(next).toEqual([{ id: 5 }]);
  await close();
});
