/**
 * Manage Orders' 'Export CSV': every order the filter selects, newest first, streamed. Rows are read
 * EXPORT_BATCH_ROWS at a time by keyset (after the last order sent), and the next batch is read only
 * when the client has taken the previous one, so memory stays flat at 100,000 orders and a slow
 * download holds no database connection between batches. Each batch is its own query: an order whose
 * status changes during a long export shows the status it had when its batch was read.
 */
import { and, desc } from 'drizzle-orm';
import { EXPORT_BATCH_ROWS } from '../config';
import type { OrderFilter } from '../../lib/schemas';
import { BOM, csvRow } from '../csv';
import { getDb } from '../db/client';
import { orders } from '../db/schema';
import { log, safeError } from '../log';
import { api } from '../messages';
import { olderThan, orderFilters } from './order-list';

const columns = {
  _id: orders._id,
  createdAt: orders.createdAt,
  status: orders.status,
  userName: orders.userName,
  userEmail: orders.userEmail,
  name: orders.name,
  category: orders.category,
  size: orders.size,
  quantity: orders.quantity,
  price: orders.price,
};

export function exportOrders(filter: OrderFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = orderFilters(filter);
  let after: number | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(BOM + csvRow(api.exportColumns)));
          }
          const db = await getDb();
          const rows = await db
            .select(columns)
            .from(orders)
            .where(after === undefined ? where : and(where, olderThan(after)))
            .orderBy(desc(orders.createdAt), desc(orders._id))
            .limit(EXPORT_BATCH_ROWS);
          if (rows.length === 0) {
            controller.close();
            return;
          }
          after = rows[rows.length - 1]?._id;
          let chunk = '';
          for (const o of rows) {
            chunk += csvRow([
              o._id,
              o.createdAt.toISOString(),
              o.status,
              o.userName,
              o.userEmail,
              o.name,
              o.category,
              o.size,
              o.quantity,
              o.price,
              o.price * o.quantity,
            ]);
          }
          controller.enqueue(encoder.encode(chunk));
          if (rows.length < EXPORT_BATCH_ROWS) controller.close();
        } catch (err) {
          // Headers are gone already: the client sees a cut download, the operator a log line.
          log.error({ err: safeError(err) }, 'order export failed');
          controller.error(err);
        }
      },
    },
    // One batch ahead at most: the next is read once the socket has taken this one.
    { highWaterMark: 1 },
  );
}

/** `orders-2026-11-22.csv`: the day of the export, in UTC. */
export const exportFileName = (now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.csv`;
