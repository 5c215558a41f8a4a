/** What the fault tests share: start the built server on its own data folder, and count checks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');

/** `nodeArgs` go before the script (`--expose-gc`, `--import`); `ipc` opens a channel to the server (`child.send`, `child.on('message')`). */
export function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  { nodeArgs = [], ipc = false }: { nodeArgs?: string[]; ipc?: boolean } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every test shopper comes from 127.0.0.1: lift the per-client budgets.
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_SIGNUP: '100000',
      RATE_LIMIT_SUPPORT: '100000',
      ...env,
    },
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Store ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

/** Counts passed and failed checks; `done()` prints the 'N passed, N failed' line and exits with its verdict. */
export function checks() {
  let passed = 0;
  let failed = 0;
  return {
    check(ok: boolean, what: string) {
      if (ok) passed++;
      else {
        failed++;
        console.error(`FAIL: ${what}`);
      }
    },
    done(): never {
      console.info(`${passed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    },
  };
}
