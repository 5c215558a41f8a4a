import { describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../src/server/db/changes';
import type { Db } from '../../src/server/db/types';
import { cachedPage, clearPageCache, matchesEtag, pageDependsOn, renderThroughCache } from '../../src/server/pages/cache';
import { siteOrigin } from '../../src/server/pages/site';
import { sitemapChunks } from '../../src/server/services/sitemap';
import { breadcrumbJsonLd, clipText, jsonLdText, productJsonLd } from '../../src/server/pages/structured-data';
import { inlineScriptHashes } from '../../src/server/security';

const host = 'shop.test:4321';
const request = (path: string) => new Request(`http://localhost${path}`, { headers: { host } });
const page = (text: string, on?: Parameters<typeof pageDependsOn>[1], status = 200) => {
  const headers = new Headers({ 'content-type': 'text/html' });
  if (on) pageDependsOn(headers, on);
  return new Response(`<html><script>go()</script>${text}</html>`, { status, headers });
};
const hit = (path: string) => cachedPage('GET', path, { host });
/** No database here: on the embedded database a change is told to this process's listeners directly. */
const change = (productIds?: number[]) => catalogueChanged({} as Db, productIds ? { productIds } : {});

describe('the page cache', () => {
  it('keeps a page that opts in, answers it by its normalised address, and renders once for concurrent requests', async () => {
    clearPageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 5));
      return page('home', 'catalogue');
    };
    const answers = await Promise.all([renderThroughCache(request('/products?b=2&a=1'), render), renderThroughCache(request('/products?b=2&a=1'), render)]);
    expect(renders).toBe(1);
    expect(await answers[1].text()).toContain('home');
    expect(answers[0].headers.get('x-page-cache')).toBeNull();
    expect(answers[0].headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(hit('/products/?a=1&b=2')).toBeDefined();
    expect(hit('/products?a=1')).toBeUndefined();
    expect(cachedPage('GET', '/products?a=1&b=2', { host: 'other.test' })).toBeUndefined();
    expect(cachedPage('POST', '/products?a=1&b=2', { host })).toBeUndefined();
  });

  it('reads the query only where the page does: a tracking parameter is the same home page', async () => {
    clearPageCache();
    await renderThroughCache(request('/?utm_source=mail'), async () => page('home', 'catalogue'));
    await renderThroughCache(request('/products/4?size=L&utm_source=x'), async () => page('four in L', { product: 4 }));
    expect(hit('/')).toBeDefined();
    expect(hit('/?gclid=1')).toBeDefined();
    expect(hit('/products/4?size=L')).toBeDefined();
    expect(hit('/products/4')).toBeUndefined();
  });

  it('keeps nothing a page did not opt into, nor a failure', async () => {
    clearPageCache();
    await renderThroughCache(request('/cart'), async () => page('cart'));
    await renderThroughCache(request('/products/9'), async () => page('gone', { product: 9 }, 404));
    expect(hit('/cart')).toBeUndefined();
    expect(hit('/products/9')).toBeUndefined();
  });

  it('a change drops the catalogue pages and the changed product page, and keeps other products and static pages', async () => {
    clearPageCache();
    await renderThroughCache(request('/'), async () => page('home', 'catalogue'));
    await renderThroughCache(request('/products/1'), async () => page('one', { product: 1 }));
    await renderThroughCache(request('/products/2'), async () => page('two', { product: 2 }));
    await renderThroughCache(request('/terms'), async () => page('terms', 'static'));
    await change([1]);
    expect(hit('/')).toBeUndefined();
    expect(hit('/products/1')).toBeUndefined();
    expect(hit('/products/2')).toBeDefined();
    expect(hit('/terms')).toBeDefined();
    await change();
    expect(hit('/products/2')).toBeUndefined();
    expect(hit('/terms')).toBeDefined();
  });

  it('a render under way when the catalogue changes is answered but not kept', async () => {
    clearPageCache();
    const answer = await renderThroughCache(request('/'), async () => {
      await change([3]);
      return page('read before the change', 'catalogue');
    });
    expect(await answer.text()).toContain('read before the change');
    expect(hit('/')).toBeUndefined();
  });

  it('gives each page a CSP with the hashes of its own inline scripts, and none for JSON-LD', async () => {
    clearPageCache();
    const answer = await renderThroughCache(request('/'), async () => page('<script type="application/ld+json">{"a":1}</script>', 'catalogue'));
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(inlineScriptHashes('<script>go()</script>')[0]);
    expect(inlineScriptHashes('<script type="application/ld+json">{"a":1}</script>')).toEqual([]);
  });

  it("hashes only the page's script elements, never a script a visitor wrote into an attribute or a comment", async () => {
    clearPageCache();
    // What a search for `<script>evil()</script>` puts in the page's head: attribute values keep `<` as it is.
    const visitor = '<script>evil()</script>';
    const head = `<meta name="description" content="Results for ${visitor}"><link rel="canonical" href='/products?search=${visitor}'><!-- ${visitor} -->`;
    const answer = await renderThroughCache(request('/products?search=x'), async () => page(head, 'catalogue'));
    const csp = answer.headers.get('content-security-policy') ?? '';
    const [evil] = inlineScriptHashes(visitor);
    expect(csp).toContain(inlineScriptHashes('<script>go()</script>')[0]);
    expect(csp).not.toContain(evil);
    expect(inlineScriptHashes(`<html>${head}<script type="module">run()</script><script src="/a.js"></script></html>`)).toEqual(
      inlineScriptHashes('<script>run()</script>'),
    );
  });
});

describe('ETags', () => {
  it('match weakly, in a list, or as *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('the site origin', () => {
  it("is the request's host when it is a host name, and never text that is not one", () => {
    expect(siteOrigin('shop.test:4321')).toBe('http://shop.test:4321');
    expect(siteOrigin('SHOP.test')).toBe('http://shop.test');
    expect(siteOrigin('[::1]:4321')).toBe('http://[::1]:4321');
    expect(siteOrigin('evil.test/"><script>')).toBe('http://localhost');
    expect(siteOrigin(undefined)).toBe('http://localhost');
    // https only when a trusted proxy says so (TRUST_PROXY is 0 here).
    expect(siteOrigin('shop.test', 'https')).toBe('http://shop.test');
  });
});

describe('sitemaps', () => {
  it("split past the protocol's limit of URLs a file", () => {
    expect(sitemapChunks(0)).toBe(1);
    expect(sitemapChunks(50_000)).toBe(1);
    expect(sitemapChunks(50_001)).toBe(2);
    expect(sitemapChunks(7, 3)).toBe(3);
  });
});

describe('structured data', () => {
  const product = {
    _id: 7,
    name: 'Tee </script><script>alert(1)</script>',
    brand: 'Northloom',
    category: 'Tees',
    description: 'Soft.',
    price: 1199,
    images: ['/images/products/tee.svg', 'https://img.example.com/tee.png'],
    sizes: [{ size: 'M', stock: 0 }],
  };
  it('writes the offer in rupees with availability from stock, and absolute addresses', () => {
    const ld = productJsonLd(product, 'https://shop.test', '/products/7');
    expect(ld.offers).toMatchObject({
      price: '1199.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.test/products/7',
    });
    expect(ld.image).toEqual(['https://shop.test/images/products/tee.svg', 'https://img.example.com/tee.png']);
    expect(productJsonLd({ ...product, sizes: [{ size: 'M', stock: null }] }, 'https://shop.test', '/products/7').offers.availability).toBe(
      'https://schema.org/InStock',
    );
  });
  it('numbers the breadcrumbs from 1 and can leave the last without a link', () => {
    const ld = breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Tee' }], 'https://shop.test');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
      { '@type': 'ListItem', position: 2, name: 'Tee' },
    ]);
  });
  it('cannot end its script block, whatever a product is called', () => {
    const text = jsonLdText(productJsonLd(product, 'https://shop.test', '/products/7'));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).name).toBe(product.name);
  });
  it('cuts a description at a word, with an ellipsis', () => {
    expect(clipText('short text')).toBe('short text');
    const cut = clipText('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
