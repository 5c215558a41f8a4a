/**
 * Fuzz test: malformed request targets, escapes, methods and headers sent as raw bytes to the built
 * server (pages, static files and the API), as an attacker would, since fetch() would clean them up
 * first. Every request must get an answer that is not a 5xx, and the server must stay up and
 * healthy. Run: `npm run test:faults` (after a build). Ends with a 'N passed, N failed' line.
 */
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
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
