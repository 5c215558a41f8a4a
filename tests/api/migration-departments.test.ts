/**
 * drizzle/0022: a database seeded by an older version gets its categories under departments, and its
 * products a department and a colour: the demo catalogue's as the seed writes them now, any other from
 * its category's name, its garment and a colour word in its name. Runs the migrations up to 0021 on a
 * database of its own, adds products the old way, then runs the rest.
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
import { CATALOGUE } from '../../src/server/db/demo/catalogue';
import * as schema from '../../src/server/db/schema';

const dir = mkdtempSync(join(tmpdir(), 'migrate-0022-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before 0022. */
function folderBefore0022(): string {
  const before = join(dir, 'drizzle');
  cpSync('drizzle', before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 22);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

/** The file's own database: PGlite in memory, or with TEST_DATABASE_URL the fresh PostgreSQL database tests/api/setup.ts made for this file. */
async function open() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const { drizzle: pgDrizzle } = await import('drizzle-orm/node-postgres');
    const { migrate: pgMigrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = pgDrizzle(pool, { schema });
    return {
      migrate: (config: MigrationConfig) => pgMigrate(db, config),
      query: async (text: string) => (await pool.query(text)).rows as Record<string, unknown>[],
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  return {
    migrate: (config: MigrationConfig) => migrate(db, config),
    query: async (text: string) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

it("places an older database's products in departments and colours, and its categories under departments", async () => {
  const { migrate: run, query: q, close } = await open();
  await run({ migrationsFolder: folderBefore0022() });
  // The range as an older seed wrote it (no colourways then), and products an admin added.
  const range = CATALOGUE.filter((p) => p.styleCode === null || p.styleCode === p.slug);
  const added: [string, string][] = [
    ['Midnight Black Crop Top', 'Supernova'],
    ['Olive Cargo Shorts', 'Mens Shorts'],
    ['Plain Everyday Tote', 'Totes'],
    ['Lavender Sports Bra', 'Activewear'],
    ['Ladies Kurti', "Women's Kurtis"],
  ];
  const rows = [...range.map((p) => [p.name, p.category] as const), ...added]
    .map(([name, category]) => `(${quote(name)}, 'Brand', '[]'::jsonb, 1000, 900, '10%', ${quote(category)})`)
    .join(', ');
  await q(`insert into products (name, brand, images, oprice, price, discount, category) values ${rows}`);

  await run({ migrationsFolder: 'drizzle' });

  const placed = new Map((await q('select name, department, colour, colour_family, style_code from products')).map((r) => [r.name as string, r] as const));
  for (const p of range) {
    expect(placed.get(p.name), p.name).toEqual({
      name: p.name,
      department: p.department,
      colour: p.colour,
      colour_family: p.colourFamily,
      style_code: p.styleCode,
    });
  }
  // The collection's crop top is women's; a category naming men is men's; colour words in the name give the family.
  expect(placed.get('Midnight Black Crop Top')).toMatchObject({ department: 'women', colour_family: 'black', colour: 'Black' });
  expect(placed.get('Olive Cargo Shorts')).toMatchObject({ department: 'men', colour_family: 'green', colour: 'Olive' });
  expect(placed.get('Plain Everyday Tote')).toMatchObject({ department: 'unisex', colour_family: 'multi', colour: 'Multicolour', style_code: null });
  expect(placed.get('Lavender Sports Bra')).toMatchObject({ department: 'women', colour_family: 'purple' });
  expect(placed.get('Ladies Kurti')).toMatchObject({ department: 'women', colour_family: 'multi' });

  const categories = new Map((await q('select name, department, label, slug, position from categories')).map((r) => [r.name as string, r] as const));
  // The 21 category strings of the demo and every category a product held.
  for (const p of range) expect(categories.has(p.category), p.category).toBe(true);
  expect(categories.get("Men's T-shirts")).toEqual({ name: "Men's T-shirts", department: 'men', label: 'T-shirts', slug: 'mens-t-shirts', position: 1 });
  expect(categories.get('Retrograde')).toMatchObject({ department: 'unisex', label: 'Retrograde', slug: 'retrograde' });
  expect(categories.get('Mens Shorts')).toMatchObject({ department: 'men', label: 'Shorts', slug: 'mens-shorts' });
  expect(categories.get("Women's Kurtis")).toMatchObject({ department: 'women', label: 'Kurtis', slug: 'womens-kurtis' });
  expect(categories.get('Totes')).toMatchObject({ department: 'unisex', label: 'Totes', slug: 'totes' });
  expect(categories.size).toBe(21 + 4);

  // A product naming a category the table lacks adds it under the product's department (older clients, bulk inserts).
  await q(
    `insert into products (name, brand, images, oprice, price, discount, category, department) values ('Silk Dupatta', 'B', '[]'::jsonb, 1, 1, '0%', 'Dupattas', 'women')`,
  );
  expect(await q(`select department, label, slug from categories where name = 'Dupattas'`)).toEqual([
    { department: 'women', label: 'Dupattas', slug: 'dupattas' },
  ]);
  await q(`update products set category = 'Women''s Dupattas' where name = 'Silk Dupatta'`);
  expect(await q(`select department from categories where name = 'Women''s Dupattas'`)).toEqual([{ department: 'women' }]);
  await close();
});
