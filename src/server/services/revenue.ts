/**
 * Revenue, defined once (src/lib/revenue.ts has its words and rules): what the store keeps is the totals
 * of purchases (shipping in, the payment discount out; a purchase is priced again for what remains when
 * items are cancelled or rejected, services/fulfilment.ts), plus items bought outside any purchase that
 * are still sold, less every refund. In SQL that is the view `revenue_entries` (drizzle/0021), and the
 * running totals follow it by triggers; the Dashboard reads those, Analyse reads the figures below (the
 * same rows, split by day, product and category), and the CSV carries each purchase's total and each
 * line's refund so that a spreadsheet sums to the same figure.
 *
 * Split by line: a line sold is worth its price × quantity less its share of the purchase's payment
 * discount (in proportion to its value, rounded to the rupee, the purchase's last line taking what the
 * rounding left, so the shares add up to the discount), less what was refunded on it. What a purchase's
 * total holds beyond its lines is its shipping. Days are the store's (STORE_TIME_ZONE), the day the
 * purchase was placed: a later refund lowers the day of its purchase, so the days always add up.
 */
import { sql, type SQL } from 'drizzle-orm';
import { NOT_SOLD_STEPS, RETURNED_STEPS } from '../../lib/revenue';
import { STORE_TIME_ZONE, TOP_PRODUCTS } from '../config';
import { getDb } from '../db/client';
import type { Db, Tx } from '../db/types';
import { figure, readTotals } from './totals';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** An order row (alias `o`) that its purchase still sells. */
const sold = sql`o.step not in (${list(NOT_SOLD_STEPS)})`;
const returned = sql`o.step in (${list(RETURNED_STEPS)})`;

/**
 * The money of the purchases placed from `since` (all when null), as CTEs: `p` the purchases, `l` their
 * lines sold and the loose items (no purchase) with each one's net value, `rf` the refunds of both.
 */
function moneyRows(since: SQL | null): SQL {
  const tz = STORE_TIME_ZONE;
  const placed = (col: SQL) => (since ? sql`${col} >= ${since}` : sql`true`);
  return sql`
    p as materialized (
      select p.id, p.total::bigint as total, p.subtotal::bigint as subtotal, p.discount::bigint as discount, (p.created_at at time zone ${tz})::date as day
      from purchases p where ${placed(sql`p.created_at`)}
    ), lines as (
      select o.id, o.purchase_id, o.prod_id, o.name, o.category, o.step,
        case when ${returned} then 0 else o.quantity end as units,
        o.price::bigint * o.quantity as amount, p.subtotal, p.discount, p.day
      from p join orders o on o.purchase_id = p.id
      where ${sold}
      union all
      select o.id, null, o.prod_id, o.name, o.category, o.step,
        case when ${returned} then 0 else o.quantity end, o.price::bigint * o.quantity, 0, 0, (o.created_at at time zone ${tz})::date
      from orders o where o.purchase_id is null and ${sold} and ${placed(sql`o.created_at`)}
    ), shared as (
      select *, case when subtotal > 0 and discount > 0 then round(discount::numeric * amount / subtotal)::bigint else 0 end as share,
        row_number() over (partition by purchase_id order by id desc) as from_last
      from lines
    ), l as materialized (
      select id, purchase_id, prod_id, name, category, units, day,
        amount - case
          when purchase_id is not null and from_last = 1 and discount > 0 then discount - (sum(share) over (partition by purchase_id) - share)
          else share end as net
      from shared
    ), rf as materialized (
      select r.amount::bigint as amount, r.order_id, coalesce(p.day, (o.created_at at time zone ${tz})::date) as day, o.prod_id, o.name, o.category
      from refunds r
      left join p on p.id = r.purchase_id
      left join orders o on o.id = r.order_id
      where p.id is not null or (r.purchase_id is null and o.purchase_id is null and ${since ? sql`o.created_at >= ${since}` : sql`o.id is not null`})
    )`;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
/** node-postgres parses json columns; PGlite may hand back the text. */
const parsed = <T>(raw: T | string): T => (typeof raw === 'string' ? (JSON.parse(raw) as T) : raw);

interface ProductFigure {
  prodId: number;
  name: string;
  units: number;
  revenue: number;
}
interface Sales {
  days: { day: string; revenue: number; orders: number }[];
  byUnits: ProductFigure[];
  byRevenue: ProductFigure[];
  orders: number;
  units: number;
  revenue: number;
}

/**
 * Analyse over the last `days` days of the store's calendar, today included: revenue and orders per day
 * (quiet days as 0), the top products by units kept and by revenue, and the totals. The figures split
 * the same money: the days add up to `revenue`, and so do the categories (categoryRevenue) with shipping.
 */
export async function salesFigures(days: number) {
  const db = await getDb();
  const tz = STORE_TIME_ZONE;
  const firstDay = sql`((now() at time zone ${tz})::date - (${days}::int - 1))`;
  const res = await db.execute(sql`
    with ${moneyRows(sql`${firstDay}::timestamp at time zone ${tz}`)},
    per_product as (
      select prod_id, max(name) as name, sum(units)::bigint as units, sum(net)::bigint as revenue from (
        select prod_id, name, units, net from l
        union all select prod_id, name, 0, -amount from rf where prod_id is not null
      ) x where prod_id is not null group by prod_id
    ), per_day as (
      select day, sum(v)::bigint as revenue, sum(n)::int as orders from (
        select day, total as v, (total > 0)::int as n from p
        union all select day, net, 1 from l where purchase_id is null
        union all select day, -amount, 0 from rf
      ) x group by day
    )
    select json_build_object(
      'days', (select json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'), 'revenue', coalesce(pd.revenue, 0), 'orders', coalesce(pd.orders, 0)) order by d)
               from generate_series(${firstDay}, (now() at time zone ${tz})::date, interval '1 day') d left join per_day pd on pd.day = d::date),
      'byUnits', (select coalesce(json_agg(t), '[]'::json) from (select prod_id as "prodId", name, units, revenue from per_product where units > 0 order by units desc, revenue desc, prod_id limit ${TOP_PRODUCTS}) t),
      'byRevenue', (select coalesce(json_agg(t), '[]'::json) from (select prod_id as "prodId", name, units, revenue from per_product order by revenue desc, units desc, prod_id limit ${TOP_PRODUCTS}) t),
      'orders', (select coalesce(sum(orders), 0) from per_day),
      'units', (select coalesce(sum(units), 0) from l),
      'revenue', (select coalesce(sum(revenue), 0) from per_day)
    ) as figures`);
  const f = parsed(rowsOf<{ figures: Sales | string }>(res)[0]?.figures as Sales | string);
  const num = (r: ProductFigure) => ({ ...r, units: Number(r.units), revenue: Number(r.revenue) });
  const revenue = Number(f.revenue);
  const orders = Number(f.orders);
  return {
    days,
    revenueByDay: f.days.map((d) => ({ ...d, revenue: Number(d.revenue), orders: Number(d.orders) })),
    topByUnits: f.byUnits.map(num),
    topByRevenue: f.byRevenue.map(num),
    orders,
    units: Number(f.units),
    revenue,
    averageOrderValue: averageOrder(revenue, orders),
  };
}

/** What an order came to on average, in whole rupees (0 before the first). */
export const averageOrder = (revenue: number, orders: number) => (orders > 0 ? Math.round(revenue / orders) : 0);

/**
 * Since the store opened, per category: pieces kept (not cancelled, rejected, returned or exchanged) and
 * their revenue (lines after the discount, less refunds), plus the purchases' shipping and the whole:
 * the categories' revenue and shipping add up to `revenue`, the Dashboard's figure.
 */
export async function categoryRevenue(db?: Db | Tx) {
  const d = db ?? (await getDb());
  const res = await d.execute(sql`
    with ${moneyRows(null)},
    per_category as (
      select category, sum(units)::bigint as units, sum(v)::bigint as revenue from (
        select category, units, net as v from l
        union all select category, 0, -amount from rf where category is not null
      ) x group by category
    )
    select json_build_object(
      'categories', (select coalesce(json_agg(json_build_object('category', category, 'units', units, 'revenue', revenue)), '[]'::json) from per_category),
      'shipping', (select coalesce(sum(total), 0) from p) - (select coalesce(sum(net), 0) from l where purchase_id is not null),
      'unattributed', (select coalesce(sum(amount), 0) from rf where category is null),
      'revenue', (select coalesce(sum(total), 0) from p) + (select coalesce(sum(net), 0) from l where purchase_id is null) - (select coalesce(sum(amount), 0) from rf)
    ) as figures`);
  type Raw = { categories: { category: string; units: number; revenue: number }[]; shipping: number; unattributed: number; revenue: number };
  const f = parsed(rowsOf<{ figures: Raw | string }>(res)[0]?.figures as Raw | string);
  return {
    categories: f.categories.map((c) => ({ category: c.category, units: Number(c.units), revenue: Number(c.revenue) })),
    /** Shipping charged on the purchases (what their totals hold beyond their lines). */
    shipping: Number(f.shipping),
    /** Refunds no longer tied to an item (its row deleted): taken off the whole, not off a category. */
    unattributedRefunds: Number(f.unattributed),
    revenue: Number(f.revenue),
  };
}

/** The store's revenue and orders summed from the rows (`revenue_entries`): the slow way, which the running totals must equal. */
export async function revenueFromRows(db?: Db | Tx): Promise<{ revenue: number; orders: number }> {
  const d = db ?? (await getDb());
  const [r] = rowsOf<{ revenue: string; orders: string }>(
    await d.execute(sql`select coalesce(sum(amount), 0)::bigint as revenue, coalesce(sum(orders), 0)::bigint as orders from revenue_entries`),
  );
  return { revenue: Number(r?.revenue ?? 0), orders: Number(r?.orders ?? 0) };
}

/** The store's revenue as the Dashboard shows it: the running total kept by drizzle/0021's triggers. */
export async function storeRevenue(db?: Db | Tx): Promise<{ revenue: number }> {
  const totals = await readTotals(db ?? (await getDb()));
  return { revenue: figure(totals, 'revenue') };
}
