/**
 * Fills a database with the benchmark's catalogue, shoppers, addresses, carts and orders in a few
 * set-based INSERT … SELECT FROM generate_series statements: rows are made inside PostgreSQL, so
 * 200,000+ rows take seconds instead of the minutes row-by-row inserts would.
 * Values are derived from the row number, so every run builds the same data.
 */
import { sql } from 'drizzle-orm';
import { COLOUR_FAMILY_IDS } from '../src/lib/constants';
import { colourLabels } from '../src/lib/messages';
import type { Db } from '../src/server/db/types';

export const SIZES = { products: 100_000, users: 10_000, orders: 100_000, cartUsers: 2_000, cartLines: 5_000 } as const;

export const BENCH_SHOPPER = { email: 'bench-shopper@example.com', password: 'Bench-shopper-1' };
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };

/** Words the generated names and categories are made of; the search terms of the run come from them. */
const ADJECTIVES = ['Boxy', 'Relaxed', 'Oversized', 'Slim', 'Classic', 'Vintage', 'Cropped', 'Heavyweight', 'Washed', 'Ribbed', 'Graphic', 'Striped'];
const GARMENTS = [
  'Tee',
  'Shirt',
  'Hoodie',
  'Sweatshirt',
  'Jacket',
  'Sweatpants',
  'Shorts',
  'Cap',
  'Sneaker',
  'Overshirt',
  'Polo',
  'Tank',
  'Coat',
  'Leggings',
  'Beanie',
  'Tote',
];
const BRANDS = ['Northloom', 'Coastline', 'Rivet & Co', 'Plain Basics', 'Field Day', 'Supernova', 'Retrograde', 'Goof Fest', 'Y2K Club', 'Varsity Lane'];
const CATEGORIES = [
  "Men's T-shirts",
  'Shirts',
  'Hoodies & Sweatshirts',
  'Jackets & Coats',
  'Sweatpants',
  'Shorts',
  'Accessories',
  'Sneakers',
  'Tops',
  'Leggings',
  'Sports Bra',
  'Summer Tees',
];
/** Categories only one department wears; the rest are split between men, women and unisex by row number. */
const WOMENS = ['Tops', 'Leggings', 'Sports Bra'];
const CITIES = ['Pune', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Jaipur', 'Goa'];
export const SEARCH_TERMS = ['shirt', 'hoodie', 'tee', 'jacket', 'sneaker', 'oversized', 'northloom', 'shorts'];

const textArray = (words: readonly string[]) =>
  sql`(array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[])`;
/** Whole numbers written into the statement, so PostgreSQL never has to guess a parameter's type. */
const n = (x: number) => sql.raw(String(Math.trunc(x)));

/** Writes the dataset into an empty, migrated database. `hashes` are precomputed password hashes. */
export async function fillDatabase(db: Db, hashes: { shopper: string; admin: string; everyoneElse: string }): Promise<void> {
  const { products: nProducts, users: nUsers, orders: nOrders } = SIZES;

  await db.execute(sql`
    insert into products (name, brand, images, oprice, price, discount, category, subhead, description, created_at,
      department, colour_family, colour, style_code)
    select
      ${textArray(ADJECTIVES)}[1 + g % ${n(ADJECTIVES.length)}] || ' ' || ${textArray(GARMENTS)}[1 + (g / ${n(ADJECTIVES.length)}) % ${n(GARMENTS.length)}] || ' ' || g,
      ${textArray(BRANDS)}[1 + (g * 7) % ${n(BRANDS.length)}],
      jsonb_build_array('/images/products/tee.svg'),
      op, pr,
      round((op - pr) * 100.0 / op)::int || '%',
      c.category,
      'Regular fit',
      'A garment generated for the benchmark.',
      now() - make_interval(mins => ${n(nProducts)} - g),
      case when c.category like 'Men''s %' then 'men' when c.category = any(${textArray(WOMENS)}) then 'women'
        else (array['men', 'women', 'unisex'])[1 + g % 3] end,
      f.family,
      ${textArray(COLOUR_FAMILY_IDS.map((id) => colourLabels[id]))}[f.i],
      -- Three products in a row are one style in three colours.
      'bench-style-' || (g / 3)
    from generate_series(1, ${n(nProducts)}) g,
      lateral (select 299 + (g * 37) % 4700 as op) o,
      lateral (select op - op * ((g * 13) % 60) / 100 as pr) p,
      lateral (select ${textArray(CATEGORIES)}[1 + (g * 5) % ${n(CATEGORIES.length)}] as category) c,
      lateral (select 1 + (g * 11) % ${n(COLOUR_FAMILY_IDS.length)} as i) fi,
      lateral (select ${textArray(COLOUR_FAMILY_IDS)}[fi.i] as family, fi.i as i) f`);

  // Three sizes each: M uncounted (the add-to-cart route buys it), S and L with stock from the row number.
  await db.execute(sql`
    insert into product_sizes (product_id, size, position, stock)
    select p.id, s.size, s.position, case when s.size = 'M' then null else (p.id * (s.position + 3)) % 41 end
    from products p cross join (values ('S', 0), ('M', 1), ('L', 2)) as s(size, position)`);

  // Only the two accounts the run signs in as get a hash of their own: scrypt costs ~60 ms each.
  await db.execute(sql`
    insert into users (name, email, password_hash, city, created_at)
    select 'Shopper ' || g, 'shopper' || g || '@bench.example.com', ${hashes.everyoneElse},
      ${textArray(CITIES)}[1 + g % ${n(CITIES.length)}], now() - make_interval(mins => ${n(nUsers)} - g)
    from generate_series(1, ${n(nUsers - 1)}) g`);
  await db.execute(sql`
    insert into users (name, email, password_hash, city) values ('Bench Shopper', ${BENCH_SHOPPER.email}, ${hashes.shopper}, 'Pune')`);
  await db.execute(sql`
    insert into admins (name, email, password_hash, contact, role, image)
    values ('Bench Admin', ${BENCH_ADMIN.email}, ${hashes.admin}, '9876543210', 'Technical', '/images/admin.svg')`);

  await db.execute(sql`
    insert into addresses (user_id, country, first_name, last_name, address, city, state, pincode, phone, declaration)
    select id, 'India', 'Shopper', id::text, id || ' MG Road', city, 'Maharashtra', '411001', '9876543210', true from users`);

  await db.execute(sql`
    insert into orders (user_id, prod_id, address_id, user_name, user_email, name, image, category, quantity, price, status, step, created_at)
    select u.id, p.id, a.id, u.name, u.email, p.name, p.images->>0, p.category, 1 + g % 3, p.price,
      (array['pending', 'Delayed', 'Passed', 'Rejected'])[1 + g % 4], (array['placed', 'placed', 'packed', 'cancelled'])[1 + g % 4],
      now() - make_interval(secs => g * 30)
    from generate_series(1, ${n(nOrders)}) g
    join users u on u.id = 1 + (g * 7919) % ${n(nUsers)}
    join products p on p.id = 1 + (g::bigint * 104729) % ${n(nProducts)}
    join addresses a on a.user_id = u.id`);

  await db.execute(sql`
    insert into cart_items (user_id, prod_id, quantity)
    select 1 + g % ${n(SIZES.cartUsers)}, 1 + (g * 31337) % ${n(nProducts)}, 1 + g % 5
    from generate_series(1, ${n(SIZES.cartLines)}) g
    on conflict do nothing`);
}

/** Row counts as stored, for the report. */
export async function countDataset(db: Db): Promise<Record<string, number>> {
  const tables = ['products', 'product_sizes', 'users', 'admins', 'addresses', 'orders', 'cart_items'] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(t)}`);
    out[t] = Number((res as unknown as { rows: { n: number }[] }).rows[0].n);
  }
  return out;
}
