/** What the sitemaps list (src/pages/sitemap.xml.ts, src/pages/sitemaps/[name].xml.ts): every product, by id. */
import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { SITEMAP_MAX_URLS } from '../config';
import { getDb } from '../db/client';
import { pictures, products } from '../db/schema';
import { publicUrl } from '../pictures/storage';

/** How many product sitemaps the catalogue needs (at least one, so the index never names nothing). */
export async function productSitemapCount(): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(products);
  return sitemapChunks(total);
}

export const sitemapChunks = (total: number, perFile = SITEMAP_MAX_URLS) => Math.max(1, Math.ceil(total / perFile));

/** The ids of the n-th product sitemap (from 1), oldest first, so a product keeps its file as others are added. */
export async function productIdsForSitemap(n: number, perFile = SITEMAP_MAX_URLS): Promise<number[]> {
  const db = await getDb();
  // Keyset, not OFFSET: the n-th file starts after the last id of the files before it.
  let after = 0;
  for (let i = 1; i < n; i++) {
    const rows = await db
      .select({ id: products._id })
      .from(products)
      .where(gt(products._id, after))
      .orderBy(asc(products._id))
      .offset(perFile - 1)
      .limit(1);
    if (!rows[0]) return [];
    after = rows[0].id;
  }
  const rows = await db.select({ id: products._id }).from(products).where(gt(products._id, after)).orderBy(asc(products._id)).limit(perFile);
  return rows.map((r) => r.id);
}

/**
 * The link-preview JPEG (1200×630) of each of these products' main picture, for the image sitemap: a
 * product without a ready photograph has none (its drawings are not listed as images).
 */
export async function previewImagesOf(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([pictures.productId], { id: pictures.productId, key: pictures.ogKey })
    .from(pictures)
    .where(and(inArray(pictures.productId, ids), eq(pictures.status, 'ready'), isNotNull(pictures.ogKey)))
    .orderBy(pictures.productId, pictures.position, pictures.id);
  return new Map(rows.flatMap((r) => (r.key ? [[r.id, publicUrl(r.key)] as const] : [])));
}
