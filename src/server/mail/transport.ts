/** The SMTP connection the sender uses: nodemailer from SMTP_URL, with timeouts that fit inside a claim's lease. */
import nodemailer from 'nodemailer';
import { MAIL_SMTP_CONNECTIONS, MAIL_SMTP_TIMEOUT_MS } from '../config';

export type Transport = ReturnType<typeof createTransport>;

/**
 * A pooled transport (one SMTP session carries many messages) for `url` (`smtp://user:pass@host:587`,
 * `smtps://…:465`). No step may wait on the server longer than MAIL_SMTP_TIMEOUT_MS (nodemailer's
 * socket default is ten minutes), so a silent server cannot hold a message past its lease.
 */
export function createTransport(url: string) {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: MAIL_SMTP_CONNECTIONS,
    connectionTimeout: MAIL_SMTP_TIMEOUT_MS,
    greetingTimeout: MAIL_SMTP_TIMEOUT_MS,
    socketTimeout: MAIL_SMTP_TIMEOUT_MS,
    dnsTimeout: MAIL_SMTP_TIMEOUT_MS,
  });
}
