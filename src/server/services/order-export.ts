/**
 * Manage Orders' 'Export CSV': one row per purchase line (an order row) the filter selects, newest first,
 * streamed. Each row carries its purchase's number, total, shipping, discount, payment method, PIN code
 * and State, and what was refunded on the line, so a spreadsheet sums to the store's revenue
 * (services/revenue.ts): the purchase totals, once per purchase, less the refunds. The status is the
 * fulfilment step in the shopper's words (src/lib/fulfilment.ts), the one vocabulary; times are the
 * store's (IST) with their offset. Rows are read EXPORT_BATCH_ROWS at a time by keyset (after the last
 * order sent), and the next batch only when the client has taken the previous one, so memory stays flat
 * at 100,000 orders and a slow download holds no database connection between batches. Each batch is its
 * own query: an order that changes during a long export shows what it was when its batch was read.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { stepWords } from '../../lib/fulfilment';
import { isoInZone } from '../../lib/revenue';
import type { OrderFilter } from '../../lib/schemas';
import { EXPORT_BATCH_ROWS, STORE_TIME_ZONE } from '../config';
import { BOM, csvRow } from '../csv';
import { getDb } from '../db/client';
import { addresses, orders, purchases, refunds } from '../db/schema';
import { log, safeError } from '../log';
import { api } from '../messages';
import { olderThan, orderFilters } from './order-list';
import { paymentLabel } from './payments';

const columns = {
  _id: orders._id,
  purchaseId: orders.purchaseId,
  createdAt: orders.createdAt,
  placedAt: purchases.createdAt,
  step: orders.step,
  userName: orders.userName,
  userEmail: orders.userEmail,
  name: orders.name,
  category: orders.category,
  size: orders.size,
  quantity: orders.quantity,
  price: orders.price,
  // The line's refunds (refunds_order_idx); null when none.
  refunded: sql<string | number | null>`(select sum(${refunds.amount}) from ${refunds} where ${refunds.orderId} = ${orders._id})`,
  total: purchases.total,
  shipping: purchases.shipping,
  discount: purchases.discount,
  paymentMethod: purchases.paymentMethod,
  // The purchase's copy of the address; an item bought outside a purchase has only its address row.
  pincode: sql<string | null>`coalesce(${purchases.address}->>'pincode', ${addresses.pincode})`,
  state: sql<string | null>`coalesce(${purchases.address}->>'state', ${addresses.state})`,
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
            .leftJoin(purchases, eq(purchases._id, orders.purchaseId))
            .leftJoin(addresses, and(isNull(orders.purchaseId), eq(addresses._id, orders.addressId)))
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
              o.purchaseId,
              o._id,
              isoInZone(o.placedAt ?? o.createdAt, STORE_TIME_ZONE),
              stepWords.label[o.step],
              o.userName,
              o.userEmail,
              o.name,
              o.category,
              o.size,
              o.quantity,
              o.price,
              o.price * o.quantity,
              o.refunded === null ? 0 : Number(o.refunded),
              o.total,
              o.shipping,
              o.discount,
              o.paymentMethod === null ? null : paymentLabel(o.paymentMethod),
              o.pincode,
              o.state,
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

/** `orders-2026-11-22.csv`: the day of the export, in the store's time zone. */
export const exportFileName = (now = new Date()) => `orders-${isoInZone(now, STORE_TIME_ZONE).slice(0, 10)}.csv`;
