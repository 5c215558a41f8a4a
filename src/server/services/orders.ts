/** The shopper's own orders, newest first (checkout.ts places them, order-status.ts changes their status). */
import { count, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orders } from '../db/schema';
import { orderLineColumns, withLinePicture } from './order-lines';
import { offsetOf } from './paging';

export async function listOrders(userId: number, page: number, limit: number) {
  const db = await getDb();
  const where = eq(orders.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db.select(orderLineColumns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders._id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { data: rows.map(withLinePicture), total, page, limit };
}
