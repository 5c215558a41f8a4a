/** The sitemap index (named by robots.txt): the store's pages, then as many product sitemaps as the catalogue needs. */
import type { APIRoute } from 'astro';
import { pageDependsOn } from '../server/pages/cache';
import { requestOrigin } from '../server/pages/site';
import { SITEMAP_PATHS, sitemapIndex } from '../server/pages/sitemap-xml';
import { productSitemapCount } from '../server/services/sitemap';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => {
  const files = await productSitemapCount();
  const paths = [SITEMAP_PATHS.pages, ...Array.from({ length: files }, (_, i) => SITEMAP_PATHS.products(i + 1))];
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8' });
  pageDependsOn(headers, 'catalogue');
  return new Response(sitemapIndex(requestOrigin(request), paths), { headers });
};
