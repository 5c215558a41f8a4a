/**
 * What search engines read off a product page: schema.org `Product` with its `Offer`, and the page's
 * `BreadcrumbList`, as JSON-LD (https://schema.org/Product, https://schema.org/BreadcrumbList), plus a
 * meta description of a length search results show.
 */
import { CURRENCY, META_DESCRIPTION_MAX } from '../config';
import { isInStock, type SizeStock } from '../../lib/stock';
import { absoluteUrl } from './site';

export interface ProductForSearch {
  _id: number;
  name: string;
  brand: string;
  category: string;
  description: string;
  price: number;
  images: string[];
  /** The 1200×630 JPEG of the main photograph, when it has one: what link previews and search engines read best. */
  ogImage?: string | null;
  sizes: SizeStock[];
}

const SCHEMA = 'https://schema.org';

/** `Product` with one `Offer`: the selling price in rupees, in stock while any size can be bought. */
export function productJsonLd(p: ProductForSearch, origin: string, path: string) {
  const url = absoluteUrl(origin, path);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    sku: String(p._id),
    url,
    // The link-preview JPEG first (raster, 1200×630), then every picture's own JPEG (or link).
    image: [...(p.ogImage ? [p.ogImage] : []), ...p.images].map((src) => absoluteUrl(origin, src)),
    ...(p.description ? { description: p.description } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    category: p.category,
    offers: {
      '@type': 'Offer',
      url,
      price: p.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: `${SCHEMA}/${isInStock(p.sizes) ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
  };
}

/** `BreadcrumbList` of named links (paths); the last one, the page itself, may have no link. */
export function breadcrumbJsonLd(crumbs: { name: string; path?: string }[], origin: string) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: absoluteUrl(origin, c.path) } : {}),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` written as `\u003c`, so no stored text (a
 * product name with `</script>` in it) can end the block and become markup.
 */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function clipText(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
