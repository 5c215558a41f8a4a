// Serves the built store (dist/) on one port. Before listening it opens the database through the
// bundle's host module (migrations, the demo seed, PGlite's statistics upkeep), and on SIGTERM/SIGINT
// it drains: in-flight requests finish, new ones get 503, then the database is closed cleanly (an
// embedded database left open needs crash recovery).
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseWorkers, workerCount } from './cluster.mjs';
import { picturesApart, supervisePictureWorker } from './picture-process.mjs';
import { builtFiles, cacheControl, inlineScriptHashes, precompressedIndex, requestPath, servePrecompressed } from './static-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const entry = join(outDir, 'server/entry.mjs');
const hostEntry = join(outDir, 'server/host.mjs');
if (!existsSync(entry) || !existsSync(hostEntry)) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}
if (process.env.NODE_ENV === 'production' && !process.env.JWT_SECRET) {
  console.error('JWT_SECRET must be set when NODE_ENV=production: the server will not sign tokens with a made-up secret.');
  process.exit(1);
}
const hostname = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const DRAIN_MS = Number(process.env.DRAIN_TIMEOUT_MS ?? 10_000);
const DRAIN_GRACE_MS = 300;
// How long a connection closed after an answer still reads (and drops) what the client sends: see lingeringClose.
const CLOSE_LINGER_MS = 2_000;
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const where = `http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}`;

// On PostgreSQL the picture worker runs in one low-priority process of its own (scripts/picture-process.mjs),
// started once the store is ready; the serving processes run with PICTURE_WORKER=0. On PGlite it stays here.
const apart = cluster.isPrimary && picturesApart();
// WORKERS=N on PostgreSQL: this process becomes the primary of N workers that run the rest of this file.
if (cluster.isPrimary) {
  const workers = workerCount();
  if (workers > 1) await superviseWorkers(workers, where, apart ? supervisePictureWorker : undefined);
}

// Astro's pages and the API's host module (src/server/host.ts) share the bundle's chunks: one copy of
// every module, one database connection.
const { handler } = await import(entry);
const host = await import(hostEntry);

const precompressed = precompressedIndex(join(outDir, 'client'));
const files = builtFiles(join(outDir, 'client'));
// Set on every response before anything else answers it (src/server/security.ts).
const headers = {
  ...host.SECURITY_HEADERS,
  'Content-Security-Policy': host.contentSecurityPolicy(inlineScriptHashes(join(outDir, 'client'), host.inlineScriptHashes)),
};
let draining = false;
// The node server's bindings carry the socket: the API reads the client's address from them.
const apiListener = getRequestListener((request, env) => host.api.fetch(request, env));
let inflight = 0;
/** One line of JSON on stderr, like the API's own logs. */
const logError = (what, req, err) =>
  console.error(
    JSON.stringify({
      level: 50,
      time: Date.now(),
      msg: what,
      method: req.method,
      url: String(req.url).slice(0, 200),
      err: { name: err?.name, message: String(err?.message ?? err).slice(0, 500) },
    }),
  );

function answer(res, status, msg) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ msg }));
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function route(req, res) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (draining) {
    res.writeHead(503, { 'content-type': 'application/json', connection: 'close', 'retry-after': '5' });
    res.end(JSON.stringify({ msg: 'The store is restarting. Please try again in a moment.' }));
    return undefined;
  }
  // fetch's Request (which Astro and Hono build) throws on TRACE, CONNECT and the like.
  if (!METHODS.has(req.method)) {
    res.setHeader('Allow', [...METHODS].join(', '));
    return answer(res, 405, 'Method not allowed');
  }
  const path = requestPath(req.url);
  if (!path) return answer(res, 400, 'Bad request: the address is not valid.');
  req.url = path.target;
  if (path.pathname.startsWith('/api/')) return apiListener(req, res);
  if (servePrecompressed(precompressed, req, res, path, host.preferredEncoding)) return undefined;
  // Pages rendered on request and kept (src/server/pages/cache.ts): answered without Astro or the database.
  const page = host.cachedPage(req.method, path.target, req.headers);
  if (page) return host.sendPage(page, req, res);
  res.setHeader('Cache-Control', cacheControl(path.pathname, files.has(path.decoded), path.search));
  // The uncompressed copy of a file that has compressed ones: chosen by Accept-Encoding too.
  if (precompressed.has(path.decoded)) res.setHeader('Vary', 'Accept-Encoding');
  return handler(req, res);
}

// Every request is answered, whatever it holds: a throw (or a rejected promise) anywhere behind this
// line answers 500 and is logged, and the process keeps serving everyone else.
// Slow requests (src/server/config.ts): headers and body within REQUEST_TIMEOUT_MS, else 408.
const timeouts = {
  requestTimeout: host.REQUEST_TIMEOUT_MS,
  headersTimeout: host.REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: host.REQUEST_TIMEOUT_CHECK_MS,
};
const server = http.createServer(timeouts, (req, res) => {
  inflight++;
  res.once('close', () => {
    inflight--;
  });
  const fail = (err) => {
    logError('request failed', req, err);
    answer(res, 500, 'Something went wrong on our side');
  };
  try {
    const pending = route(req, res);
    if (pending && typeof pending.catch === 'function') pending.catch(fail);
  } catch (err) {
    fail(err);
  }
});
server.keepAliveTimeout = 5_000;
/**
 * An answer with `Connection: close` sent before the request's body has all arrived (a 413 for a body
 * over the limit): Node closes the socket at once, and a socket closed with unread bytes is reset, which
 * can drop the answer before the client has read it. Instead the server stops sending and keeps reading
 * (and dropping) for up to CLOSE_LINGER_MS, or until the client closes its side (RFC 9112 §9.6).
 */
function lingeringClose() {
  this.end();
  const timer = setTimeout(() => this.destroy(), CLOSE_LINGER_MS);
  timer.unref();
  this.once('end', () => this.destroy());
  this.once('close', () => clearTimeout(timer));
}
server.on('connection', (socket) => {
  socket.destroySoon = lingeringClose;
});
const started = await host.start().catch((err) => {
  console.error(`The database could not be opened: ${err?.message ?? err}`);
  process.exit(1);
});
server.listen(port, hostname);
await new Promise((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});

// A worker tells the primary, which says it once for all of them.
if (cluster.isWorker) process.send?.({ type: 'ready', db: started.db });
else console.log(`Store ready on ${where} (database: ${started.db})`);
const pictures = apart ? supervisePictureWorker() : undefined;

async function shutdown(signal) {
  if (draining) return;
  draining = true;
  host.setDraining(true);
  console.log(`${signal}: draining requests, then closing the database`);
  // The picture worker's process finishes the photograph under way meanwhile.
  const picturesStopped = pictures?.stop();
  // Keep listening a moment: requests already sent on open connections are answered (a 503 with
  // `Connection: close` for new ones) instead of being reset; then stop accepting and wait for the rest.
  const started = Date.now();
  while ((inflight > 0 || Date.now() - started < DRAIN_GRACE_MS) && Date.now() - started < DRAIN_MS) {
    await new Promise((r) => setTimeout(r, 25));
  }
  const timer = setTimeout(() => server.closeAllConnections(), Math.max(0, DRAIN_MS - (Date.now() - started)));
  await new Promise((resolve) => server.close(resolve));
  clearTimeout(timer);
  await host.stop();
  await picturesStopped;
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
