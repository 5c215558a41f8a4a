// WORKERS=N (scripts/start.mjs): N server processes share one port through node:cluster, on PostgreSQL
// only: an embedded database's data folder serves one process. The primary serves nothing itself: it
// starts the workers, says "Store ready" once all are, replaces a worker that dies (unless they keep
// dying), and on SIGTERM/SIGINT has every worker drain (scripts/start.mjs), then exits. The picture
// worker's own process (scripts/picture-process.mjs), one for the whole cluster, starts once every
// worker is ready and is stopped with them.
import cluster from 'node:cluster';

const RESTART_DELAY_MS = 1_000;
/** More deaths than this within the window: something is wrong beyond one worker; exit for the supervisor. */
const MAX_DEATHS = 5;
const DEATH_WINDOW_MS = 60_000;

/** How many processes to run: WORKERS (default 1), and 1 on the embedded database, said once. */
export function workerCount(env = process.env) {
  const asked = Number(env.WORKERS ?? 1);
  const n = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  if (n > 1 && !env.DATABASE_URL) {
    console.warn(`WORKERS=${n}: the embedded database (PGlite) serves one process; running one. Set DATABASE_URL to run several on PostgreSQL.`);
    return 1;
  }
  return n;
}

/**
 * Runs the primary; never resolves (the process exits when its workers are gone). `startCompanion`
 * (the picture worker's supervisor) is called once all are ready; its `stop()` is awaited before the exit.
 */
export function superviseWorkers(n, where, startCompanion) {
  let stopping = false;
  let companion;
  const exitWhenStopped = (code) => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    void Promise.resolve(companion?.stop()).then(() => process.exit(code));
  };
  let ready = 0;
  let db = '';
  const deaths = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (msg) => {
      if (msg?.type !== 'ready') return;
      db = msg.db;
      if (++ready !== n) return;
      console.log(`Store ready on ${where} (database: ${db}, ${n} workers)`);
      if (!stopping) companion = startCompanion?.();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      exitWhenStopped(process.exitCode ?? 0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && now - deaths[0] > DEATH_WINDOW_MS) deaths.shift();
    console.error(`Worker ${worker.process.pid} ended (${signal ?? `code ${code}`})${deaths.length > MAX_DEATHS ? '' : '; starting another'}`);
    if (deaths.length > MAX_DEATHS) {
      console.error(`${deaths.length} workers ended within a minute: stopping the store.`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exitCode = 1;
      exitWhenStopped(1);
      return;
    }
    setTimeout(fork, RESTART_DELAY_MS);
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: every worker drains its requests, then closes its database connections`);
    // Each worker drains on its own (start.mjs); the primary waits for the last one.
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    // The picture worker finishes the photograph under way meanwhile.
    void companion?.stop();
    exitWhenStopped(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < n; i++) fork();
  return new Promise(() => {});
}
