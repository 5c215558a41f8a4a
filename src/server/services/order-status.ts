/**
 * An admin's change of an order's status, and the stock that follows it: 'Rejected' gives the units
 * back and leaving it takes them again.
 */
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../lib/types';
import { getDb } from '../db/client';
import { admins, orderColumns, orders, orderStatusHistory } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { api } from '../messages';
import { giveBack, takeStock } from './stock';

/**
 * Stock follows the status (README "Sizes and stock"): an order holds its units unless it is
 * 'Rejected'. Setting 'Rejected' puts them back once (the `restocked` mark is set with it); any
 * change out of 'Rejected' takes them again, as a checkout would, and is refused with 409 (nothing
 * changed) when they are no longer there. A change of status is written to the order's history with
 * the admin who made it.
 */
export async function updateStatus(id: number, status: OrderStatus, adminId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select(orderColumns).from(orders).where(eq(orders._id, id)).for('update');
    if (!current) throw notFound();
    const restock = status === 'Rejected' && !current.restocked;
    const retake = status !== 'Rejected' && current.restocked;
    if (restock && current.prodId !== null) await giveBack(tx, current.prodId, current.size, current.quantity);
    if (retake) {
      // A deleted product's units cannot be had again.
      if (current.prodId === null) throw new HttpError(409, api.productGone);
      const short = await takeStock(tx, [{ key: 'order', prodId: current.prodId, size: current.size, quantity: current.quantity }]);
      if (short.order) throw new HttpError(409, short.order);
    }
    const [row] = await tx
      .update(orders)
      .set({ status, restocked: (current.restocked || restock) && !retake })
      .where(eq(orders._id, id))
      .returning(orderColumns);
    if (current.status !== status) {
      // The admin's row exists: requireAdmin checked it for this request.
      const [admin] = await tx.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins._id, adminId));
      await tx.insert(orderStatusHistory).values({ orderId: id, status, adminId, adminName: admin?.name ?? '', adminEmail: admin?.email ?? '' });
    }
    return row;
  });
}
