/**
 * Fault test (docs/features.md "E-mail"): SIGKILL the server after a message is committed to the outbox and
 * while its send is under way, restart it on the same data folder, and check that the message arrives
 * (once; or twice with the same Message-ID when the server had received it but its answer was lost).
 * The SMTP server is real (tests/api/smtp.ts) and is what keeps the first attempt from completing: it
 * holds the connection before its greeting, or holds its answer after the message. No hook in the
 * store. Run: `npm run test:faults` (after a build). Ends with a 'N passed, N failed' line.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../bench/ports';
import { startSmtp } from '../api/smtp';
import { checks, root, startServer } from './server';

const DATA = join(root, '.data-faults-mail');
const { check, done } = checks();
const sink = await startSmtp();
const port = await freePort();
const start = (): Promise<ChildProcess> => startServer(port, DATA, { SMTP_URL: sink.url, SITE_URL: 'https://shop.example.in' });

async function until(what: string, ok: () => boolean, ms = 20_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) {
      console.error(`gave up waiting: ${what}`);
      return false;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

async function signUp(email: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Fault Mail', email, password: 'Crash-test-1', city: 'Pune' }),
  });
  return res.status;
}

async function kill(server: ChildProcess): Promise<void> {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await exited;
}

const to = (m: { envelopeTo: string[] }, email: string) => m.envelopeTo.includes(email);

rmSync(DATA, { recursive: true, force: true });
let server = await start();

// 1. Killed while the SMTP server has not even greeted: nothing was sent; after the restart, one copy.
{
  const email = `held-${Date.now()}@example.com`;
  sink.hold(true);
  const before = sink.connections();
  check((await signUp(email)) === 201, 'sign-up committed (its welcome e-mail is in the outbox)');
  check(await until('the sender to connect', () => sink.connections() > before), 'the sender started sending');
  await kill(server);
  check(sink.received.filter((m) => to(m, email)).length === 0, 'nothing arrived before the kill');
  sink.hold(false);
  server = await start();
  check(await until('the welcome e-mail after the restart', () => sink.received.some((m) => to(m, email))), 'the message is delivered after the restart');
  await new Promise((r) => setTimeout(r, 2_000));
  check(sink.received.filter((m) => to(m, email)).length === 1, 'exactly one copy arrived');
}

// 2. Killed after the SMTP server has the message but before the sender heard its 250: the restart
// sends it again, and both copies carry the one Message-ID fixed when it was queued.
{
  const email = `unanswered-${Date.now()}@example.com`;
  sink.holdReplies(true);
  check((await signUp(email)) === 201, 'second sign-up committed');
  check(await until('the message to reach the SMTP server', () => sink.received.some((m) => to(m, email))), 'the SMTP server received it');
  await kill(server);
  sink.holdReplies(false);
  server = await start();
  check(await until('the second copy after the restart', () => sink.received.filter((m) => to(m, email)).length >= 2), 'it is sent again after the restart');
  await new Promise((r) => setTimeout(r, 2_000));
  const copies = sink.received.filter((m) => to(m, email));
  check(copies.length === 2, `two copies, not more (${copies.length})`);
  check(new Set(copies.map((m) => m.messageId)).size === 1 && Boolean(copies[0]?.messageId), 'both copies carry the same Message-ID');
}

const stopped = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
check((await stopped) === 0, 'SIGTERM stops the server (and its sender) cleanly');
await sink.close();
rmSync(DATA, { recursive: true, force: true });
done();
