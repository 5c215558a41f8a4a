/**
 * The store's running totals (drizzle/0006_running_totals.sql): figures that would otherwise need a
 * pass over every order, kept by triggers in the same transaction as the rows they count. Read here
 * as one small query over at most a few dozen rows; rebuilt by `npm run db:rebuild-totals`.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { runningTotals } from '../db/schema';

export type Totals = Record<string, number>;

/**
 * Every figure, summed over its slots: 'users', 'cart_lines', 'orders' and 'orders:<status>' (order
 * rows), and the money of drizzle/0021 (services/revenue.ts): 'revenue' (the store's), 'shopper_revenue'
 * and 'shopper_orders' (purchases with something kept) of shoppers with an account.
 */
export async function readTotals(db: Db | Tx): Promise<Totals> {
  const rows = await db
    .select({ name: runningTotals.name, value: sql<number>`sum(${runningTotals.value})`.mapWith(Number) })
    .from(runningTotals)
    .groupBy(runningTotals.name);
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** The same figures as one JSON object, for a select list that wants them without a second query. */
export const totalsJson = sql<Record<string, number | string> | string>`(select coalesce(json_object_agg(t.name, t.value), '{}'::json)
  from (select ${runningTotals.name} as name, sum(${runningTotals.value}) as value from ${runningTotals} group by ${runningTotals.name}) t)`;

/** `totalsJson` as read back: node-postgres parses JSON, PGlite may hand back text; bigint sums come as numbers or strings. */
export function parseTotals(raw: Record<string, number | string> | string): Totals {
  const obj = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, number | string>) : raw;
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, Number(v)]));
}

/** A figure, 0 when nothing was ever counted under it. */
export const figure = (totals: Totals, name: string) => totals[name] ?? 0;

/**
 * Recomputes every running total from the rows (writers wait meanwhile; readers do not) and answers
 * the figures before and after, so the operator sees what was out of step, plus how many shoppers'
 * own totals were corrected.
 */
export async function rebuildTotals(db: Db): Promise<{ before: Totals; after: Totals; shoppersCorrected: number }> {
  return db.transaction(async (tx) => {
    const before = await readTotals(tx);
    const stale = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from users u
      left join (select user_id, sum(orders) as n, sum(amount) as amount from revenue_entries where user_id is not null group by user_id) c on c.user_id = u.id
      left join (select user_id, count(*) as n from cart_items group by user_id) k on k.user_id = u.id
      where (u.orders_count, u.orders_total, u.cart_count)
        is distinct from (coalesce(c.n, 0)::int, coalesce(c.amount, 0)::bigint, coalesce(k.n, 0)::int)`);
    await tx.execute(sql`select rebuild_running_totals()`);
    const after = await readTotals(tx);
    const shoppersCorrected = Number((stale as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    return { before, after, shoppersCorrected };
  });
}
