/**
 * The security headers, in one place: scripts/start.mjs sets them on every response it sends (pages,
 * files, the API) and the API sets them itself too, so `astro dev` and the tests see the same set.
 */
import { createHash } from 'node:crypto';

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
 * style attributes); images also from https (an admin may paste an image URL).
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
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The CSP hashes of a page's inline scripts (pages rendered on request carry their own policy,
 * src/server/pages/cache.ts). JSON-LD blocks (`type="application/ld+json"`) are data a browser never runs,
 * so script-src does not apply to them and they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!m[2] || /\btype=["']?application\/ld\+json/i.test(m[1])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
  }
  return [...hashes];
}
