/**
 * One sitemap: `pages` (home, the department pages, every product list by category, the info pages) or `products-N` (the N-th
 * file of product pages, SITEMAP_MAX_URLS a file, as the protocol allows).
 */
import type { APIRoute } from 'astro';
import { FOOTER_ABOUT, FOOTER_SUPPORT } from '../../components/footer-links';
import { categoryHref, departmentPath, PRODUCTS_PATH } from '../../islands/nav/menus';
import { DEPARTMENTS } from '../../lib/constants';
import { productHref } from '../../islands/home/sections';
import { pageDependsOn } from '../../server/pages/cache';
import { requestOrigin } from '../../server/pages/site';
import { urlSet } from '../../server/pages/sitemap-xml';
import { listCategories } from '../../server/services/products';
import { productIdsForSitemap } from '../../server/services/sitemap';

export const prerender = false;

async function pathsOf(name: string): Promise<string[] | undefined> {
  if (name === 'pages') {
    const categories = await listCategories();
    return [
      '/',
      ...DEPARTMENTS.map(departmentPath),
      PRODUCTS_PATH,
      ...categories.map(categoryHref),
      ...[...FOOTER_ABOUT, ...FOOTER_SUPPORT].map((l) => l.href),
    ];
  }
  const n = /^products-([1-9]\d{0,5})$/.exec(name)?.[1];
  if (!n) return undefined;
  const ids = await productIdsForSitemap(Number(n));
  return ids.length || n === '1' ? ids.map(productHref) : undefined;
}

export const GET: APIRoute = async ({ params, request }) => {
  const paths = await pathsOf(params.name ?? '');
  if (!paths) return new Response(null, { status: 404 });
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8' });
  pageDependsOn(headers, 'catalogue');
  return new Response(urlSet(requestOrigin(request), paths), { headers });
};
