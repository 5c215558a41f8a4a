/** The store's public origin, for canonical links, Open Graph tags, robots.txt and the sitemaps. */
import { siteUrl, trustProxy } from '../config';

/** A Host header that is a host name or an IP address, with an optional port, and nothing else. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * SITE_URL when set; otherwise the request's own origin: its Host header (checked to be a host name, so
 * nothing else can be written into a page), on https only when a trusted proxy says so.
 */
export function siteOrigin(host: string | null | undefined, forwardedProto?: string | null): string {
  if (siteUrl) return siteUrl;
  const name = host && HOST.test(host) ? host.toLowerCase() : 'localhost';
  const proto = trustProxy > 0 && forwardedProto?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${proto}://${name}`;
}

/** The origin of a page's request (Astro.request, or an endpoint's). */
export const requestOrigin = (request: Request) => siteOrigin(request.headers.get('host'), request.headers.get('x-forwarded-proto'));

/** An absolute URL on the site for a path (`/products/12`) or an already absolute one (an admin's https image). */
export const absoluteUrl = (origin: string, path: string) => new URL(path, `${origin}/`).href;
