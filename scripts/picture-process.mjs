// The picture worker's own process (docs/features.md "Photographs"): on PostgreSQL the store runs the worker in
// one child process at the lowest priority (nice 19), whatever WORKERS says, so that sharp's seconds of
// CPU per photograph go to whatever the serving processes leave over instead of competing with them.
// On PGlite it stays in the serving process: an embedded database's data folder serves one process.
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'picture-worker.mjs');
const LOWEST_PRIORITY = 19;
const RESTART_DELAY_MS = 1_000;
/** More deaths than this within the window: wait the window out before the next start, rather than spin. */
const MAX_DEATHS = 5;
const DEATH_WINDOW_MS = 60_000;

/**
 * Whether this store runs its picture worker apart: on PostgreSQL unless PICTURE_WORKER=0. When it
 * does, the serving processes (this one and any cluster workers, which inherit the environment) get
 * PICTURE_WORKER=0.
 */
export function picturesApart(env = process.env) {
  if (!env.DATABASE_URL || env.PICTURE_WORKER === '0') return false;
  env.PICTURE_WORKER = '0';
  return true;
}

/** Starts the worker's process and starts it again when it dies; `stop()` drains it and resolves when it has exited. */
export function supervisePictureWorker() {
  let child;
  let stopping = false;
  let restart;
  const deaths = [];

  const start = () => {
    child = fork(script, [], { env: { ...process.env, PICTURE_WORKER: '1' }, stdio: 'inherit' });
    try {
      setPriority(child.pid, LOWEST_PRIORITY);
    } catch (err) {
      // Only an optimisation: the worker still works at normal priority.
      console.warn(`The picture worker's priority could not be lowered: ${err?.message ?? err}`);
    }
    const mine = child;
    mine.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      deaths.push(now);
      while (deaths.length && now - deaths[0] > DEATH_WINDOW_MS) deaths.shift();
      const wait = deaths.length > MAX_DEATHS ? DEATH_WINDOW_MS : RESTART_DELAY_MS;
      console.error(`Picture worker ${mine.pid} ended (${signal ?? `code ${code}`}); starting another in ${wait / 1000} s`);
      restart = setTimeout(start, wait);
    });
  };
  start();

  return {
    stop() {
      stopping = true;
      clearTimeout(restart);
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
