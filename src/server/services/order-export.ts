/**
 * Manage Orders' 'Export CSV': one row per purchase line (an order row) the filter selects, newest first,
 * streamed. Each row carries its purchase's number, total, shipping, discount (and the coupon's code and
 * part of it), payment method, PIN code and State, and what was refunded on the line, so a spreadsheet
 * sums to the store's revenue (services/revenue.ts): the purchase totals, once per purchase, less the
 * refunds. The status is the fulfilment step in the shopper's words (src/lib/fulfilment.ts), the one
 * vocabulary; times are the store's (IST) with their offset. Rows are read EXPORT_BATCH_ROWS at a time by keyset (after the last
 * order sent), and the next batch only when the client has taken the previous one, so memory stays flat
 * at 100,000 orders and a slow download holds no database connection between batches. Each batch is its
 * own query: an order that changes during a long export shows what it was when its batch was read.
 */
import { and, desc, inArray, sql } from 'drizzle-orm';
import { stepWords } from '../../lib/fulfilment';
import { isoInZone } from '../../lib/revenue';
import type { OrderFilter } from '../../lib/schemas';
import { EXPORT_BATCH_ROWS, STORE_TIME_ZONE } from '../config';
import { BOM, csvRow } from '../csv';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { addresses, orders, purchases, refunds } from '../db/schema';
import { log, safeError } from '../log';
import { api } from '../messages';
import { olderThan, orderFilters } from './order-list';
import { paymentLabel } from './payments';

const columns = {
  _id: orders._id,
  purchaseId: orders.purchaseId,
  addressId: orders.addressId,
  createdAt: orders.createdAt,
  step: orders.step,
  userName: orders.userName,
  userEmail: orders.userEmail,
  name: orders.name,
  category: orders.category,
  size: orders.size,
  quantity: orders.quantity,
  price: orders.price,
};

interface Money {
  total: number;
  shipping: number;
  discount: number;
  couponCode: string | null;
  couponDiscount: number;
  method: string;
  pincode: string | null;
  state: string | null;
}

/**
 * A batch's purchases (by key), the addresses of its loose items, and what was refunded on its lines:
 * three small queries per batch. Joined into the batch's own query they doubled the export's time (the
 * join ran once per line; here once per purchase).
 */
async function moneyOf(db: Db, rows: readonly { _id: number; purchaseId: number | null; addressId: number | null }[]) {
  const ids = [...new Set(rows.map((r) => r.purchaseId).filter((id): id is number => id !== null))];
  const loose = [...new Set(rows.filter((r) => r.purchaseId === null && r.addressId !== null).map((r) => r.addressId as number))];
  const [bought, places, back] = await Promise.all([
    ids.length
      ? db
          .select({
            _id: purchases._id,
            total: purchases.total,
            shipping: purchases.shipping,
            discount: purchases.discount,
            couponCode: purchases.couponCode,
            couponDiscount: purchases.couponDiscount,
            method: purchases.paymentMethod,
            pincode: sql<string | null>`${purchases.address}->>'pincode'`,
            state: sql<string | null>`${purchases.address}->>'state'`,
          })
          .from(purchases)
          .where(inArray(purchases._id, ids))
      : [],
    loose.length
      ? db.select({ _id: addresses._id, pincode: addresses.pincode, state: addresses.state }).from(addresses).where(inArray(addresses._id, loose))
      : [],
    db
      .select({ orderId: refunds.orderId, amount: sql<string>`sum(${refunds.amount})` })
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          rows.map((r) => r._id),
        ),
      )
      .groupBy(refunds.orderId),
  ]);
  return {
    purchase: new Map<number, Money>(bought.map((p) => [p._id, p])),
    address: new Map(places.map((a) => [a._id, a])),
    refunded: new Map(back.map((r) => [r.orderId ?? 0, Number(r.amount)])),
  };
}

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
          const money = await moneyOf(db, rows);
          let chunk = '';
          for (const o of rows) {
            const p = o.purchaseId === null ? undefined : money.purchase.get(o.purchaseId);
            const place = p ?? (o.addressId === null ? undefined : money.address.get(o.addressId));
            chunk += csvRow([
              o.purchaseId,
              o._id,
              isoInZone(o.createdAt, STORE_TIME_ZONE),
              stepWords.label[o.step],
              o.userName,
              o.userEmail,
              o.name,
              o.category,
              o.size,
              o.quantity,
              o.price,
              o.price * o.quantity,
              money.refunded.get(o._id) ?? 0,
              p?.total ?? null,
              p?.shipping ?? null,
              p?.discount ?? null,
              // The coupon's part of the discount: both empty when the purchase used none.
              p?.couponCode ?? null,
              p?.couponCode ? p.couponDiscount : null,
              p ? paymentLabel(p.method) : null,
              place?.pincode ?? null,
              place?.state ?? null,
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
