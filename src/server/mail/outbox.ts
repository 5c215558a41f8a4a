/**
 * Queueing e-mail (docs/features.md "E-mail"): a message is rendered now and inserted into the outbox inside the
 * caller's transaction, so it exists if and only if the change that caused it commits. The sender
 * (sender.ts) delivers it later; nothing here talks to SMTP.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mailSiteUrl, smtpUrl } from '../config';
import { outbox } from '../db/schema';
import type { Db, Tx } from '../db/types';
import type { Mail } from './kinds';
import { render } from './templates';

export type { Mail, MailKind } from './kinds';

/**
 * One plain address and nothing else: no display name, list or line break that could add a recipient
 * or a header. The API's schemas check e-mail addresses already; this is the last guard before SMTP.
 */
const ONE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

/** Whether `address` can be a message's one recipient (queueMail refuses anything else). */
export const isMailable = (address: string | null | undefined): address is string => !!address && ONE_ADDRESS.test(address.trim());

/** What becomes of a message queued now: sent by the sender (SMTP_URL set), or kept in the outbox for the console. */
export const deliveryMode = (): 'queued' | 'kept' => (smtpUrl() ? 'queued' : 'kept');

/** A Message-ID fixed when the message is queued: a message sent twice (after a crash) is one message to the reader's mail program. */
export const newMessageId = (): string => `<${randomUUID()}@${new URL(mailSiteUrl()).hostname}>`;

/**
 * Renders `mail` (subject, HTML, text, a stable Message-ID) and inserts it into the outbox inside the
 * caller's transaction `tx`: the message exists iff the change that caused it commits.
 */
export async function queueMail(tx: Tx | Db, mail: Mail): Promise<void> {
  const recipient = mail.to.trim();
  if (!isMailable(recipient)) throw new Error(`queueMail: not one e-mail address (${mail.kind})`);
  const { subject, html, text } = render(mail);
  await tx.insert(outbox).values({ kind: mail.kind, recipient, subject, html, text, messageId: newMessageId() });
}

/**
 * Removes every message to `address` (any letter case), queued or sent, inside the caller's
 * transaction: an account's deletion (services/users.ts). Removed rather than redacted: a message is
 * its personal data (an order's name, street, PIN and phone; a question asked), a blanked copy tells
 * the console nothing worth keeping, and a queued one must not go out afterwards. The books keep the
 * orders themselves. A message the sender is sending at that moment is delivered (it was
 * read before) and its outcome finds no row to mark.
 */
export async function forgetRecipient(tx: Tx, address: string): Promise<number> {
  const gone = await tx
    .delete(outbox)
    // Off outbox_recipient_idx (drizzle/0026).
    .where(sql`lower(${outbox.recipient}) = ${address.trim().toLowerCase()}`)
    .returning({ id: outbox.id });
  return gone.length;
}
