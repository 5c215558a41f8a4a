// Serves the built store (dist/) on one port. It opens the database at once, so migrations and the
// demo seed run at start-up, and on SIGTERM/SIGINT it drains: in-flight requests finish, new ones get
// 503, then the database is closed cleanly (an embedded database left open needs crash recovery).
import { existsSync } from 'node:fs';
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheControl, contentSecurityPolicy, precompressedIndex, SECURITY_HEADERS, servePrecompressed } from './static-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const entry = join(outDir, 'server/entry.mjs');
if (!existsSync(entry)) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}
if (process.env.NODE_ENV === 'production' && !process.env.JWT_SECRET) {
  console.error('JWT_SECRET must be set when NODE_ENV=production: the server will not sign tokens with a made-up secret.');
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const DRAIN_MS = Number(process.env.DRAIN_TIMEOUT_MS ?? 10_000);
const DRAIN_GRACE_MS = 300;
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const { handler } = await import(entry);
// Set by src/server/lifecycle.ts inside the bundle.
const lifecycle = () => globalThis[Symbol.for('fashion-store.lifecycle')];

const precompressed = precompressedIndex(join(outDir, 'client'));
const headers = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(join(outDir, 'client')) };
let draining = false;
/** Set once the API module has loaded (the health check below loads it through Astro). */
let apiListener;
let inflight = 0;
const server = http.createServer((req, res) => {
  inflight++;
  res.once('close', () => { inflight--; });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (draining) {
    res.writeHead(503, { 'content-type': 'application/json', connection: 'close', 'retry-after': '5' });
    res.end(JSON.stringify({ msg: 'The store is restarting. Please try again in a moment.' }));
    return;
  }
  if (apiListener && req.url?.startsWith('/api/')) return apiListener(req, res);
  if (servePrecompressed(precompressed, req, res)) return;
  if (!req.url?.startsWith('/api/')) res.setHeader('Cache-Control', cacheControl(new URL(req.url ?? '/', 'http://x').pathname));
  handler(req, res);
});
server.keepAliveTimeout = 5_000;
server.listen(port, host);
await new Promise((resolve, reject) => { server.once('listening', resolve); server.once('error', reject); });

const res = await fetch(`http://${host}:${port}/api/health`).catch(() => undefined);
const health = res?.ok ? await res.json() : { db: 'unavailable' };
const api = lifecycle()?.api;
if (api) apiListener = getRequestListener((request) => api.fetch(request));
console.log(`Store ready on http://${host === '127.0.0.1' ? 'localhost' : host}:${port} (database: ${health.db})`);

async function shutdown(signal) {
  if (draining) return;
  draining = true;
  lifecycle()?.setDraining(true);
  console.log(`${signal}: draining requests, then closing the database`);
  // Keep listening a moment: requests already sent on open connections are answered (a 503 with
  // `Connection: close` for new ones) instead of being reset; then stop accepting and wait for the rest.
  const started = Date.now();
  while ((inflight > 0 || Date.now() - started < DRAIN_GRACE_MS) && Date.now() - started < DRAIN_MS) {
    await new Promise((r) => setTimeout(r, 25));
  }
  const timer = setTimeout(() => server.closeAllConnections(), Math.max(0, DRAIN_MS - (Date.now() - started)));
  await new Promise((resolve) => server.close(resolve));
  clearTimeout(timer);
  await lifecycle()?.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
