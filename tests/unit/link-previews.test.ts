/** Link previews and image sitemaps read the product's 1200×630 JPEG when it has one, its image links otherwise. */
import { describe, expect, it } from 'vitest';
import { urlSet } from '../../src/server/pages/sitemap-xml';
import { productJsonLd } from '../../src/server/pages/structured-data';

const product = { _id: 7, name: 'Tee', brand: 'B', category: 'T-shirts', description: '', price: 999, images: ['/media/a-640.jpg'], sizes: [] };

describe('link previews', () => {
  it('JSON-LD lists the link-preview JPEG first, then the pictures', () => {
    const ld = productJsonLd({ ...product, ogImage: 'https://cdn.example/og.jpg' }, 'https://shop.example', '/products/7');
    expect(ld.image).toEqual(['https://cdn.example/og.jpg', 'https://shop.example/media/a-640.jpg']);
  });

  it('JSON-LD without a preview JPEG keeps the image links', () => {
    expect(productJsonLd({ ...product, ogImage: null }, 'https://shop.example', '/products/7').image).toEqual(['https://shop.example/media/a-640.jpg']);
  });

  it('a product sitemap entry carries its picture in the image namespace; one without stays a plain entry', () => {
    const xml = urlSet('https://shop.example', ['/products/7', '/products/8'], new Map([['/products/7', '/media/og-7.jpg']]));
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(
      '<url><loc>https://shop.example/products/7</loc><image:image><image:loc>https://shop.example/media/og-7.jpg</image:loc></image:image></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.example/products/8</loc></url>');
  });

  it('a URL set without pictures declares no image namespace', () => {
    expect(urlSet('https://shop.example', ['/'])).not.toContain('xmlns:image');
  });
});
