/**
 * Fuzz test: malformed request targets, escapes, methods and headers sent as raw bytes to the built
 * server (pages, static files and the API), as an attacker would, since fetch() would clean them up
 * first. Every request must get an answer that is not a 5xx, and the server must stay up and
 * healthy. Run: `npm run test:faults` (after a build). Ends with a 'N passed, N failed' line.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import { MAX_PAGE_SIZE, MAX_RESULT_WINDOW } from '../../src/lib/constants';
import { BODY_LIMIT_BYTES, REQUEST_TIMEOUT_CHECK_MS, REQUEST_TIMEOUT_MS } from '../../src/server/config';
import { checks, root, startServer } from './server';

const PORT = Number(process.env.FUZZ_PORT ?? 4411);
const DATA = join(root, '.data-fuzz');
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const ANSWER_TIMEOUT_MS = 10_000;
const { check, done } = checks();

/** Sends raw bytes and returns the status of the answer (0 when the connection ends without one). */
function send(raw: string | Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(PORT, '127.0.0.1');
    let head = '';
    const finish = (status: number) => {
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => finish(-1), ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (m) {
        clearTimeout(timer);
        finish(Number(m[1]));
      }
    });
    socket.on('error', () => {
      clearTimeout(timer);
      finish(0);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      finish(0);
    });
    socket.write(raw);
  });
}

const request = (method: string, target: string, headers: string[] = [], body = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}${
    body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''
  }\r\n${body}`;

/** What one connection saw: each answer's status line and headers, in order, and how it ended. */
interface Conversation {
  answers: { status: number; headers: string }[];
  ended: 'closed' | 'reset' | 'timeout';
  ms: number;
}

/**
 * Sends `first`, then (after its answer, when there is one) `next` on the same connection, and
 * records what came back until the server closes it. `trickle` follows `first` a byte every `trickleMs`.
 */
function converse(
  first: string | Buffer,
  { next: nextRequest, trickle = '', trickleMs = 0, waitMs = ANSWER_TIMEOUT_MS }: { next?: string; trickle?: string; trickleMs?: number; waitMs?: number } = {},
) {
  return new Promise<Conversation>((resolve) => {
    const started = Date.now();
    const socket = connect(PORT, '127.0.0.1');
    const answers: Conversation['answers'] = [];
    let got = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    const end = (ended: Conversation['ended']) => {
      clearInterval(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({ answers, ended, ms: Date.now() - started });
    };
    const limit = setTimeout(() => end('timeout'), waitMs);
    socket.on('data', (chunk) => {
      got += chunk.toString('latin1');
      for (let m = /^HTTP\/1\.[01] (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/.exec(got); m; m = /^HTTP\/1\.[01] (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/.exec(got)) {
        const length = Number(/^content-length:\s*(\d+)/im.exec(m[2])?.[1] ?? 0);
        if (got.length < m[0].length + length) break;
        answers.push({ status: Number(m[1]), headers: m[2].toLowerCase() });
        got = got.slice(m[0].length + length);
        if (nextRequest && answers.length === 1) socket.write(nextRequest);
      }
    });
    socket.on('error', () => end('reset'));
    socket.on('close', () => end('closed'));
    socket.write(first);
    if (trickle) {
      const bytes = Buffer.from(trickle);
      let at = 0;
      timer = setInterval(() => {
        if (at < bytes.length && !socket.destroyed) socket.write(bytes.subarray(at, ++at));
      }, trickleMs);
    }
  });
}

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    return res.status === 200;
  } catch {
    return false;
  }
}

const PREFIXES = ['/', '/api/', '/api/products/', '/products/', '/_astro/', '/images/', '/login', '/admin/', '/api/users/'];
const TARGETS = [
  '/%',
  '/%ff',
  '/50%-off',
  '/100%25-off%',
  '/%E0%A4%A',
  '/%c0%af',
  '/%00',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fetc/passwd',
  '/products/%',
  '/products/%ff',
  '/products/1%00',
  '/products/99999999999999999999',
  '/products/-1',
  '/products/1e3',
  '/api/%',
  '/api/products/%',
  '/api/products/%ff',
  '/api/products?search=%',
  '/api/products?search=%ff&page=%',
  '/api/products?page=1e400&limit=-0',
  '/api/products?sort=price&orderBy=%00',
  '/_astro/%',
  '/_astro/..%2f..%2fpackage.json',
  '/images/%',
  '/images/../../package.json',
  '/favicon.svg%',
  '/login?redirect=%',
  '/login?redirect=%2F.%2F%2Fevil.example%2F',
  'http://[',
  'http://[::1',
  'http://x:99999/',
  'http://127.0.0.1/%',
  'https://evil.example/api/health',
  '*',
  'x',
  '//',
  '///evil',
  '/\\evil',
  `/${'a'.repeat(8000)}`,
  `/api/${'%25'.repeat(2000)}`,
  `/products?${'a=1&'.repeat(1000)}`,
  '/?%',
  '/#%',
  '/;%',
  '/%%30%30',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW'];
const HEADER_SETS: string[][] = [
  ['Accept-Encoding: br;q=%, gzip;q=nope, *'],
  ['Host: [', 'X-Forwarded-For: %%%, ,,'],
  ['token: %ff.%ff.%ff', 'Authorization: Bearer '],
  ['Authorization: Bearer a.b.c', 'token: '],
  ['Content-Type: application/json; charset=%', 'Content-Length: 0'],
  ['Cookie: %=%; ;;=', 'Accept: */*;q=%'],
  ['If-None-Match: "%"', 'If-Modified-Since: yesterday', 'Range: bytes=-1-2,x'],
  ['Idempotency-Key: %00', `X-Long: ${'x'.repeat(7000)}`],
  ['Transfer-Encoding: chunked'],
];

rmSync(DATA, { recursive: true, force: true });
const server = await startServer(PORT, DATA);
let exited = false;
server.once('exit', () => {
  exited = true;
});

// A body sent a byte every second holds its connection at most REQUEST_TIMEOUT_MS (Node's default was
// 300 s): started now, judged at the end, so the fuzzing runs meanwhile.
const SLOW_BODY_BYTES = 1000;
const slowBody = converse(
  `POST /api/support HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nContent-Length: ${SLOW_BODY_BYTES}\r\n\r\n`,
  { trickle: 'x'.repeat(SLOW_BODY_BYTES), trickleMs: 1_000, waitMs: REQUEST_TIMEOUT_MS + ANSWER_TIMEOUT_MS },
);

const statuses = new Map<number, number>();
const record = (what: string, status: number) => {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  check(status !== 0 && status !== -1 && status < 500, `${what} got an answer below 500 (got ${status})`);
};

for (const target of TARGETS) {
  for (const method of ['GET', 'POST', 'HEAD']) record(`${method} ${target.slice(0, 60)}`, await send(request(method, target)));
}
for (const method of METHODS) {
  for (const prefix of PREFIXES) record(`${method} ${prefix}%`, await send(request(method, `${prefix}%`)));
}
for (const headers of HEADER_SETS) {
  for (const target of ['/', '/products', '/api/products', '/api/cart', '/api/users/login', '/_astro/x.js']) {
    const body = headers.some((h) => h.startsWith('Transfer-Encoding')) ? '5\r\n{"a":\r\n0\r\n\r\n' : '';
    record(`GET ${target} with ${headers[0].slice(0, 40)}`, await send(request(body ? 'POST' : 'GET', target, headers, body)));
  }
}
// Bodies the API must refuse as bad input, never crash on.
for (const [type, body] of [
  ['application/json', '{"email":'],
  [
    'application/json',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  ],
  ['application/json', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['text/plain', '{"message":"hi"}'],
  ['application/json', '\u0000'],
] as const) {
  for (const target of ['/api/users/login', '/api/users/register', '/api/support']) {
    record(`POST ${target} ${type} ${body.slice(0, 20)}`, await send(request('POST', target, [`Content-Type: ${type}`], body)));
  }
}
// Random targets: any printable byte Node's parser lets through, percent signs and escapes mixed in.
const segment = fc
  .array(
    fc.oneof(
      fc.constantFrom('%', '%2', '%zz', '%ff', '%00', '%2e', '%2f', '%5c', '..', '.', '/', '//', '?', '#', '&', '=', '+', ';', '@', ':', '[', ']', '~', '\\'),
      fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
const samples = fc.sample(fc.tuple(fc.constantFrom(...PREFIXES), segment, fc.constantFrom(...METHODS)), { numRuns: RANDOM_RUNS, seed: 20261122 });
for (const [prefix, rest, method] of samples) {
  const target = `${prefix}${rest}`.replace(/[\s]/g, '');
  record(`${method} ${target}`, await send(request(method, target)));
}

// The catalogue pages read their query as the API does (filters, sort, paging): any value a shared link,
// a crawler or a hand can put there is a page or a 4xx, never a 5xx.
const PAGE_PARAMS = ['search', 'category', 'brand', 'size', 'price', 'onSale', 'inStock', 'sort', 'order', 'orderBy', 'page', 'limit', 'facets'];
const paramValue = fc.oneof(
  fc.constantFrom(
    '',
    'Nope',
    'Sneakers',
    'sneakers,Nope',
    'M',
    'ZZ',
    'under-1000',
    'bogus',
    '1',
    '0',
    'true',
    'maybe',
    '-1',
    '1e400',
    'asc',
    'zzz',
    '%ff',
    '%00',
    ',,,',
  ),
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
);
const pageQueries = fc.sample(fc.array(fc.tuple(fc.constantFrom(...PAGE_PARAMS), paramValue), { minLength: 1, maxLength: 4 }), {
  numRuns: RANDOM_RUNS / 4,
  seed: 20261124,
});
for (const params of pageQueries) {
  const target = `/products?${params.map(([k, v]) => `${k}=${v.replace(/[\s#]/g, '')}`).join('&')}`;
  record(`GET ${target}`, await send(request('GET', target)));
}

// What the store bounds: a page past the first MAX_RESULT_WINDOW results and a search over LIMITS.search
// characters (the API's 400, the /products page's 404), and filters that are not one (Manage Orders' and
// Analyse's 400; 401 here, without a token): an answer below 500, never a long wait.
const longSearch = Array.from({ length: 30 }, () => 'tee').join('%20');
for (const target of [
  `/api/products?sort=price&orderBy=desc&page=999999&limit=${MAX_PAGE_SIZE}`,
  `/api/products?sort=discount&page=${MAX_RESULT_WINDOW}&facets=1`,
  `/api/products?search=${longSearch}`,
  `/api/products?search=${longSearch}&page=999999&facets=1`,
  '/products?sort=price&order=desc&page=999999',
  `/products?search=${longSearch}&page=${MAX_RESULT_WINDOW}`,
  '/api/order/allorders?status=NOPE&from=2026-02-30&to=2026-13-01',
  '/api/order/export?status=Pending&from=yesterday',
  '/api/order/analytics?days=7',
]) {
  record(`GET ${target.slice(0, 80)}`, await send(request('GET', target)));
}

// A body over the limit: the 413 says whether the connection is kept, and a client that believes it is
// never cut off (it said keep-alive and then closed the connection: the next request was reset).
const KEEP_ALIVE_ROUNDS = 15;
const health = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`;
for (const bytes of [BODY_LIMIT_BYTES + 1, 2 * BODY_LIMIT_BYTES, 8 * BODY_LIMIT_BYTES]) {
  for (let round = 0; round < KEEP_ALIVE_ROUNDS; round++) {
    const big = Buffer.concat([
      Buffer.from(`POST /api/support HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`),
      Buffer.alloc(bytes, 'x'),
    ]);
    const seen = await converse(big, { next: health });
    const [tooLarge, next] = seen.answers;
    const what = `a ${bytes}-byte body, round ${round + 1}`;
    check(tooLarge?.status === 413, `${what} is answered 413 (got ${tooLarge?.status ?? seen.ended})`);
    if (/^connection: close$/m.test(tooLarge?.headers ?? '')) check(seen.answers.length === 1, `${what}: a 413 with Connection: close answers nothing more`);
    else check(next?.status === 200, `${what}: the connection its 413 kept answers the next request (got ${next?.status ?? seen.ended})`);
  }
}

// The page's Content-Security-Policy hashes its own scripts, not one a visitor put in the address.
const visitorScript = 'alert(document.domain)';
const visitorHash = createHash('sha256').update(visitorScript).digest('base64');
for (let view = 1; view <= 2; view++) {
  const res = await fetch(`http://127.0.0.1:${PORT}/products?search=${encodeURIComponent(`<script>${visitorScript}</script>`)}`);
  const csp = res.headers.get('content-security-policy') ?? '';
  check(res.status === 200 && /script-src 'self'/.test(csp), `a search page answers 200 with a CSP (view ${view}, got ${res.status})`);
  check(
    !csp.includes(visitorHash),
    `a search page's CSP leaves out the script in its search (view ${view}: ${view === 1 ? 'rendered' : 'from the page cache'})`,
  );
}

// Only files the build has are cached long: a CDN must not keep a 404 for a year.
const homeHtml = await (await fetch(`http://127.0.0.1:${PORT}/`)).text();
let asset: string | undefined;
// One that was built with a compressed copy (small files have none).
for (const [, path] of homeHtml.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  if (res.headers.get('content-encoding') === 'br') {
    asset = path;
    break;
  }
}
check(asset !== undefined, 'the home page names a script under /_astro/ with a compressed copy');
const assetRes = await fetch(`http://127.0.0.1:${PORT}${asset}`);
check(assetRes.status === 200 && /immutable/.test(assetRes.headers.get('cache-control') ?? ''), `${asset} is served immutable`);
for (const missing of ['/_astro/missing.js', '/_astro/missing.png', '/images/missing.svg']) {
  const res = await fetch(`http://127.0.0.1:${PORT}${missing}`);
  const cacheControl = res.headers.get('cache-control') ?? '';
  check(res.status === 404 && !/immutable|max-age=[1-9]/.test(cacheControl), `${missing} is a 404 that is not kept (got ${res.status}, ${cacheControl})`);
}

// Accept-Encoding's q-values: q=0 refuses a coding, the higher q wins; the static files and the page cache alike.
const ENCODINGS: [string, string | null][] = [
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0', null],
  ['gzip;q=0, br', 'br'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br, gzip;q=0.8', 'br'],
  ['*;q=0', null],
  ['identity', null],
];
for (const path of ['/login', asset ?? '/', '/products', '/products']) {
  for (const [accept, expected] of ENCODINGS) {
    const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'accept-encoding': accept } });
    await res.arrayBuffer();
    const sent = res.headers.get('content-encoding');
    check(
      res.status === 200 && sent === expected,
      `${path} with Accept-Encoding: ${accept} is sent ${expected ?? 'uncompressed'} (got ${res.status}, ${sent})`,
    );
  }
}

const slow = await slowBody;
const timedOutWithin = REQUEST_TIMEOUT_MS + 2 * REQUEST_TIMEOUT_CHECK_MS;
check(
  slow.ended !== 'timeout' && slow.ms <= timedOutWithin,
  `a body sent a byte a second is cut off within ${timedOutWithin} ms (${slow.ended} after ${slow.ms} ms, answered ${slow.answers.map((a) => a.status).join(',') || 'nothing'})`,
);

check(!exited, 'the server process is still running after the fuzzing');
check(await healthy(), '/api/health answers 200 after the fuzzing');
const home = await fetch(`http://127.0.0.1:${PORT}/`).catch(() => undefined);
check(home?.status === 200, 'the home page still answers 200');
console.info(
  `answers by status: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')}`,
);

const stopped = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
await stopped;
rmSync(DATA, { recursive: true, force: true });
done();
