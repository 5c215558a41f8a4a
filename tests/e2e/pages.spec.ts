/**
 * Static-first pages (docs/features.md "Static-first pages"): served from the page cache, renewed on a catalogue
 * change, found by search engines (robots.txt, sitemaps, JSON-LD, canonical and Open Graph tags), and
 * /products whole without JavaScript.
 */
import { expect, type APIRequestContext, test } from './test';
import { z } from 'zod';
import { apiToken, DEMO_ADMIN, goto, hydrated } from './fixtures';
import { apiAddAddress } from './shopper-helpers';

/** How soon an admin's change must show on every page (the promise). */
const RENEWED_WITHIN_MS = 5_000;
/** Prices no demo product has, so finding one on a page means this product's. */
const OLD_PRICE = 2437;
const NEW_PRICE = 2413;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

async function allProductIds(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await request.get(`/api/products?limit=100&page=${page}`)).json()) as { data: { _id: number }[]; total: number };
    ids.push(...body.data.map((p) => p._id));
    if (ids.length >= body.total || body.data.length === 0) return ids;
  }
}

test.describe('pages follow the catalogue', () => {
  test('a product an admin adds, reprices and deletes shows so on the home page, /products and its own page', async ({ page }) => {
    const { request } = page;
    const token = await apiToken(page, DEMO_ADMIN, true);
    const headers = { token };
    // Seen before the change, so each page is in the cache when it happens.
    for (const path of ['/', '/products', '/products?category=Sneakers']) await html(request, path);

    const name = `Cache Test Runner ${Date.now().toString(36)}`;
    const added = await request.post('/api/products/add', {
      headers,
      data: { name, brand: 'Stride Lab', images: ['https://img.example.com/cache-test-runner.png'], oprice: 3999, price: OLD_PRICE, category: 'Sneakers' },
    });
    expect(added.status()).toBe(201);
    const id = (await added.json()).data._id as number;
    const own = `/products/${id}`;
    try {
      // The newest product: on the home page (New Arrivals' whole-store tab, Sneaker Edit), first on /products.
      for (const path of ['/', '/products', '/products?category=Sneakers', own]) {
        await expect.poll(async () => (await html(request, path)).includes(name), { timeout: RENEWED_WITHIN_MS, message: path }).toBe(true);
      }
      expect(await html(request, '/')).toContain(`href="${own}"`);

      const repriced = await request.patch(`/api/products/update/${id}`, { headers, data: { price: NEW_PRICE } });
      expect(repriced.status()).toBe(200);
      for (const path of ['/', '/products', own]) {
        await expect.poll(async () => (await html(request, path)).includes(String(NEW_PRICE)), { timeout: RENEWED_WITHIN_MS, message: path }).toBe(true);
      }
      expect(await html(request, own)).not.toContain(String(OLD_PRICE));

      // Sold out in every size: the product page's offer says so.
      const soldOut = await request.patch(`/api/products/update/${id}`, { headers, data: { sizes: [{ size: 'UK 8', stock: 0 }] } });
      expect(soldOut.status()).toBe(200);
      await expect.poll(async () => (await html(request, own)).includes('https://schema.org/OutOfStock'), { timeout: RENEWED_WITHIN_MS }).toBe(true);
    } finally {
      expect((await request.delete(`/api/products/delete/${id}`, { headers })).status()).toBe(200);
    }
    await expect.poll(async () => (await request.get(own)).status(), { timeout: RENEWED_WITHIN_MS }).toBe(404);
    await expect.poll(async () => (await html(request, '/')).includes(name), { timeout: RENEWED_WITHIN_MS }).toBe(false);
  });

  test('a checkout selling out a size, and an admin rejecting that order, renew the product page at once', async ({ page }) => {
    const { request } = page;
    const headers = { token: await apiToken(page, DEMO_ADMIN, true) };
    const added = await request.post('/api/products/add', {
      headers,
      data: {
        name: `Last Unit Tee ${Date.now().toString(36)}`,
        brand: 'Hatch Street',
        images: ['https://img.example.com/last-unit-tee.png'],
        oprice: 999,
        price: 799,
        category: "Men's T-shirts",
        sizes: [{ size: 'M', stock: 1 }],
      },
    });
    expect(added.status()).toBe(201);
    const id = (await added.json()).data._id as number;
    const own = `/products/${id}`;
    try {
      expect(await html(request, own)).toContain('https://schema.org/InStock');
      const shopper = { name: 'Last Unit Buyer', email: `last-unit-${Date.now().toString(36)}@example.com`, password: 'Sup3r-secret!', city: 'Pune' };
      expect((await request.post('/api/users/register', { data: shopper })).status()).toBe(201);
      const token = await apiToken(page, shopper);
      const address = await apiAddAddress(page, token);
      const bought = await request.post('/api/order/add', { headers: { token }, data: { prodId: id, size: 'M', quantity: 1, addressId: address._id } });
      expect(bought.status()).toBe(201);
      // The page was cached in stock: the sale itself renews it, well before the cache's 60 s.
      await expect.poll(async () => (await html(request, own)).includes('https://schema.org/OutOfStock'), { timeout: RENEWED_WITHIN_MS }).toBe(true);

      const rejected = await request.patch(`/api/order/update/${(await bought.json()).data._id}`, { headers, data: { status: 'Rejected' } });
      expect(rejected.status()).toBe(200);
      await expect.poll(async () => (await html(request, own)).includes('https://schema.org/InStock'), { timeout: RENEWED_WITHIN_MS }).toBe(true);
    } finally {
      expect((await request.delete(`/api/products/delete/${id}`, { headers })).status()).toBe(200);
    }
  });

  test('a page the browser holds answers 304 to its ETag, and a CDN may keep it briefly', async ({ request }) => {
    for (const path of ['/', '/products', '/products?category=Sneakers', '/our-story', '/sitemap.xml']) {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const etag = first.headers().etag;
      expect(etag, path).toBeTruthy();
      expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(first.headers()['cache-control']).toMatch(/stale-while-revalidate=\d+/);
      const again = await request.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status(), path).toBe(304);
      expect(await again.body()).toHaveLength(0);
      expect((await request.get(path, { headers: { 'If-None-Match': '"something-else"' } })).status()).toBe(200);
    }
  });
});

test.describe('search engines and sharing', () => {
  test('robots.txt names the sitemap, and the sitemaps list every product, the categories and the info pages', async ({ request }) => {
    const robots = await html(request, '/robots.txt');
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    const index = await html(request, new URL(sitemap!).pathname);
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(files).toContain('/sitemaps/pages.xml');
    const urls: string[] = [];
    for (const file of files) urls.push(...[...(await html(request, file)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')));
    const listed = urls
      .map((u) => /\/products\/(\d+)$/.exec(u)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(listed.sort((a, b) => a - b)).toEqual((await allProductIds(request)).sort((a, b) => a - b));
    const paths = urls.map((u) => {
      const url = new URL(u);
      return url.pathname + url.search;
    });
    expect(paths).toEqual(expect.arrayContaining(['/', '/men', '/women', '/unisex', '/products', '/products?category=Sneakers', '/our-story', '/terms']));
  });

  test('a product page carries JSON-LD Product with its offer and a BreadcrumbList, in the shapes schema.org gives', async ({ page, request }) => {
    const product = ((await (await request.get('/api/products?limit=1')).json()) as { data: { _id: number; name: string; price: number; category: string }[] })
      .data[0];
    await goto(page, `/products/${product._id}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((b) => JSON.parse(b) as unknown[]);
    const url = z.url({ protocol: /^https?$/ });
    const productLd = z.object({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('Product'),
      name: z.string().min(1),
      image: z.array(url).min(1),
      sku: z.string(),
      brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
      offers: z.object({
        '@type': z.literal('Offer'),
        url,
        price: z.string().regex(/^\d+(\.\d{2})?$/),
        priceCurrency: z.literal('INR'),
        availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
      }),
    });
    const breadcrumbLd = z.object({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('BreadcrumbList'),
      itemListElement: z
        .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: url.optional() }))
        .min(2),
    });
    const found = productLd.parse(data.find((d) => (d as { '@type'?: string })['@type'] === 'Product'));
    expect(found.name).toBe(product.name);
    expect(Number(found.offers.price)).toBe(product.price);
    const crumbs = breadcrumbLd.parse(data.find((d) => (d as { '@type'?: string })['@type'] === 'BreadcrumbList'));
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual(crumbs.itemListElement.map((_, i) => i + 1));
    // Home › the department › the category, as the categories table files it (GET /categories), › the product.
    const tree = (await (await request.get('/api/categories')).json()) as { departments: { label: string; categories: { name: string; label: string }[] }[] };
    const department = tree.departments.find((d) => d.categories.some((c) => c.name === product.category));
    const label = department?.categories.find((c) => c.name === product.category)?.label;
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', department?.label, label, product.name]);
    // The content policy lets the islands run beside the JSON-LD (ProductActions hydrated above).
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by `),
    );
  });

  test('every public page has a canonical link and Open Graph and Twitter tags with absolute addresses', async ({ page, request }) => {
    const id = ((await (await request.get('/api/products?limit=1')).json()) as { data: { _id: number }[] }).data[0]._id;
    for (const path of ['/', '/products', '/products?category=Sneakers', `/products/${id}`, '/our-story', '/contact', '/terms']) {
      await page.goto(path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, path).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe(path);
      for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]', 'meta[property="og:url"]']) {
        expect(await page.locator(selector).getAttribute('content'), `${path} ${selector}`).toMatch(/^https?:\/\//);
      }
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    }
  });

  test("a search's page is kept out of search engines, its canonical the list without the visitor's words", async ({ page }) => {
    const words = 'cheap replica watches';
    for (const [path, canonicalPath] of [
      [`/products?search=${encodeURIComponent(words)}`, '/products'],
      [`/products?category=Sneakers&search=${encodeURIComponent(words)}&page=2`, '/products?category=Sneakers'],
    ]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', 'http://missing.invalid');
      expect(canonical.pathname + canonical.search, path).toBe(canonicalPath);
      await expect(page.locator('meta[property="og:url"]')).not.toHaveAttribute('content', /replica/);
    }
    // The lists themselves stay indexable.
    await page.goto('/products?category=Sneakers');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe('/products without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results are in the HTML, and the paging links and the search work @phone', async ({ page }) => {
    await page.goto('/products?category=Sneakers');
    await expect(page.getByRole('heading', { level: 1, name: 'Sneakers' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Stride Lab Aero Runner/ })).toBeVisible();

    await page.goto('/products');
    const first = await page.getByRole('main').getByRole('listitem').first().textContent();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    expect(await page.getByRole('main').getByRole('listitem').first().textContent()).not.toBe(first);

    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
    await search.fill('hoodie');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=hoodie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “hoodie”' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Hoodie/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('/products with JavaScript', () => {
  test('the island takes the first page from the HTML without asking the API again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/products') asked.push(r.url());
    });
    await goto(page, '/products?category=Sneakers');
    await expect(page.getByRole('main').getByRole('link', { name: /Stride Lab Aero Runner/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('a link to a category the catalogue lacks finds nothing, answered 404, and its chip leads back @phone', async ({ page }) => {
    const res = await page.goto('/products?category=Discontinued%20Capes');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Discontinued Capes' })).toBeVisible();
    await expect(page.getByText('No products match your search.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sneakers', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter Discontinued Capes' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
  });
});
