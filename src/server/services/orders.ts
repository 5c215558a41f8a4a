/**
 * Orders: placing one item, the atomic checkout of the whole cart, the shopper's list, the admin's
 * status changes and category figures (Manage Orders' list is in order-list.ts). Prices and names
 * are copied from the product row; the units are taken from the size's stock in the same
 * transaction, and 'Rejected' gives them back once.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { api } from '../messages';
import type { OrderStatus } from '../../lib/types';
import { getDb } from '../db/client';
import type { Tx } from '../db/types';
import { addresses, admins, cartItems, checkouts, orderColumns, orders, orderStatusHistory, products, users } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { offsetOf } from './paging';
import { listCategories } from './products';
import { giveBack, pickSize, sizesOf, takeStock } from './stock';

async function buyer(tx: Tx, userId: number, addressId: number) {
  const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users._id, userId));
  if (!user) throw notFound();
  const [address] = await tx
    .select({ _id: addresses._id })
    .from(addresses)
    .where(and(eq(addresses._id, addressId), eq(addresses.userId, userId)));
  if (!address) throw notFound(api.addressNotFound);
  return user;
}

/** POST /order/add: one product; when the body names a cart line, that line goes in the same transaction. */
export async function addOrder(userId: number, input: { _id?: number; prodId: number; quantity: number; size?: string; addressId: number }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const user = await buyer(tx, userId, input.addressId);
    const [product] = await tx.select().from(products).where(eq(products._id, input.prodId));
    if (!product) throw notFound(api.productNotFound);
    let quantity = input.quantity;
    let size: string;
    if (input._id !== undefined) {
      const [line] = await tx
        .delete(cartItems)
        .where(and(eq(cartItems._id, input._id), eq(cartItems.userId, userId), eq(cartItems.prodId, input.prodId)))
        .returning({ quantity: cartItems.quantity, size: cartItems.size });
      if (!line) throw notFound();
      quantity = line.quantity;
      size = line.size;
    } else {
      size = pickSize(await sizesOf(tx, product._id), input.size).size;
    }
    const short = await takeStock(tx, [{ key: 'line', prodId: product._id, size, quantity }]);
    if (short.line) throw new HttpError(409, short.line);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        prodId: product._id,
        addressId: input.addressId,
        userName: user.name,
        userEmail: user.email,
        name: product.name,
        image: product.images[0] ?? '',
        category: product.category,
        size,
        quantity,
        price: product.price,
      })
      .returning(orderColumns);
    return order;
  });
}

/**
 * POST /order/checkout: the whole cart becomes orders in one transaction. The Idempotency-Key row is
 * claimed first, so a retry (or a concurrent twin) waits for the first and returns its orders; and the
 * cart lines are deleted with RETURNING, so two checkouts of one cart cannot both take them.
 */
export async function checkout(userId: number, key: string, addressId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(checkouts).values({ userId, key }).onConflictDoNothing().returning({ key: checkouts.key });
    if (claimed.length === 0) {
      const [done] = await tx
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.key, key)));
      const data = done.orderIds.length ? await tx.select(orderColumns).from(orders).where(inArray(orders._id, done.orderIds)).orderBy(asc(orders._id)) : [];
      return { data, replayed: true };
    }
    const user = await buyer(tx, userId, addressId);
    const lines = await tx
      .delete(cartItems)
      .where(eq(cartItems.userId, userId))
      .returning({ _id: cartItems._id, prodId: cartItems.prodId, size: cartItems.size, quantity: cartItems.quantity, createdAt: cartItems.createdAt });
    if (lines.length === 0) throw new HttpError(400, api.cartEmpty);
    // Any line short: the whole checkout is refused, keyed by cart line, and the throw undoes the
    // transaction: cart, stock and the Idempotency-Key claim are as they were.
    const short = await takeStock(
      tx,
      lines.map((l) => ({ key: String(l._id), prodId: l.prodId, size: l.size, quantity: l.quantity })),
    );
    if (Object.keys(short).length) throw new HttpError(409, api.checkoutShort, short);
    lines.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const rows = await tx
      .select()
      .from(products)
      .where(
        inArray(
          products._id,
          lines.map((l) => l.prodId),
        ),
      );
    const byId = new Map(rows.map((p) => [p._id, p]));
    const data = await tx
      .insert(orders)
      .values(
        lines.map((l) => {
          const p = byId.get(l.prodId)!; // the cart line's foreign key keeps the product
          return {
            userId,
            prodId: p._id,
            addressId,
            userName: user.name,
            userEmail: user.email,
            name: p.name,
            image: p.images[0] ?? '',
            category: p.category,
            size: l.size,
            quantity: l.quantity,
            price: p.price,
          };
        }),
      )
      .returning(orderColumns);
    await tx
      .update(checkouts)
      .set({ orderIds: data.map((o) => o._id) })
      .where(and(eq(checkouts.userId, userId), eq(checkouts.key, key)));
    return { data, replayed: false };
  });
}

export async function listOrders(userId: number, page: number, limit: number) {
  const db = await getDb();
  const where = eq(orders.userId, userId);
  const [data, [{ total }]] = await Promise.all([
    db.select(orderColumns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders._id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { data, total, page, limit };
}

/**
 * 'Rejected' puts the quantity back in stock exactly once: the `restocked` mark is set with it. A
 * change of status is written to the order's history with the admin who made it.
 */
export async function updateStatus(id: number, status: OrderStatus, adminId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select(orderColumns).from(orders).where(eq(orders._id, id)).for('update');
    if (!current) throw notFound();
    const restock = status === 'Rejected' && !current.restocked;
    if (restock && current.prodId !== null) await giveBack(tx, current.prodId, current.size, current.quantity);
    const [row] = await tx
      .update(orders)
      .set({ status, restocked: current.restocked || restock })
      .where(eq(orders._id, id))
      .returning(orderColumns);
    if (current.status !== status) {
      // The admin's row exists: requireAdmin checked it for this request.
      const [admin] = await tx.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins._id, adminId));
      await tx.insert(orderStatusHistory).values({ orderId: id, status, adminId, adminName: admin?.name ?? '', adminEmail: admin?.email ?? '' });
    }
    return row!;
  });
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
