/**
 * Rendered pages kept in this process's memory (docs/features.md "Static-first pages"). A page opts in by saying
 * what it depends on in the PAGE_CACHE_HEADER of its response (`pageDependsOn`): the catalogue (home,
 * /products, the sitemaps), one product (its page), or nothing that changes (the info pages).
 *
 * - Filling: src/middleware.ts hands every on-demand page's render to `renderThroughCache`; concurrent
 *   requests for the same page share one render.
 * - Serving: scripts/start.mjs asks `cachedPage` before Astro and answers a hit with `sendPage` (compressed
 *   once, ETag and 304), so a repeat view costs no rendering and no database query.
 * - Renewing: any catalogue change, from any process (db/changes.ts: LISTEN/NOTIFY on PostgreSQL), drops
 *   the pages it touches, and the next request renders them again; a render that was under way during
 *   the change is answered but not kept. Every page is also renewed after PAGE_CACHE_MAX_AGE_MS, since
 *   checkouts change stock without a catalogue notice.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { PAGE_BROTLI_QUALITY, PAGE_CACHE_MAX_AGE_MS, PAGE_CACHE_MAX_BYTES, PAGE_CDN_MAX_AGE_S, PAGE_STALE_WHILE_REVALIDATE_S } from '../config';
import { preferredEncoding } from '../accept-encoding';
import { type CatalogueChange, onCatalogueChange } from '../db/changes';
import { contentSecurityPolicy, inlineScriptHashes } from '../security';
import { siteOrigin } from './site';

/** The response header through which a page says it may be cached, and on what it depends (removed before sending). */
export const PAGE_CACHE_HEADER = 'x-page-cache';
export type PageDependency = 'catalogue' | 'static' | { product: number };

/** Marks a page's response as cacheable: `pageDependsOn(Astro.response.headers, { product: 12 })`. */
export function pageDependsOn(headers: Headers, on: PageDependency): void {
  headers.set(PAGE_CACHE_HEADER, typeof on === 'string' ? on : `product:${on.product}`);
}

/** What browsers and CDNs are told: browsers ask again every time (a 304 when unchanged), a CDN keeps it briefly. */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CDN_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`;

interface Entry {
  key: string;
  status: number;
  type: string;
  body: Buffer;
  etag: string;
  csp: string;
  dependsOn: string;
  at: number;
  gzip?: Buffer;
  br?: Buffer;
}

const entries = new Map<string, Entry>();
let bytes = 0;
/** Bumped by every catalogue change: a render that started before it is not kept. */
let generation = 0;
type Rendered = { entry: Entry } | { response: Response };
const rendering = new Map<string, Promise<Rendered>>();

const size = (e: Entry) => e.body.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0);

function remove(key: string): void {
  const e = entries.get(key);
  if (!e) return;
  entries.delete(key);
  bytes -= size(e);
}

function keep(key: string, e: Entry): void {
  remove(key);
  entries.set(key, e);
  bytes += size(e);
  // Least recently used first: a Map iterates in insertion order and a hit re-inserts.
  for (const old of entries.keys()) {
    if (bytes <= PAGE_CACHE_MAX_BYTES || old === key) break;
    remove(old);
  }
}

/** Drops what a change touches: pages of the catalogue always, a product's page when it is among the changed. */
function drop(change: CatalogueChange): void {
  generation++;
  const ids = change.productIds ? new Set(change.productIds.map((id) => `product:${id}`)) : undefined;
  for (const [key, e] of entries) {
    if (e.dependsOn === 'static') continue;
    if (e.dependsOn === 'catalogue' || !ids || ids.has(e.dependsOn)) remove(key);
  }
}

let subscribed = false;
/** Listens for catalogue changes (here and in every other process); host.start() calls it, the first fill too. */
export function watchCatalogue(): void {
  if (subscribed) return;
  subscribed = true;
  onCatalogueChange(drop);
}

/*
 * Only the product lists read their query (every parameter: filters come and go with GET /products),
 * and a product page only its `size`; any other page is the same whatever follows `?`, so a tracking
 * parameter (or a made-up one) neither renders it again nor takes a place in the cache.
 */
const LIST_PATH = '/products';
const PRODUCT_PATH = /^\/products\/\d+$/;
const PRODUCT_PARAMS = new Set(['size']);

/** The pathname without a trailing slash, and the query's parameters that matter, sorted: one key for one page. */
function normalise(target: string): string {
  // Parsed as the server parses it (dot segments resolved, so one key is one page); a base without a
  // host, since only the path and query are read.
  const url = new URL(target, 'file:///');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const params = new URLSearchParams();
  if (path === LIST_PATH) for (const [k, v] of url.searchParams) params.append(k, v);
  else if (PRODUCT_PATH.test(path)) for (const [k, v] of url.searchParams) if (PRODUCT_PARAMS.has(k)) params.append(k, v);
  params.sort();
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const keyOf = (target: string, host: string | null | undefined, proto: string | null | undefined) => `${siteOrigin(host, proto)}${normalise(target)}`;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A fresh cached page for a GET or HEAD request (scripts/start.mjs), or undefined. */
export function cachedPage(method: string | undefined, target: string, headers: IncomingHttpHeaders): Entry | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || entries.size === 0) return undefined;
  const key = keyOf(target, first(headers.host), first(headers['x-forwarded-proto']));
  const e = entries.get(key);
  if (!e) return undefined;
  if (Date.now() - e.at > PAGE_CACHE_MAX_AGE_MS) {
    remove(key);
    return undefined;
  }
  entries.delete(key);
  entries.set(key, e);
  return e;
}

/** Whether the client already holds this version (If-None-Match: a list, `*`, weak or strong). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/** The body in an encoding, compressed on first demand and kept beside it. */
function encoded(e: Entry, encoding: 'br' | 'gzip'): Buffer {
  const had = encoding === 'br' ? e.br : e.gzip;
  if (had) return had;
  const body = encoding === 'br' ? brotliCompressSync(e.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }) : gzipSync(e.body);
  if (encoding === 'br') e.br = body;
  else e.gzip = body;
  if (entries.get(e.key) === e) bytes += body.length;
  return body;
}

const pageHeaders = (e: Entry) => ({
  'Content-Type': e.type,
  'Cache-Control': PAGE_CACHE_CONTROL,
  ETag: e.etag,
  Vary: 'Accept-Encoding',
  'Content-Security-Policy': e.csp,
});

/** What to send for a cached page: 304 when the client holds it, else the body in the best encoding it accepts. */
function reply(e: Entry, acceptEncoding: string, ifNoneMatch: string | null | undefined) {
  const headers: Record<string, string | number> = pageHeaders(e);
  if (matchesEtag(ifNoneMatch, e.etag)) return { status: 304, headers, body: undefined };
  const encoding = preferredEncoding(acceptEncoding);
  const body = encoding ? encoded(e, encoding) : e.body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  return { status: e.status, headers, body };
}

/** Answers a request from a cached page (scripts/start.mjs). */
export function sendPage(e: Entry, req: IncomingMessage, res: ServerResponse): void {
  const r = reply(e, String(req.headers['accept-encoding'] ?? ''), first(req.headers['if-none-match']));
  res.writeHead(r.status, r.headers);
  res.end(req.method === 'HEAD' ? undefined : r.body);
}

/** The same answer as a web Response, for the request that rendered the page (or waited for it). */
function toResponse(e: Entry, request: Request): Response {
  const r = reply(e, request.headers.get('accept-encoding') ?? '', request.headers.get('if-none-match'));
  const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));
  return new Response(r.body && request.method !== 'HEAD' ? new Uint8Array(r.body) : null, { status: r.status, headers });
}

async function render(key: string, next: () => Promise<Response>): Promise<Rendered> {
  const startedAt = generation;
  const response = await next();
  const dependsOn = response.headers.get(PAGE_CACHE_HEADER);
  if (!dependsOn) return { response };
  response.headers.delete(PAGE_CACHE_HEADER);
  if (response.status !== 200) return { response };
  const body = Buffer.from(await response.arrayBuffer());
  const given = response.headers.get('content-type') ?? 'text/html';
  const type = given.includes('charset') ? given : `${given}; charset=utf-8`;
  const entry: Entry = {
    key,
    status: response.status,
    type,
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    csp: contentSecurityPolicy(type.startsWith('text/html') ? inlineScriptHashes(body.toString('utf8')) : []),
    dependsOn,
    at: Date.now(),
  };
  // Read before a change arrived: answer it, but keep nothing that may already be stale.
  if (startedAt === generation) keep(key, entry);
  return { entry };
}

/**
 * The middleware's part: renders the page once for every request that asks for it meanwhile, and keeps
 * it when the page said it may be kept. Pages that did not opt in pass through untouched.
 */
export async function renderThroughCache(request: Request, next: () => Promise<Response>): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  watchCatalogue();
  const url = new URL(request.url);
  const key = keyOf(url.pathname + url.search, request.headers.get('host'), request.headers.get('x-forwarded-proto'));
  const shared = rendering.get(key);
  if (shared) {
    const done = await shared;
    return 'entry' in done ? toResponse(done.entry, request) : next();
  }
  const pending = render(key, next);
  rendering.set(key, pending);
  try {
    const done = await pending;
    return 'entry' in done ? toResponse(done.entry, request) : done.response;
  } finally {
    rendering.delete(key);
  }
}

/** For tests: empties the cache. */
export function clearPageCache(): void {
  entries.clear();
  bytes = 0;
  generation++;
}
