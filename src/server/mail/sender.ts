/**
 * The sender (docs/features.md "E-mail"): claims due messages of the outbox, sends each with its stored
 * Message-ID, and records the outcome. A claim is one statement (`FOR UPDATE SKIP LOCKED`, so several
 * processes on one PostgreSQL never claim the same message) that moves the message's next attempt a
 * lease ahead: no transaction is held while SMTP talks, and a sender that dies mid-send leaves the
 * message due again when the lease ends (on PGlite, one process, at once on the next start). A message
 * sent but not yet marked when the process died goes out again with the same Message-ID.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  MAIL_BATCH_SIZE,
  MAIL_CLAIM_LEASE_MS,
  MAIL_GIVE_UP_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_POLL_MS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_MAX_MS,
  MAIL_SEND_TIMEOUT_MS,
  MAIL_SMTP_CONNECTIONS,
  mailFrom,
  smtpUrl,
} from '../config';
import { getDb, handle } from '../db/client';
import { afterMs } from '../db/lease';
import { outbox } from '../db/schema';
import type { Db } from '../db/types';
import { log, safeError } from '../log';
import { createTransport, type Transport } from './transport';

/** How long the next attempt waits after `attempts` failed ones: doubling from the base, capped. */
export const retryDelayMs = (attempts: number): number => Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

let transport: { url: string; mailer: Transport } | undefined;
/** The transport for SMTP_URL as it is now (a test may point it at its own server), made once per address. */
function transportFor(url: string): Transport {
  if (transport?.url !== url) {
    transport?.mailer.close();
    transport = { url, mailer: createTransport(url) };
  }
  return transport.mailer;
}

/** Claims up to `limit` due messages for this sender; each counts an attempt from now. */
async function claim(db: Db, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: afterMs(MAIL_CLAIM_LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      html: outbox.html,
      text: outbox.text,
      messageId: outbox.messageId,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
    });
}
type Claimed = Awaited<ReturnType<typeof claim>>[number];

/**
 * Whether the mail server refused this message itself: a 5xx answer to its sender, recipient or
 * content (nodemailer's EENVELOPE or EMESSAGE). Tried again only MAIL_MAX_ATTEMPTS times. No
 * connection, a timeout, a 4xx ("try again later") or a refusal of the store itself (sign-in, a
 * blocked host: a provider's fault an operator mends) is retried until MAIL_GIVE_UP_MS after it was
 * queued.
 */
const refused = (err: unknown): boolean => {
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
};

async function sendOne(db: Db, mailer: Transport, m: Claimed): Promise<'sent' | 'retry' | 'failed'> {
  try {
    await mailer.sendMail({
      from: mailFrom(),
      // An address object: nodemailer does not parse it, so it can only ever be this one recipient.
      to: { name: '', address: m.recipient },
      subject: m.subject,
      html: m.html,
      text: m.text,
      messageId: m.messageId,
      date: m.createdAt,
      // Past it the pool closes the one connection carrying this message: the send ends then, well
      // inside its lease, instead of going on beside its retry (nodemailer fails it with EABORT).
      signal: AbortSignal.timeout(MAIL_SEND_TIMEOUT_MS),
    });
  } catch (err) {
    const lastError = safeError(err).message;
    const last = refused(err) ? m.attempts >= MAIL_MAX_ATTEMPTS : Date.now() - m.createdAt.getTime() >= MAIL_GIVE_UP_MS;
    await db
      .update(outbox)
      .set(last ? { status: 'failed', lastError } : { lastError, nextAttemptAt: afterMs(retryDelayMs(m.attempts)) })
      .where(and(eq(outbox.id, m.id), eq(outbox.status, 'queued')));
    log.warn({ outboxId: m.id, attempts: m.attempts, err: lastError }, last ? 'e-mail failed for good' : 'e-mail will be retried');
    return last ? 'failed' : 'retry';
  }
  await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(outbox.id, m.id));
  return 'sent';
}

/**
 * Sends a claim's messages, MAIL_SMTP_CONNECTIONS at a time and each connection's one after another,
 * so a message's deadline counts its own exchange with the server, never a wait in the pool's queue.
 */
async function sendClaim(db: Db, mailer: Transport, batch: Claimed[], done: Delivery): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < batch.length) done[await sendOne(db, mailer, batch[next++])]++;
  };
  await Promise.all(Array.from({ length: Math.min(MAIL_SMTP_CONNECTIONS, batch.length) }, lane));
}

export interface Delivery {
  sent: number;
  retry: number;
  failed: number;
}

let stopping = false;

/**
 * One pass of the sender: claims and sends due messages, a batch at a time, until none is due (or the
 * server stops). Without SMTP_URL it sends nothing: the messages are kept for the console's Outbox.
 * Tests call it directly, on the process's database or on a handle of their own (a second pool).
 */
export async function deliverDue(on?: Db): Promise<Delivery> {
  const done: Delivery = { sent: 0, retry: 0, failed: 0 };
  const url = smtpUrl();
  if (!url) return done;
  const db = on ?? (await getDb());
  const mailer = transportFor(url);
  while (!stopping) {
    const batch = await claim(db, MAIL_BATCH_SIZE);
    if (batch.length === 0) break;
    await sendClaim(db, mailer, batch, done);
  }
  return done;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let pass: Promise<unknown> | undefined;

function schedule(): void {
  timer = setTimeout(() => {
    pass = deliverDue()
      .catch((err: unknown) => log.warn({ err: safeError(err) }, 'e-mail pass failed'))
      .finally(() => {
        pass = undefined;
        if (!stopping) schedule();
      });
  }, MAIL_POLL_MS);
  timer.unref();
}

/**
 * Starts the sender with the server (src/server/host.ts). On PGlite this is the only process on the
 * data folder, so any claim still running is from a process that died: those messages are due now
 * (a message waiting for its retry is tried at once too: a claim and a wait look alike, and an early
 * retry costs one attempt). Without SMTP_URL nothing is started and the messages are kept.
 */
export async function startSender(): Promise<void> {
  stopping = false;
  if (!smtpUrl()) {
    log.info('SMTP_URL is not set: e-mail is kept in the outbox (the console shows it) and not sent');
    return;
  }
  const { db, kind } = await handle();
  if (kind === 'pglite') await releaseClaims(db);
  schedule();
}

/** Makes every claimed message due now (their sender is gone). */
async function releaseClaims(db: Db): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.status, 'queued'), gt(outbox.attempts, 0), gt(outbox.nextAttemptAt, sql`now()`)));
}

/** Stops polling, lets a send under way finish (each is bounded by MAIL_SEND_TIMEOUT_MS) and closes the SMTP connections. */
export async function stopSender(): Promise<void> {
  stopping = true;
  clearTimeout(timer);
  await pass;
  transport?.mailer.close();
  transport = undefined;
}
