/**
 * The sitemap protocol's XML: a URL set, and an index of sitemaps. NS is the protocol's namespace name,
 * an identifier crawlers compare as text; nothing fetches it.
 */
import { absoluteUrl } from './site';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Google's image extension: a page's picture, listed under its `<url>` (the link-preview JPEG of a product). */
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** A URL set; `images` gives some paths a picture (an image sitemap entry). */
export const urlSet = (origin: string, paths: string[], images: ReadonlyMap<string, string> = new Map()) => {
  const entry = (p: string) => {
    const image = images.get(p);
    const pic = image ? `<image:image><image:loc>${xml(absoluteUrl(origin, image))}</image:loc></image:image>` : '';
    return `<url><loc>${xml(absoluteUrl(origin, p))}</loc>${pic}</url>`;
  };
  const ns = images.size ? ` xmlns:image="${IMAGE_NS}"` : '';
  return `${HEAD}<urlset xmlns="${NS}"${ns}>\n${paths.map(entry).join('\n')}\n</urlset>\n`;
};

export const sitemapIndex = (origin: string, paths: string[]) =>
  `${HEAD}<sitemapindex xmlns="${NS}">\n${paths.map((p) => `<sitemap><loc>${xml(absoluteUrl(origin, p))}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

/** The sitemaps' own addresses: the index, the store's pages, and the n-th file of products. */
export const SITEMAP_PATHS = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  products: (n: number) => `/sitemaps/products-${n}.xml`,
};
