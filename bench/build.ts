/** Builds the store into its own folder for a benchmark, so parallel builds (tests, other benchmarks) keep apart. */
import { spawnSync } from 'node:child_process';

export function buildInto(root: string, outDir: string): void {
  const res = spawnSync('npx', ['astro', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (res.status !== 0) {
    console.error(res.stdout.slice(-4000), res.stderr.slice(-4000));
    throw new Error('astro build failed');
  }
}
