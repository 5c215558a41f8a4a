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
 * Hashed assets are kept a year, images a day, anything else is asked again. `built`: whether the path
 * is a file of the build; a 404 for a missing asset is asked again too (a CDN would keep it as long).
 */
export function cacheControl(pathname, built = true) {
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
    return { pathname: url.pathname, decoded, target: url.pathname + url.search };
  } catch {
    return undefined;
  }
}

/**
 * Answers from a .br/.gz file when the client accepts it; false to let Astro answer. `encodingOf` reads
 * Accept-Encoding, q-values included (the bundle's `preferredEncoding`, which the page cache uses too).
 */
export function servePrecompressed(index, req, res, path, encodingOf) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = path.decoded;
  const file = index.get(pathname);
  if (!file) return false;
  const encoding = encodingOf(req.headers['accept-encoding']);
  if (!encoding) return false;
  const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Encoding': encoding,
    'Content-Length': statSync(compressed).size,
    'Cache-Control': cacheControl(pathname),
    Vary: 'Accept-Encoding',
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
