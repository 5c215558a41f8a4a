/** Shoppers' concerns from the chat widget, read and resolved by admins (docs/product.md §10). */
import { count, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { supportMessages, users } from '../db/schema';
import { notFound } from '../errors';
import { offsetOf } from './paging';

export async function addMessage(userId: number | undefined, message: string) {
  const db = await getDb();
  const [row] = await db
    .insert(supportMessages)
    .values({ userId: userId ?? null, message })
    .returning();
  return row;
}

export async function listMessages(page: number, limit: number) {
  const db = await getDb();
  const [data, [{ total }]] = await Promise.all([
    db
      .select({
        _id: supportMessages._id,
        message: supportMessages.message,
        status: supportMessages.status,
        createdAt: supportMessages.createdAt,
        resolvedAt: supportMessages.resolvedAt,
        userId: supportMessages.userId,
        userName: users.name,
        userEmail: users.email,
      })
      .from(supportMessages)
      .leftJoin(users, eq(users._id, supportMessages.userId))
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages._id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(supportMessages),
  ]);
  return { data, total, page, limit };
}

export async function resolveMessage(id: number) {
  const db = await getDb();
  const [row] = await db.update(supportMessages).set({ status: 'resolved', resolvedAt: new Date() }).where(eq(supportMessages._id, id)).returning();
  if (!row) throw notFound();
  return row;
}
