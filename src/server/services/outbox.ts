/** The console's Outbox: the e-mail the store has queued, newest first, and one message as it will arrive. */
import { count, desc, eq } from 'drizzle-orm';
import { mailFrom, smtpUrl } from '../config';
import { getDb } from '../db/client';
import { outbox } from '../db/schema';
import { notFound } from '../errors';
import { hideLinkTokens } from '../mail/links';
import { offsetOf } from './paging';

const row = {
  id: outbox.id,
  kind: outbox.kind,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

/** A page of messages, newest first (off outbox_created_idx); `sending` says whether a mail server is set. */
export async function listOutbox(page: number, limit: number) {
  const db = await getDb();
  const [data, [{ total }]] = await Promise.all([
    db.select(row).from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(outbox),
  ]);
  return { data, total, page, limit, sending: Boolean(smtpUrl()) };
}

/**
 * One message with its HTML and text, as the recipient's mail program gets them, except a reset link's
 * token: an admin reading the Outbox must not be able to set a shopper's password.
 */
export async function getOutboxMessage(id: number) {
  const db = await getDb();
  const [message] = await db
    .select({ ...row, messageId: outbox.messageId, html: outbox.html, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  if (!message) throw notFound();
  return { ...message, html: hideLinkTokens(message.html), text: hideLinkTokens(message.text), from: mailFrom() };
}
