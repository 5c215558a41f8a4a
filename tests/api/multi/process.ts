/**
 * Another API server process on the test's database (tests/api/multi/serve.ts), for the tests that need
 * two processes on one PostgreSQL: resolved once it says it is ready, rejected if it exits first or stays
 * silent for 60 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../../bench/ports';

const root = join(import.meta.dirname, '../../..');
const READY_WITHIN_MS = 60_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The API under it: `<origin>/api`. */
  base: string;
  child: ChildProcess;
}

/** `env` adds to the test's own environment (the database, the JWT secret the test signs with…). */
export async function startServerProcess(env: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/multi/serve.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env, PORT: String(listen) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${READY_WITHIN_MS / 1000} s`)), READY_WITHIN_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${listen}`;
  return { origin, base: `${origin}/api`, child };
}

/** SIGTERM to each process still running, answered once each has exited (drained). */
export async function stopServerProcesses(servers: readonly ServerProcess[]): Promise<void> {
  for (const s of servers) {
    if (s.child.exitCode !== null) continue;
    const exited = new Promise((resolve) => s.child.once('exit', resolve));
    s.child.kill('SIGTERM');
    await exited;
  }
}
