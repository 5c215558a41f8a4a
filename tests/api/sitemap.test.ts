import { describe, expect, it } from 'vitest';
import { deleteProduct } from '../../src/server/services/products';
import { productIdsForSitemap, sitemapChunks } from '../../src/server/services/sitemap';
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
