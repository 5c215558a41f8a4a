/**
 * Stored text is shown as text: a product, a shopper's name and a support message carrying markup
 * are shown literally on every page that shows them, and none of that markup runs or enters the DOM.
 * Also the security headers scripts/start.mjs sets on pages and on the API.
 */
import { expect, test, type Page } from './test';
import { admin as adminText } from '../../src/islands/admin/messages';
import { apiToken, DEMO_ADMIN, hydrated } from './fixtures';
import { storeSession } from './admin-helpers';

const PAYLOAD = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';
const IMAGE = '/images/products/bluebeam-cloud-jogger.svg';

interface Arranged {
  tag: string;
  productId: number;
  productName: string;
  description: string;
  shopperName: string;
  shopperToken: string;
  message: string;
}

let arranged: Promise<Arranged> | undefined;

/** Arranged once through the API (lazily, so a re-started worker arranges again). */
function arrange(page: Page): Promise<Arranged> {
  arranged ??= (async () => {
    const r = page.request;
    const tag = `xss${Date.now().toString(36)}`;
    const productName = `Hostile coat ${tag} ${PAYLOAD}`;
    const description = `Described ${tag} ${PAYLOAD}`;
    const shopperName = `Eve ${tag} ${PAYLOAD}`;
    const message = `Help ${tag} ${PAYLOAD}`;

    const adminToken = await apiToken(page, DEMO_ADMIN, true);
    const added = await r.post('/api/products/add', {
      headers: { token: adminToken },
      data: { name: productName, brand: `Brand ${tag}`, category: 'Accessories', images: [IMAGE], oprice: 1000, price: 900, description },
    });
    expect(added.status()).toBe(201);
    const productId = (await added.json()).data._id as number;

    const who = { email: `${tag}@example.com`, password: 'Sup3r-secret!' };
    expect((await r.post('/api/users/register', { data: { ...who, name: shopperName, city: 'Pune' } })).status()).toBe(201);
    const shopperToken = await apiToken(page, who);
    const auth = { token: shopperToken };

    expect((await r.post('/api/support', { headers: auth, data: { message } })).status()).toBe(201);
    expect((await r.post('/api/wishlist/add', { headers: auth, data: { prodId: productId } })).status()).toBe(201);
    // Bought once (orders), then put in the cart again so /cart shows it too.
    expect((await r.post('/api/cart/add', { headers: auth, data: { prodId: productId, quantity: 1 } })).status()).toBe(201);
    const addr = await r.post('/api/address/add', {
      headers: auth,
      data: {
        country: 'India',
        firstName: 'Eve',
        lastName: 'Tag',
        address: '1 Test Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        phone: '9876543210',
        declaration: true,
      },
    });
    expect(addr.status()).toBe(201);
    const done = await r.post('/api/order/checkout', {
      headers: { ...auth, 'Idempotency-Key': `hostile-${tag}` },
      data: { addressId: (await addr.json()).data._id },
    });
    expect(done.status()).toBe(201);
    expect((await r.post('/api/cart/add', { headers: auth, data: { prodId: productId, quantity: 1 } })).status()).toBe(201);
    return { tag, productId, productName, description, shopperName, shopperToken, message };
  })();
  arranged.catch(() => {
    arranged = undefined;
  });
  return arranged;
}

/** Collects every dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}

/** The text is on screen, literally. */
async function expectLiteral(page: Page, text: string) {
  await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
}

/** Nothing of the payload ran or became markup. */
async function expectInert(page: Page, dialogs: string[]) {
  const dom = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    // JSON-LD blocks hold the product's name and description as data (its `<` escaped); a browser never runs them.
    scripts: Array.from(document.scripts).filter((s) => s.type !== 'application/ld+json' && (s.textContent ?? '').includes('__pwned')).length,
    handlers: document.querySelectorAll('img[onerror], [onerror*="__pwned"]').length,
    strayImages: Array.from(document.images).filter((i) => i.getAttribute('src') === 'x').length,
  }));
  expect(dom).toEqual({ pwned: undefined, scripts: 0, handlers: 0, strayImages: 0 });
  expect(dialogs).toEqual([]);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test.describe('hostile stored text', () => {
  // Other spec files share this database: take the hostile product out of the catalogue afterwards.
  test.afterAll(async ({ request }) => {
    if (!arranged) return;
    const a = await arranged.catch(() => undefined);
    if (!a) return;
    const login = await request.post('/api/admins/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    const { token } = (await login.json()) as { token: string };
    await request.delete(`/api/products/delete/${a.productId}`, { headers: { token } });
  });

  test('the shopper sees product, name and order text literally, and nothing runs', async ({ page }) => {
    test.setTimeout(90_000);
    const a = await arrange(page);
    const dialogs = watchDialogs(page);
    await storeSession(page, a.shopperToken, 'user');

    await test.step('products search', async () => {
      await visit(page, `/products?search=${a.tag}`);
      await expectLiteral(page, a.productName);
      await expectInert(page, dialogs);
    });

    await test.step('product page', async () => {
      await visit(page, `/products/${a.productId}`);
      await expect(page.getByRole('heading', { level: 1, name: a.productName })).toBeVisible();
      await expectLiteral(page, a.description);
      await expectInert(page, dialogs);
    });

    await test.step('nav bar shows the name', async () => {
      await expect(page.getByRole('banner').getByText(a.shopperName)).toBeVisible();
      await expectInert(page, dialogs);
    });

    await test.step('cart', async () => {
      await visit(page, '/cart');
      await expect(page.getByRole('region', { name: 'Cart items' }).getByText(a.productName).first()).toBeVisible();
      await expectInert(page, dialogs);
    });

    await test.step('wishlist', async () => {
      await visit(page, '/wishlist');
      await expectLiteral(page, a.productName);
      await expect(page.getByRole('button', { name: `Remove ${a.productName} from wishlist` })).toBeVisible();
      await expectInert(page, dialogs);
    });

    await test.step('orders', async () => {
      await visit(page, '/orders');
      await expect(page.getByRole('heading', { level: 3, name: a.productName })).toBeVisible();
      await expectInert(page, dialogs);
    });
  });

  test('the admin console shows the same text literally, and nothing runs', async ({ page }) => {
    test.setTimeout(90_000);
    const a = await arrange(page);
    const dialogs = watchDialogs(page);
    await storeSession(page, await apiToken(page, DEMO_ADMIN, true), 'admin');
    await visit(page, '/admin#dashboard');
    await expect(page.getByRole('button', { name: `Account menu: ${DEMO_ADMIN.name}` })).toBeVisible();

    const sections: [string, string, string[]][] = [
      ['dashboard', adminText.users.title, [a.shopperName]],
      ['manage-products', adminText.sections.manageProducts, [a.productName]],
      ['manage-orders', adminText.sections.manageOrders, [a.productName, a.shopperName]],
      ['support', adminText.support.title, [a.message, a.shopperName]],
    ];
    for (const [hash, title, texts] of sections) {
      await test.step(hash, async () => {
        await page.goto(`/admin#${hash}`);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        for (const text of texts) await expectLiteral(page, text);
        await expectInert(page, dialogs);
      });
    }
  });

  test('pages and the API carry the security headers', async ({ page }) => {
    const pageRes = await page.goto('/products');
    const apiRes = await page.request.get('/api/products?limit=1');
    for (const [what, headers] of [
      ['page', pageRes!.headers()],
      ['api', apiRes.headers()],
    ] as const) {
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, what).not.toBe('');
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'));
      expect(scriptSrc, `${what} script-src`).toBeDefined();
      expect(scriptSrc, what).not.toContain("'unsafe-inline'");
      expect(scriptSrc, what).not.toContain("'unsafe-eval'");
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'] ?? '', what).not.toBe('');
      const framed = headers['x-frame-options'] === 'DENY' || /frame-ancestors 'none'/.test(csp);
      expect(framed, `${what} refuses framing`).toBe(true);
    }
  });
});
