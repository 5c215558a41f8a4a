/**
 * What the Node server (scripts/start.mjs) needs from the bundle, built beside Astro's entry as
 * dist/server/host.mjs (see astro.config.mjs) so both share one copy of every module, one database
 * connection included. The server calls `start()` before it listens, reaches the API through `api`,
 * and on SIGTERM calls `setDraining(true)` then `stop()` (docs/architecture.md, "How a request is answered").
 */
import { app } from './app';
import { seedDemo, seller } from './config';
import { stopListening } from './db/changes';
import { closeDb, handle } from './db/client';
import { analyzeStaleTables, STATISTICS_CHECK_MS } from './db/statistics';
import { log, safeError } from './log';
import { startSender, stopSender } from './mail/sender';
import { refuseGatewayWithoutSiteUrl, refuseSimulatorInProduction } from './services/gateway/config';
import { startSweeper, stopSweeper } from './services/gateway/online';
import { PAYMENT_SWEEP_MS } from '../lib/constants';
import { watchCatalogue } from './pages/cache';
import { startPictureWorker, stopPictureWorker } from './pictures/worker';

export { REQUEST_TIMEOUT_CHECK_MS, REQUEST_TIMEOUT_MS } from './config';
export { preferredEncoding } from './accept-encoding';
export { setDraining } from './lifecycle';
export { cachedPage, sendPage } from './pages/cache';
export { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from './security';
export const api = app;

let upkeep: ReturnType<typeof setInterval> | undefined;

/**
 * Opens the database (running the migrations), seeds the demo catalogue into an empty one when
 * SEED_DEMO says so, and on PGlite starts the statistics upkeep that PostgreSQL's autovacuum does
 * itself (src/server/db/statistics.ts). Answers which database it opened.
 */
export async function start(): Promise<{ db: 'pglite' | 'postgres' }> {
  // A seller an invoice could not name stops the store now, not at the first shipment (config.ts seller()).
  seller();
  refuseSimulatorInProduction();
  refuseGatewayWithoutSiteUrl();
  const { db, kind } = await handle();
  // Cached pages follow every catalogue change from the start, whichever process makes it.
  watchCatalogue();
  if (seedDemo) await (await import('./db/demo/seed')).seedIfEmpty(db);
  if (kind === 'pglite') {
    // Only an optimisation: a failure is logged, never a reason not to serve.
    const analyze = () =>
      analyzeStaleTables(db).catch((err: unknown) => {
        log.warn({ err: safeError(err) }, 'analyze failed');
      });
    await analyze();
    upkeep = setInterval(() => void analyze(), STATISTICS_CHECK_MS);
    upkeep.unref();
  }
  // E-mail queued before a crash goes out now (src/server/mail/sender.ts); without SMTP_URL it is kept.
  await startSender();
  // Picture jobs queued before a crash (or by the seed just now) are made in the background (src/server/pictures/worker.ts).
  await startPictureWorker();
  // Holds past their time released, captures recorded, refunds made (services/gateway/online.ts); only with a gateway.
  startSweeper(PAYMENT_SWEEP_MS);
  return { db: kind };
}

/** Stops the upkeep, the e-mail sender, the picture worker, the catalogue-change listener and the database (after the last request has been answered). */
export async function stop(): Promise<void> {
  clearInterval(upkeep);
  await stopSender();
  await stopPictureWorker();
  await stopSweeper();
  await stopListening();
  await closeDb();
}

/**
 * The picture worker alone, for the process of its own that scripts/picture-worker.mjs runs on
 * PostgreSQL (so sharp's work, at low priority, does not slow the serving processes): opens the
 * database and starts the worker, nothing else.
 */
export async function startPicturesOnly(): Promise<void> {
  await handle();
  await startPictureWorker();
}

/** Lets the job under way finish, then closes the database. */
export async function stopPicturesOnly(): Promise<void> {
  await stopPictureWorker();
  await closeDb();
}
