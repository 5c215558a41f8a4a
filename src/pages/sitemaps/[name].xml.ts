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
import { previewImagesOf, productIdsForSitemap } from '../../server/services/sitemap';

export const prerender = false;

async function pathsOf(name: string): Promise<{ paths: string[]; images?: Map<string, string> } | undefined> {
  if (name === 'pages') {
    const categories = await listCategories();
    const paths = [
      '/',
      ...DEPARTMENTS.map(departmentPath),
      PRODUCTS_PATH,
      ...categories.map(categoryHref),
      ...[...FOOTER_ABOUT, ...FOOTER_SUPPORT].map((l) => l.href),
    ];
    return { paths };
  }
  const n = /^products-([1-9]\d{0,5})$/.exec(name)?.[1];
  if (!n) return undefined;
  const ids = await productIdsForSitemap(Number(n));
  if (!ids.length && n !== '1') return undefined;
  const previews = await previewImagesOf(ids);
  return { paths: ids.map(productHref), images: new Map([...previews].map(([id, src]) => [productHref(id), src])) };
}

export const GET: APIRoute = async ({ params, request }) => {
  const found = await pathsOf(params.name ?? '');
  if (!found) return new Response(null, { status: 404 });
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8' });
  pageDependsOn(headers, 'catalogue');
  return new Response(urlSet(requestOrigin(request), found.paths, found.images), { headers });
};
