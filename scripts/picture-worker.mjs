// The picture worker in a process of its own (scripts/picture-process.mjs starts it, on PostgreSQL only):
// it serves nothing, it opens the database through the bundle's host module and makes the queued
// pictures. On SIGTERM/SIGINT, or when the server that started it goes away, the job under way
// finishes, then the database is closed.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hostEntry = join(root, process.env.ASTRO_OUT_DIR ?? 'dist', 'server/host.mjs');
if (!existsSync(hostEntry)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// The serving processes were started with the worker off; this process is the one that runs it.
process.env.PICTURE_WORKER = '1';

const host = await import(hostEntry);
await host.startPicturesOnly().catch((err) => {
  console.error(`The picture worker could not open the database: ${err?.message ?? err}`);
  process.exit(1);
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await host.stopPicturesOnly();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
// The server was killed without telling us: a worker left alone would go on after it.
process.once('disconnect', () => void shutdown());
