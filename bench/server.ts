/** The built store as a child process for a benchmark: started on its own port, healthy before use, stopped with SIGTERM. */
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerStart {
  root: string;
  port: number;
  /** The server's output goes to this file (named in the error when the server dies). */
  logFile: string;
  /** What the benchmark adds to the environment: the build folder, the database, limits. */
  env: Record<string, string>;
  healthyWithinMs: number;
}

export async function startServer({ root, port, logFile, env, healthyWithinMs }: ServerStart): Promise<ChildProcess> {
  const out = openSync(logFile, 'w');
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  const deadline = Date.now() + healthyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: see ${logFile}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not become healthy within ${healthyWithinMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not drained within 20 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timeout);
}

/**
 * Waits until every product (of the first 100) shows a picture: the demo drawings go through the picture
 * pipeline after start, and a measurement taken meanwhile would share the machine with sharp.
 */
export async function demoPicturesReady(base: string): Promise<void> {
  for (;;) {
    const list = (await (await fetch(`${base}/api/products?limit=100`)).json()) as { data: { pictures: unknown[] }[] };
    if (list.data.every((p) => p.pictures.length > 0)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
