/**
 * Another API server process on the test's database (tests/api/multi/serve.ts), for the tests that need
 * two processes on one PostgreSQL: resolved once it says it is ready, rejected if it exits first or stays
 * silent for 60 s. A server whose port was taken before it could listen is started again on another
 * (when the test did not name the port).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../../bench/ports';

const root = join(import.meta.dirname, '../../..');
const READY_WITHIN_MS = 60_000;
const PORT_TRIES = 3;
/** How serve.ts exits when its port was taken between choosing it and listening on it. */
export const PORT_TAKEN_EXIT = 98;

export class PortTakenError extends Error {}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The API under it: `<origin>/api`. */
  base: string;
  child: ChildProcess;
}

/** `env` adds to the test's own environment (the database, the JWT secret the test signs with…). */
export async function startServerProcess(env: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  if (port !== undefined) return startOn(port, env);
  for (let tries = 1; ; tries++) {
    try {
      return await startOn(await freePort(), env);
    } catch (err) {
      if (!(err instanceof PortTakenError) || tries === PORT_TRIES) throw err;
    }
  }
}

async function startOn(listen: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/multi/serve.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env, PORT: String(listen) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${READY_WITHIN_MS / 1000} s`));
    }, READY_WITHIN_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(code === PORT_TAKEN_EXIT ? new PortTakenError(`port ${listen} was taken`) : new Error(`server exited with ${code}`));
    });
  });
  const origin = `http://127.0.0.1:${listen}`;
  return { origin, base: `${origin}/api`, child };
}

/** SIGTERM to each process still running, answered once each has exited (drained). */
export async function stopServerProcesses(servers: readonly Pick<ServerProcess, 'child'>[]): Promise<void> {
  for (const s of servers) {
    if (s.child.exitCode !== null) continue;
    const exited = new Promise((resolve) => s.child.once('exit', resolve));
    s.child.kill('SIGTERM');
    await exited;
  }
}
