/**
 * The Analyse section's figures over the last N days, in one SQL statement (one pass over the
 * window's orders): revenue and orders per day (days without orders included, as 0), the top products
 * by units and by revenue, and the average order value. Days are the store's (STORE_TIME_ZONE), today
 * included. Rejected orders are left out: their units went back to stock and nobody paid for them.
 * An "order" is one row of `orders` (one product in one size), as everywhere in the store.
 * Also the section's chart of pieces bought per category (categoryFigures).
 */
import { sql } from 'drizzle-orm';
import { STORE_TIME_ZONE, TOP_PRODUCTS } from '../config';
import { getDb } from '../db/client';
import { orders } from '../db/schema';
import { listCategories } from './products';

interface Figures {
  days: { day: string; revenue: number; orders: number }[];
  byUnits: { prodId: number; name: string; units: number; revenue: number }[];
  byRevenue: { prodId: number; name: string; units: number; revenue: number }[];
  orders: number;
  units: number;
  revenue: number;
}

export async function analyse(days: number) {
  const db = await getDb();
  const tz = STORE_TIME_ZONE;
  const res = await db.execute(sql`
    with bounds as (
      select (now() at time zone ${tz})::date - (${days}::int - 1) as first_day, (now() at time zone ${tz})::date as last_day
    ), w as materialized (
      select (o.created_at at time zone ${tz})::date as day, o.prod_id, o.name, o.quantity, o.price::bigint * o.quantity as amount
      from orders o, bounds b
      where o.created_at >= b.first_day::timestamp at time zone ${tz} and o.status <> 'Rejected'
    ), per_product as (
      select prod_id, max(name) as name, sum(quantity)::bigint as units, sum(amount)::bigint as revenue
      from w where prod_id is not null group by prod_id
    ), per_day as (
      select day, sum(amount)::bigint as revenue, count(*)::int as orders from w group by day
    )
    select json_build_object(
      'days', (select json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'), 'revenue', coalesce(p.revenue, 0), 'orders', coalesce(p.orders, 0)) order by d)
               from bounds b, generate_series(b.first_day, b.last_day, interval '1 day') d left join per_day p on p.day = d::date),
      'byUnits', (select coalesce(json_agg(t), '[]'::json) from (select prod_id as "prodId", name, units, revenue from per_product order by units desc, revenue desc, prod_id limit ${TOP_PRODUCTS}) t),
      'byRevenue', (select coalesce(json_agg(t), '[]'::json) from (select prod_id as "prodId", name, units, revenue from per_product order by revenue desc, units desc, prod_id limit ${TOP_PRODUCTS}) t),
      'orders', (select count(*) from w),
      'units', (select coalesce(sum(quantity), 0) from w),
      'revenue', (select coalesce(sum(amount), 0) from w)
    ) as figures`);
  const [{ figures: raw }] = (res as unknown as { rows: [{ figures: Figures | string }] }).rows;
  // node-postgres parses json columns; PGlite may hand back the text.
  const f: Figures = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const num = <T extends { units: number; revenue: number }>(r: T) => ({ ...r, units: Number(r.units), revenue: Number(r.revenue) });
  return {
    days,
    revenueByDay: f.days.map((d) => ({ ...d, revenue: Number(d.revenue) })),
    topByUnits: f.byUnits.map(num),
    topByRevenue: f.byRevenue.map(num),
    orders: Number(f.orders),
    units: Number(f.units),
    revenue: Number(f.revenue),
    // Whole rupees, like every amount in the store.
    averageOrderValue: Number(f.orders) ? Math.round(Number(f.revenue) / Number(f.orders)) : 0,
  };
}

/** The Analyse chart: pieces bought per category, 0 for categories never bought (docs/product.md §2). */
export async function categoryFigures() {
  const db = await getDb();
  const [allCategories, bought] = await Promise.all([
    listCategories(),
    db
      .select({ category: orders.category, n: sql<number>`sum(${orders.quantity})::int` })
      .from(orders)
      .groupBy(orders.category),
  ]);
  const usersCategories: Record<string, number> = Object.fromEntries(allCategories.map((c) => [c, 0]));
  for (const { category, n } of bought) usersCategories[category] = n;
  return { allCategories, usersCategories };
}
