/**
 * Shoppers' concerns from the chat widget (docs/product.md §10): a shopper's are linked to their
 * account, a guest's carry the e-mail to answer; admins read, reply and resolve, and a signed-in
 * shopper reads the replies in the chat widget.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { SUPPORT_MINE_LIMIT } from '../config';
import { getDb } from '../db/client';
import { supportMessages, users } from '../db/schema';
import { notFound } from '../errors';
import { offsetOf } from './paging';

export async function addMessage(userId: number | undefined, message: string, email?: string) {
  const db = await getDb();
  const [row] = await db
    .insert(supportMessages)
    .values({ userId: userId ?? null, message, email: userId === undefined ? (email ?? null) : null })
    .returning();
  return row;
}

/** A shopper's own concerns with the replies, newest first (the chat widget's history). */
export async function listMine(userId: number) {
  const db = await getDb();
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages._id))
    .limit(SUPPORT_MINE_LIMIT);
}

/** Saves an admin's answer (a second reply replaces the first); the concern stays open until resolved. */
export async function replyTo(id: number, adminId: number, reply: string) {
  const db = await getDb();
  const [row] = await db
    .update(supportMessages)
    .set({ reply, repliedAt: new Date(), repliedBy: adminId })
    .where(and(eq(supportMessages._id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function listMessages(page: number, limit: number) {
  const db = await getDb();
  const [data, [{ total }]] = await Promise.all([
    db
      .select({
        _id: supportMessages._id,
        message: supportMessages.message,
        email: supportMessages.email,
        status: supportMessages.status,
        createdAt: supportMessages.createdAt,
        resolvedAt: supportMessages.resolvedAt,
        reply: supportMessages.reply,
        repliedAt: supportMessages.repliedAt,
        repliedBy: supportMessages.repliedBy,
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
