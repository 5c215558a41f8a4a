/**
 * One order as Manage Orders' detail shows it: the order's own copy of what was bought, the shopper's
 * account and the delivery address when they still exist, the purchase it was bought in (its payment
 * method and figures: several items can share one), and the status history (placing the order, then
 * each change with the admin who made it), and its return or exchange if the shopper asked for one.
 */
import { asc, eq } from 'drizzle-orm';
import { ORDER_STATUS_PENDING } from '../../lib/constants';
import { getDb } from '../db/client';
import { addresses, orders, orderStatusHistory, products, purchases, users } from '../db/schema';
import { notFound } from '../errors';
import { addressCopy } from './checkout';
import { orderLineColumns, withLinePicture } from './order-lines';
import { paymentLabel } from './payments';
import { paymentOf } from './gateway/online';
import { returnOfOrder } from './returns';

export async function orderDetail(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      order: orderLineColumns,
      shopper: { _id: users._id, name: users.name, email: users.email, city: users.city },
      address: { _id: addresses._id, ...addressCopy },
      product: { _id: products._id, name: products.name, price: products.price },
      purchase: {
        _id: purchases._id,
        paymentMethod: purchases.paymentMethod,
        paymentStatus: purchases.paymentStatus,
        subtotal: purchases.subtotal,
        shipping: purchases.shipping,
        discount: purchases.discount,
        total: purchases.total,
      },
    })
    .from(orders)
    .leftJoin(users, eq(users._id, orders.userId))
    .leftJoin(addresses, eq(addresses._id, orders.addressId))
    .leftJoin(products, eq(products._id, orders.prodId))
    .leftJoin(purchases, eq(purchases._id, orders.purchaseId))
    .where(eq(orders._id, id));
  if (!row) throw notFound();
  const changes = await db
    .select({
      status: orderStatusHistory.status,
      fromStep: orderStatusHistory.fromStep,
      step: orderStatusHistory.step,
      actor: orderStatusHistory.actor,
      note: orderStatusHistory.note,
      at: orderStatusHistory.createdAt,
      adminId: orderStatusHistory.adminId,
      name: orderStatusHistory.adminName,
      email: orderStatusHistory.adminEmail,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory._id));
  const history = [
    {
      status: ORDER_STATUS_PENDING,
      fromStep: 'placed' as const,
      step: 'placed' as const,
      actor: 'shopper' as const,
      note: null,
      at: row.order.createdAt,
      by: null,
    },
    ...changes.map(({ adminId, name, email, ...c }) => ({ ...c, by: c.actor === 'admin' ? { _id: adminId, name, email } : null })),
  ];
  const purchase = row.purchase && { ...row.purchase, paymentLabel: paymentLabel(row.purchase.paymentMethod) };
  return {
    ...withLinePicture(row.order),
    total: row.order.price * row.order.quantity,
    shopper: row.shopper,
    address: row.address,
    product: row.product,
    purchase,
    history,
    return: await returnOfOrder(db, id),
    payment: row.purchase ? await paymentOf(row.purchase._id) : null,
  };
}
