/**
 * Shoppers' concerns from the chat widget (docs/product.md §10): a shopper's are linked to their
 * account, a guest's carry the e-mail to answer; admins read, reply and resolve, and a signed-in
 * shopper reads the replies in the chat widget.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { SUPPORT_MINE_LIMIT } from '../config';
import { getDb } from '../db/client';
import { supportMessages, users } from '../db/schema';
import { notFound } from '../errors';
import { deliveryMode, isMailable, queueMail } from '../mail/outbox';
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

/** A shopper's replies not yet seen in the chat: the chat button's badge (one count off support_unread_idx). */
export async function unreadCount(userId: number): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.userId, userId), isNotNull(supportMessages.reply), isNull(supportMessages.replySeenAt)));
  return n;
}

/**
 * Marks the replies of `ids` seen (the shopper opened the chat with them in it) and answers how many
 * are still unread. Every id must be one of the shopper's own concerns: otherwise 404 and nothing is
 * marked.
 */
export async function markSeen(userId: number, ids: number[]): Promise<number> {
  const db = await getDb();
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ _id: supportMessages._id })
      .from(supportMessages)
      .where(and(eq(supportMessages.userId, userId), inArray(supportMessages._id, wanted)));
    if (own.length !== wanted.length) throw notFound();
    await tx
      .update(supportMessages)
      .set({ replySeenAt: new Date() })
      .where(
        and(eq(supportMessages.userId, userId), inArray(supportMessages._id, wanted), isNotNull(supportMessages.reply), isNull(supportMessages.replySeenAt)),
      );
  });
  return unreadCount(userId);
}

/**
 * Saves an admin's answer (a second reply replaces the first, unread again); the concern stays open until
 * resolved. The support-reply e-mail goes in the same transaction, to the shopper's account address or
 * the guest's (none when the account is gone); `mail` says where to, and whether it will be sent or kept.
 */
export async function replyTo(id: number, adminId: number, reply: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportMessages)
      .set({ reply, repliedAt: new Date(), repliedBy: adminId, replySeenAt: null })
      .where(and(eq(supportMessages._id, id)))
      .returning();
    if (!row) throw notFound();
    const [shopper] = row.userId === null ? [] : await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users._id, row.userId));
    const to = shopper?.email ?? row.email;
    if (!isMailable(to)) return { row, mail: undefined };
    await queueMail(tx, { kind: 'support-reply', to, name: shopper?.name, question: row.message, reply });
    return { row, mail: { to, mode: deliveryMode() } };
  });
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
        replySeenAt: supportMessages.replySeenAt,
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
