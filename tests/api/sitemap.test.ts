import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pictures } from '../../src/server/db/schema';
import { publicUrl } from '../../src/server/pictures/storage';
import { deleteProduct } from '../../src/server/services/products';
import { previewImagesOf, productIdsForSitemap, sitemapChunks } from '../../src/server/services/sitemap';
import { makeProduct } from './helpers';

describe('product sitemaps', () => {
  it('split every product over files of at most the given size, each id once, in order', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await makeProduct())._id);
    // A gap in the ids (a deleted product) moves nothing into the wrong file.
    await deleteProduct(made[1]);
    const ids = made.filter((id) => id !== made[1]);
    const perFile = 2;
    const files = sitemapChunks(ids.length, perFile);
    const listed: number[][] = [];
    for (let n = 1; n <= files; n++) listed.push(await productIdsForSitemap(n, perFile));
    expect(listed.every((f) => f.length <= perFile)).toBe(true);
    expect(listed.flat()).toEqual(ids);
    expect(await productIdsForSitemap(files + 1, perFile)).toEqual([]);
  });
});

describe('image sitemap entries', () => {
  it("name each product's first ready picture's link-preview JPEG, and nothing for a product without one", async () => {
    const [a, b, c] = [await makeProduct(), await makeProduct(), await makeProduct()];
    const db = await getDb();
    const row = { alt: 'x', contentHash: 'h', width: 800, height: 1000 };
    await db.insert(pictures).values([
      { ...row, productId: a._id, position: 1, status: 'ready', ogKey: 'p/a/second-og.jpg' },
      { ...row, productId: a._id, position: 0, status: 'ready', ogKey: 'p/a/first-og.jpg' },
      // Not ready yet: shoppers do not see it, nor do search engines.
      { ...row, productId: b._id, position: 0, status: 'pending', ogKey: 'p/b/og.jpg' },
    ]);
    const found = await previewImagesOf([a._id, b._id, c._id]);
    expect([...found]).toEqual([[a._id, publicUrl('p/a/first-og.jpg')]]);
    expect(await previewImagesOf([])).toEqual(new Map());
  });
});
