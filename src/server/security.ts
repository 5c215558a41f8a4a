/**
 * The security headers, in one place: scripts/start.mjs sets them on every response it sends (pages,
 * files, the API) and the API sets them itself too, so `astro dev` and the tests see the same set.
 */
import { createHash } from 'node:crypto';
import { checkoutFormOrigin, checkoutUrl } from './services/gateway/config';

/** Every response: no sniffing, no framing, no cross-origin reads or openers, no powerful features. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // Browsers ignore it over plain http; behind TLS it keeps them on https for 180 days.
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
};

/**
 * The Content-Security-Policy: everything from our own origin; inline scripts only when their hash is
 * listed (the built pages' own, collected by scripts/static-files.mjs); styles may be inline (React's
 * style attributes); images also from https (an admin may paste an image URL); forms post here and to
 * the payment gateway's checkout.
 */
export function contentSecurityPolicy(inlineScriptHashes: Iterable<string> = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Paying online posts a form to the gateway's hosted checkout (services/gateway/config.ts).
    `form-action 'self' ${checkoutFormOrigin() ?? ''}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
}

let apiPolicy: { url: string | undefined; csp: string } | undefined;
/**
 * The API's own answers' policy (no inline scripts), built once per checkout URL: app.ts sets it on
 * every answer, so only the URL is looked at on the way.
 */
export function apiContentSecurityPolicy(): string {
  const url = checkoutUrl();
  if (!apiPolicy || apiPolicy.url !== url) apiPolicy = { url, csp: contentSecurityPolicy() };
  return apiPolicy.csp;
}

/** Elements whose content is text up to their end tag, not markup: a `<script>` inside one is not an element. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/**
 * The page's own script elements, as a browser's parser finds them: tags outside attribute values and
 * comments, and a script's text up to its end tag. A regex over the whole page also matched
 * `<script>…</script>` inside an attribute value, where a visitor's words are (a search in the page's
 * title and canonical address), so a visitor could add a script of their choosing to the page's CSP.
 */
function* scriptElements(html: string): Generator<{ attrs: Map<string, string>; text: string }> {
  const lower = html.toLowerCase();
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end < 0) return;
      i = end + 3;
      continue;
    }
    const name = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 64))?.[1]?.toLowerCase();
    if (!name) {
      i = lt + 1;
      continue;
    }
    // The attributes, values quoted or not, up to the tag's `>`.
    const attrs = new Map<string, string>();
    const attr = /\s*([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?|\s*\/?/y;
    attr.lastIndex = lt + 1 + name.length;
    while (attr.lastIndex < html.length && html[attr.lastIndex] !== '>') {
      const at = attr.lastIndex;
      const m = attr.exec(html);
      if (m?.[1]) attrs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
      if (!m || attr.lastIndex === at) attr.lastIndex = at + 1;
    }
    i = attr.lastIndex + 1;
    if (!RAW_TEXT.has(name)) continue;
    const close = lower.indexOf(`</${name}`, i);
    const end = close < 0 ? html.length : close;
    if (name === 'script') yield { attrs, text: html.slice(i, end) };
    i = end;
  }
}

/**
 * The CSP hashes of a page's inline scripts (pages rendered on request carry their own policy,
 * src/server/pages/cache.ts; the built pages' are collected through scripts/static-files.mjs). JSON-LD
 * blocks (`type="application/ld+json"`) are data a browser never runs, so script-src does not apply to
 * them and they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const { attrs, text } of scriptElements(html)) {
    if (!text || attrs.has('src') || /^application\/ld\+json$/i.test(attrs.get('type')?.trim() ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}
