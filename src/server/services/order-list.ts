/**
 * Manage Orders: every order, newest first, filtered by status and by day, searched by order id,
 * shopper (e-mail, or its start when the term has an '@'; name) or product name; and the same selection as CSV. Built for 100,000+ orders:
 * - each filter has an index that yields its rows already in order (created_at, id), so a page stops
 *   after `limit` rows; `after` pages by keyset (the previous page's last order) so page 500 costs what
 *   page 1 does;
 * - the count is exact from the running totals with no filter or a status only, and otherwise counted
 *   up to ORDERS_COUNT_CAP ("1,000+"): an exact count of a broad search would visit every match.
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ORDERS_COUNT_CAP, STORE_TIME_ZONE } from '../config';
import type { OrderFilter, OrderListQuery } from '../../lib/schemas';
import { getDb } from '../db/client';
import { orders, purchases } from '../db/schema';
import { orderLineColumns, withLinePicture } from './order-lines';
import { paymentLabel } from './payments';
import { offsetOf } from './paging';
import { figure, readTotals } from './totals';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** '12' or '#12': an order id; anything else is looked for in names and e-mails. */
const ORDER_ID = /^#?(\d{1,10})$/;
/** Midnight of a calendar day in the store's time zone. */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${STORE_TIME_ZONE})`;

export function orderFilters(f: OrderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.step) where.push(eq(orders.step, f.step));
  if (f.from) where.push(gte(orders.createdAt, dayStart(f.from)));
  if (f.to) where.push(lt(orders.createdAt, dayStart(f.to, 1)));
  const term = f.search?.trim().toLowerCase();
  if (term) {
    const id = ORDER_ID.exec(term);
    // An id past the column's range matches nothing rather than failing the query.
    if (id) where.push(Number(id[1]) <= 2_147_483_647 ? eq(orders._id, Number(id[1])) : sql`false`);
    // E-mails are stored in lower case (sign-up lowers them); with an '@' the term is an address's start.
    else if (term.includes('@')) where.push(sql`${orders.userEmail} like ${`${escapeLike(term)}%`}`);
    // search_text is lower(product name, shopper e-mail, shopper name), served by its trigram index.
    else where.push(sql`${orders.searchText} like ${`%${escapeLike(term)}%`}`);
  }
  return where.length ? and(...where) : undefined;
}

/** Orders older than `after` in the list's order (created_at desc, id desc), read off the same index. */
export const olderThan = (after: number) =>
  sql`(${orders.createdAt}, ${orders._id}) < ((select o.created_at from ${orders} o where o.id = ${after}), ${after})`;

/** The figure to show beside the list: exact when the running totals hold it, else counted up to the cap. */
async function countOrders(f: OrderFilter, where: SQL | undefined): Promise<{ total: number; totalExact: boolean }> {
  const db = await getDb();
  // A step is counted like a search (up to the cap): the running totals count the old statuses only.
  if (!f.search && !f.from && !f.to && !f.step) {
    const totals = await readTotals(db);
    return { total: figure(totals, f.status ? `orders:${f.status}` : 'orders'), totalExact: true };
  }
  const capped = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .limit(ORDERS_COUNT_CAP + 1)
    .as('capped');
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return n > ORDERS_COUNT_CAP ? { total: ORDERS_COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
}

/**
 * Each row with its purchase's payment method, total and number of items, read for the page's
 * purchases only (by key), so the list's own query keeps reading its index in order.
 */
async function withPurchases<T extends { purchaseId: number | null }>(rows: T[]) {
  const ids = [...new Set(rows.map((r) => r.purchaseId).filter((id): id is number => id !== null))];
  const db = await getDb();
  const [bought, counts] = ids.length
    ? await Promise.all([
        db.select({ _id: purchases._id, paymentMethod: purchases.paymentMethod, total: purchases.total }).from(purchases).where(inArray(purchases._id, ids)),
        db.select({ purchaseId: orders.purchaseId, n: count() }).from(orders).where(inArray(orders.purchaseId, ids)).groupBy(orders.purchaseId),
      ])
    : [[], []];
  return rows.map((r) => {
    const p = bought.find((b) => b._id === r.purchaseId);
    return {
      ...r,
      paymentMethod: p?.paymentMethod ?? null,
      paymentLabel: p ? paymentLabel(p.paymentMethod) : null,
      purchaseTotal: p?.total ?? null,
      purchaseItems: counts.find((c) => c.purchaseId === r.purchaseId)?.n ?? 1,
    };
  });
}

/** GET /order/allorders: a page of orders and `next`, the `after` of the page that follows (null on the last). */
export async function listAllOrders(q: OrderListQuery) {
  const db = await getDb();
  const where = orderFilters(q);
  const query = db
    .select(orderLineColumns)
    .from(orders)
    .where(q.after ? and(where, olderThan(q.after)) : where)
    .orderBy(desc(orders.createdAt), desc(orders._id))
    .limit(q.limit + 1);
  const [rows, count] = await Promise.all([q.after ? query : query.offset(offsetOf(q.page, q.limit)), countOrders(q, where)]);
  const more = rows.length > q.limit;
  const page = more ? rows.slice(0, q.limit) : rows;
  const data = await withPurchases(page.map(withLinePicture));
  return { data, ...count, page: q.page, limit: q.limit, next: more ? (page.at(-1)?._id ?? null) : null };
}
