// Serves the precompressed static files (scripts/precompress.mjs) and sets the cache and security
// headers every response carries. Used by scripts/start.mjs in front of Astro's handler.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Query parameters that carry a secret (a reset link's `?token=`, src/server/mail/links.ts): an answer to
 * an address holding one is never stored, by the browser's cache or any on the way, so the token is not
 * left on a shared computer or in a proxy.
 */
const SECRET_PARAMS = ['token'];

/**
 * Hashed assets are kept a year, images a day, anything else is asked again. `built`: whether the path
 * is a file of the build; a 404 for a missing asset is asked again too (a CDN would keep it as long).
 * `search`: the address's query (`?token=…`), when it has one.
 */
export function cacheControl(pathname, built = true, search = '') {
  if (search && SECRET_PARAMS.some((name) => new URLSearchParams(search).has(name))) return 'no-store';
  if (!built) return 'public, max-age=0, must-revalidate';
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/images/') || pathname === '/favicon.svg') return 'public, max-age=86400';
  return 'public, max-age=0, must-revalidate';
}

/** The URL path of every file built into dist/client. */
export function builtFiles(clientDir) {
  const files = new Set();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.add(`/${relative(clientDir, path).split(sep).join('/')}`);
    }
  };
  try {
    walk(clientDir);
  } catch {
    /* no client folder */
  }
  return files;
}

/** Maps every precompressed file under dist/client by its URL path. */
export function precompressedIndex(clientDir) {
  const index = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.br')) {
        const file = path.slice(0, -3);
        const url = `/${relative(clientDir, file).split(sep).join('/')}`;
        index.set(url, file);
        if (url.endsWith('/index.html')) {
          index.set(url.slice(0, -'index.html'.length), file);
          index.set(url.slice(0, -'/index.html'.length) || '/', file);
        }
      }
    }
  };
  try {
    walk(clientDir);
  } catch {
    /* no client folder: nothing precompressed */
  }
  return index;
}

/**
 * The decoded path of a request target, or undefined when it cannot be one: a bad escape (`/%`,
 * `/%ff`), an absolute-form target that is not a URL (`http://[`), a NUL. Node's parser accepts all
 * of these, so every layer behind it must read the path through here (one bad link took the
 * server down once).
 */
export function requestPath(target) {
  if (typeof target !== 'string') return undefined;
  // Absolute form (`GET http://host/path`) is valid HTTP/1.1: keep only its path and query.
  const absolute = /^https?:\/\//i.test(target);
  if (!absolute && !target.startsWith('/')) return undefined;
  try {
    const url = absolute ? new URL(target) : new URL(target, 'http://x');
    const decoded = decodeURIComponent(url.pathname);
    if (decoded.includes('\0')) return undefined;
    return { pathname: url.pathname, decoded, search: url.search, target: url.pathname + url.search };
  } catch {
    return undefined;
  }
}

/**
 * A compressed copy's validators, as the node adapter's `send` makes them for the file itself (size and
 * modification time) with the encoding added: each encoding of a page is a representation of its own,
 * so a cache holding the gzip bytes never has them confirmed by the brotli copy's ETag (RFC 9110 §8.8.3).
 */
function validators(stat, encoding) {
  return { etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${encoding}"`, lastModified: stat.mtime.toUTCString() };
}

/** Whether If-None-Match (a list, `*`, weak or strong) names `etag`: weak comparison, as for a GET (RFC 9110 §13.1.2). */
function etagMatches(ifNoneMatch, etag) {
  const bare = (t) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Whether the client holds this copy already (RFC 9110 §13.2.2): If-None-Match when it is sent, else
 * If-Modified-Since, to the second. A request that says `Cache-Control: no-cache` (a reload) gets the
 * file, as `send` answers it for the uncompressed copy.
 */
function notModified(req, { etag, lastModified }) {
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(req.headers['cache-control'] ?? '')) return false;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

/**
 * Answers from a .br/.gz file when the client accepts it; false to let Astro answer. `encodingOf` reads
 * Accept-Encoding, q-values included (the bundle's `preferredEncoding`, which the page cache uses too).
 * A revalidation of the copy the client holds is answered 304, as `send` answers it for the uncompressed file.
 */
export function servePrecompressed(index, req, res, path, encodingOf) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = path.decoded;
  const file = index.get(pathname);
  if (!file) return false;
  const encoding = encodingOf(req.headers['accept-encoding']);
  if (!encoding) return false;
  const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const stat = statSync(compressed);
  const valid = validators(stat, encoding);
  const headers = {
    'Cache-Control': cacheControl(pathname, true, path.search),
    ETag: valid.etag,
    'Last-Modified': valid.lastModified,
    Vary: 'Accept-Encoding',
  };
  if (notModified(req, valid)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Encoding': encoding,
    'Content-Length': stat.size,
  });
  if (req.method === 'HEAD') res.end();
  else
    createReadStream(compressed)
      .on('error', () => res.destroy())
      .pipe(res);
  return true;
}

/**
 * The SHA-256 hashes of the inline scripts Astro wrote into the built pages, for the
 * Content-Security-Policy (src/server/security.ts): those exact scripts run, no other inline one.
 * `hashesOf` reads one page (the bundle's `inlineScriptHashes`, which pages rendered on request use too).
 */
export function inlineScriptHashes(clientDir, hashesOf) {
  const hashes = new Set();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) for (const hash of hashesOf(readFileSync(path, 'utf8'))) hashes.add(hash);
    }
  };
  try {
    walk(clientDir);
  } catch {
    /* no client folder */
  }
  return [...hashes];
}
