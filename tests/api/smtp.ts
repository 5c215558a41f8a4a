/**
 * A real SMTP server for the mail tests (smtp-server), on a free port of 127.0.0.1: every message it
 * accepts is parsed with mailparser and kept, in arrival order. `refuse(true)` makes it answer every
 * message with a 550 (the sender must retry, then give up); `hold(true)` keeps new connections waiting
 * for the greeting, as a server that hangs; `holdReplies(true)` keeps a message it has received (and
 * counted) without answering 250, as a server whose reply is lost; `delayReplies(ms)` answers each
 * message only after `ms`, as a slow server, and keeps it only if the client is still there to hear
 * the 250 (a message whose session was cut before is not delivered, as with a real mail server);
 * `trickle(ms)` also waits `ms` before the greeting, MAIL FROM's and RCPT TO's answers, as a server
 * that stalls a send by answering each step just inside the client's socket timeout.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  /** RCPT TO of the SMTP session: who it was really delivered to. */
  envelopeTo: string[];
  messageId: string | undefined;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  parsed: ParsedMail;
}

export interface Sink {
  url: string;
  port: number;
  received: Received[];
  /** Sessions opened, counted at connect (held ones too). */
  connections: () => number;
  refuse: (on: boolean) => void;
  hold: (on: boolean) => void;
  holdReplies: (on: boolean) => void;
  delayReplies: (ms: number) => void;
  trickle: (ms: number) => void;
  /** Waits until at least `n` messages have arrived (or fails after `ms`). */
  waitFor: (n: number, ms?: number) => Promise<Received[]>;
  close: () => Promise<void>;
}

const addressText = (a: ParsedMail['to'] | ParsedMail['from']): string => (Array.isArray(a) ? a.map((x) => x.text).join(', ') : (a?.text ?? ''));

/** `onMessage` hears each message accepted, as it is kept (the browser suite writes them to files). */
export async function startSmtp(port = 0, onMessage?: (m: Received) => void): Promise<Sink> {
  const received: Received[] = [];
  let refusing = false;
  let holding = false;
  let holdingReplies = false;
  let replyDelay = 0;
  let stepDelay = 0;
  const later = (fn: () => void) => (stepDelay > 0 ? setTimeout(fn, stepDelay) : fn());
  const closed = new Set<string>();
  let connections = 0;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A held session would keep close() waiting for its default 30 s.
    closeTimeout: 500,
    // No DNS here: a reverse lookup of 127.0.0.1 can stall the first session for half a minute.
    disableReverseLookup: true,
    // A held session never hears its greeting: the client waits until its own timeout, or is killed.
    onConnect(_session, callback) {
      connections++;
      if (!holding) later(() => callback());
    },
    onMailFrom(_address, _session, callback) {
      later(() => callback());
    },
    onRcptTo(_address, _session, callback) {
      later(() => callback());
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (refusing) {
            const err = Object.assign(new Error('Mailbox unavailable (test refuses)'), { responseCode: 550 });
            return callback(err);
          }
          const message: Received = {
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            messageId: parsed.messageId,
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            parsed,
          };
          const keep = () => {
            received.push(message);
            onMessage?.(message);
            for (const wake of waiting.splice(0)) wake();
          };
          if (replyDelay > 0) {
            setTimeout(() => {
              if (closed.has(session.id)) return;
              keep();
              callback();
            }, replyDelay);
            return;
          }
          keep();
          if (!holdingReplies) callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    connections: () => connections,
    refuse: (on) => {
      refusing = on;
    },
    hold: (on) => {
      holding = on;
    },
    holdReplies: (on) => {
      holdingReplies = on;
    },
    delayReplies: (ms) => {
      replyDelay = ms;
    },
    trickle: (ms) => {
      stepDelay = ms;
      replyDelay = ms;
    },
    async waitFor(n, ms = 10_000) {
      const end = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > end) throw new Error(`expected ${n} messages, ${received.length} arrived in ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
