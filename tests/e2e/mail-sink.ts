/**
 * The browser suite's mail server: the store under test sends over SMTP to a real one (smtp-server,
 * tests/api/smtp.ts) on E2E_SMTP_PORT, started by the global setup, and each message it accepts is
 * written to MAIL_DIR as one JSON file, so a test reads the e-mail a shopper got (a reset link's token
 * is in no other place a test may look: the console's Outbox hides it).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Sink, startSmtp } from '../api/smtp';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
export const E2E_SMTP_PORT = E2E_PORT + 1;
const MAIL_DIR = `.mail-e2e-${E2E_PORT}`;

export interface Arrived {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Starts the mail server with an empty MAIL_DIR; the global setup closes it after the suite. */
export async function startMailSink(): Promise<Sink> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  return startSmtp(E2E_SMTP_PORT, (m) => {
    const arrived: Arrived = { to: m.envelopeTo, subject: m.subject, text: m.text, html: m.html };
    writeFileSync(join(MAIL_DIR, `${String(++n).padStart(6, '0')}.json`), JSON.stringify(arrived));
  });
}

/** The messages that arrived for `to`, oldest first. */
export function mailsTo(to: string): Arrived[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), 'utf8')) as Arrived)
    .filter((m) => m.to.includes(to));
}
