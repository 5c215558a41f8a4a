/** robots.txt: everything a shopper can find is open; the API, the console and a shopper's own pages are not; the sitemap is named. */
import type { APIRoute } from 'astro';
import { pageDependsOn } from '../server/pages/cache';
import { absoluteUrl, requestOrigin } from '../server/pages/site';
import { SITEMAP_PATHS } from '../server/pages/sitemap-xml';

export const prerender = false;

const PRIVATE = ['/api/', '/admin', '/cart', '/wishlist', '/orders', '/buynow', '/login', '/signup'];

export const GET: APIRoute = ({ request }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(requestOrigin(request), SITEMAP_PATHS.index)}`,
    '',
  ].join('\n');
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8' });
  pageDependsOn(headers, 'static');
  return new Response(body, { headers });
};
