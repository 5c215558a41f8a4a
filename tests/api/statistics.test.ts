import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { analyzeStaleTables } from '../../src/server/db/statistics';

const statsOf = async (table: string) => {
  const db = await getDb();
  const res = await db.execute(sql`select reltuples::int as rows from pg_class where relname = ${table}`);
  return (res as unknown as { rows: { rows: number }[] }).rows[0].rows;
};

describe('planner statistics of the embedded database', () => {
  it('analyses a table that grew, and leaves it alone once its statistics match', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into products (name, brand, images, oprice, price, discount, category)
      select 'Bulk Tee ' || g, 'Northloom', '["/images/products/tee.svg"]'::jsonb, 1000, 900, '10%', 'Tees'
      from generate_series(1, 3000) g`);
    await analyzeStaleTables(db);
    expect(await statsOf('products')).toBeGreaterThan(1500);
    expect(await analyzeStaleTables(db)).not.toContain('products');
  });
});
