/**
 * bench:mail: the e-mail sender's throughput to a local SMTP sink (smtp-server, as the tests use): N
 * order-placed messages are queued, then one sender pass (deliverDue) sends them all; the figure is
 * messages per second from the first claim to the last 'sent'. On PGlite in memory by default;
 * BENCH_DB=postgres runs on a scratch database of the server at DATABASE_URL. MAIL_BENCH_MESSAGES sets
 * N (default 2,000). Writes bench/results/mail-<engine>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtp } from '../tests/api/smtp';
import { useScratchDatabase } from './scratch-db';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE: 'pglite' | 'postgres' = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const MESSAGES = Math.max(1, Number(process.env.MAIL_BENCH_MESSAGES) || 2_000);
/** Messages queued per transaction while filling the outbox. */
const QUEUE_BATCH = 100;
const SCRATCH_DATABASE = 'fashion_store_bench_mail';
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const log = (msg: string) => console.log(`[bench:mail] ${msg}`);

// Before the store's modules read the environment.
const scratch = await useScratchDatabase(ENGINE, SCRATCH_DATABASE);
process.env.LOG_LEVEL ??= 'warn';
const sink = await startSmtp();
process.env.SMTP_URL = sink.url;
const { closeDb, getDb } = await import('../src/server/db/client');
const { queueMail } = await import('../src/server/mail/outbox');
const { deliverDue, stopSender } = await import('../src/server/mail/sender');

try {
  const db = await getDb();
  const loadBefore = loadavg().map((n) => round(n, 2));
  const purchase = {
    id: 1,
    items: [
      { name: 'Boxy Tee', size: 'M', quantity: 2, price: 1499 },
      { name: 'Linen Kurta', size: 'L', quantity: 1, price: 2299 },
    ],
    subtotal: 5297,
    shipping: 0,
    discount: 0,
    total: 5297,
    paymentMethod: 'Cash on delivery',
    address: {
      firstName: 'Riya',
      lastName: 'Shah',
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      phone: '9876543210',
      country: 'India',
    },
  };
  const queueStart = performance.now();
  for (let done = 0; done < MESSAGES; done += QUEUE_BATCH) {
    await db.transaction(async (tx) => {
      for (let i = done; i < Math.min(MESSAGES, done + QUEUE_BATCH); i++) {
        await queueMail(tx, { kind: 'order-placed', to: `bench-${i}@example.com`, name: 'Riya Shah', purchase: { ...purchase, id: i + 1 } });
      }
    });
  }
  const queueSeconds = (performance.now() - queueStart) / 1000;
  log(`queued ${MESSAGES} messages in ${round(queueSeconds, 2)} s (${Math.round(MESSAGES / queueSeconds)}/s, rendering included)`);

  const sendStart = performance.now();
  const outcome = await deliverDue();
  const sendSeconds = (performance.now() - sendStart) / 1000;
  const arrived = sink.received.length;
  const unique = new Set(sink.received.map((m) => m.messageId)).size;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    database: ENGINE,
    machine: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg().map((n) => round(n, 2)) },
    messages: MESSAGES,
    queuedPerSecond: Math.round(MESSAGES / queueSeconds),
    sentPerSecond: Math.round(outcome.sent / sendSeconds),
    sendSeconds: round(sendSeconds, 2),
    outcome,
    arrived,
    uniqueMessageIds: unique,
    exact: outcome.sent === MESSAGES && arrived === MESSAGES && unique === MESSAGES,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = `bench/results/mail-${ENGINE}.json`;
  writeFileSync(join(root, file), `${JSON.stringify(result, null, 2)}\n`);
  log(
    `sent ${outcome.sent} in ${result.sendSeconds} s: ${result.sentPerSecond} messages/s to the local sink; arrived ${arrived}, ` +
      `${unique} distinct Message-IDs: ${result.exact ? 'each once' : 'WRONG'}; wrote ${file}`,
  );
  if (!result.exact) process.exitCode = 1;
} finally {
  await stopSender();
  await sink.close();
  await closeDb();
  await scratch.drop();
}
