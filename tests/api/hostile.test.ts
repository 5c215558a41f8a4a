/**
 * Property-based tests (fast-check): hostile bodies, ids, query strings and headers on every call
 * never produce a 500, a stack trace or a change in the database; refusals are a 4xx with {msg}.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { getDb } from '../../src/server/db/client';
import { address, call, makeAdmin, makeProduct, makeUser, type Reply } from './helpers';

type Who = 'none' | 'user' | 'admin';
interface Endpoint {
  method: string;
  path: string;
  who: Who;
  body: boolean;
}

const endpoints: Endpoint[] = [
  { method: 'POST', path: '/users/register', who: 'none', body: true },
  { method: 'POST', path: '/users/login', who: 'none', body: true },
  { method: 'POST', path: '/admins/login', who: 'none', body: true },
  { method: 'POST', path: '/auth/login', who: 'none', body: true },
  { method: 'GET', path: '/users/:id', who: 'user', body: false },
  { method: 'GET', path: '/users', who: 'admin', body: false },
  { method: 'DELETE', path: '/users/delete/:id', who: 'admin', body: false },
  { method: 'GET', path: '/admins', who: 'admin', body: false },
  { method: 'POST', path: '/admins/add', who: 'admin', body: true },
  { method: 'DELETE', path: '/admins/delete/:id', who: 'admin', body: false },
  { method: 'GET', path: '/products', who: 'none', body: false },
  { method: 'GET', path: '/products/:id', who: 'none', body: false },
  { method: 'GET', path: '/products/:id/similar', who: 'none', body: false },
  { method: 'POST', path: '/products/add', who: 'admin', body: true },
  { method: 'PATCH', path: '/products/update/:id', who: 'admin', body: true },
  { method: 'DELETE', path: '/products/delete/:id', who: 'admin', body: false },
  { method: 'GET', path: '/cart', who: 'user', body: false },
  { method: 'POST', path: '/cart/add', who: 'user', body: true },
  { method: 'PATCH', path: '/cart/update/:id', who: 'user', body: true },
  { method: 'DELETE', path: '/cart/delete/:id', who: 'user', body: false },
  { method: 'POST', path: '/cart/merge', who: 'user', body: true },
  { method: 'GET', path: '/cart/allcarts', who: 'admin', body: false },
  { method: 'GET', path: '/wishlist', who: 'user', body: false },
  { method: 'POST', path: '/wishlist/add', who: 'user', body: true },
  { method: 'DELETE', path: '/wishlist/delete/:id', who: 'user', body: false },
  { method: 'POST', path: '/wishlist/merge', who: 'user', body: true },
  { method: 'GET', path: '/address', who: 'user', body: false },
  { method: 'POST', path: '/address/add', who: 'user', body: true },
  { method: 'DELETE', path: '/address/delete/:id', who: 'user', body: false },
  { method: 'PATCH', path: '/address/update/:id', who: 'user', body: true },
  { method: 'PATCH', path: '/address/default/:id', who: 'user', body: false },
  { method: 'GET', path: '/pincodes/:id', who: 'none', body: false },
  { method: 'GET', path: '/delivery-estimate', who: 'none', body: false },
  { method: 'POST', path: '/order/add', who: 'user', body: true },
  { method: 'POST', path: '/order/checkout', who: 'user', body: true },
  { method: 'GET', path: '/order', who: 'user', body: false },
  { method: 'GET', path: '/order/allorders', who: 'admin', body: false },
  { method: 'GET', path: '/order/categories', who: 'admin', body: false },
  { method: 'GET', path: '/order/analytics', who: 'admin', body: false },
  { method: 'GET', path: '/order/detail/:id', who: 'admin', body: false },
  { method: 'GET', path: '/order/export', who: 'admin', body: false },
  { method: 'PATCH', path: '/order/update/:id', who: 'admin', body: true },
  { method: 'GET', path: '/order/payment-methods', who: 'none', body: false },
  { method: 'POST', path: '/order/quote', who: 'user', body: true },
  { method: 'GET', path: '/order/purchases', who: 'user', body: false },
  { method: 'GET', path: '/order/purchases/:id', who: 'user', body: false },
  { method: 'POST', path: '/support', who: 'none', body: true },
  { method: 'GET', path: '/support', who: 'admin', body: false },
  { method: 'PATCH', path: '/support/resolve/:id', who: 'admin', body: false },
  { method: 'GET', path: '/support/mine', who: 'user', body: false },
  { method: 'PATCH', path: '/support/reply/:id', who: 'admin', body: true },
  { method: 'GET', path: '/products/categories', who: 'none', body: false },
  { method: 'GET', path: '/products/low-stock', who: 'admin', body: false },
  { method: 'GET', path: '/products/suggest', who: 'none', body: false },
  { method: 'GET', path: '/products/notify/confirm', who: 'none', body: false },
  { method: 'GET', path: '/admins/me', who: 'admin', body: false },
  { method: 'GET', path: '/admins/outbox', who: 'admin', body: false },
  { method: 'GET', path: '/admins/outbox/:id', who: 'admin', body: false },
  // Accounts: the account page and password reset.
  { method: 'PATCH', path: '/users/update/:id', who: 'user', body: true },
  { method: 'POST', path: '/users/password/:id', who: 'user', body: true },
  { method: 'POST', path: '/auth/forgot', who: 'none', body: true },
  { method: 'POST', path: '/auth/reset/check', who: 'none', body: true },
  { method: 'POST', path: '/auth/reset', who: 'none', body: true },
  // Notify me and support answers seen.
  { method: 'POST', path: '/products/:id/notify', who: 'none', body: true },
  { method: 'GET', path: '/support/unread', who: 'user', body: false },
  { method: 'PATCH', path: '/support/seen', who: 'user', body: true },
  // After the order: fulfilment, cancelling, tax documents, returns.
  { method: 'PATCH', path: '/order/step/:id', who: 'admin', body: true },
  { method: 'POST', path: '/order/bulk-step', who: 'admin', body: true },
  { method: 'POST', path: '/order/cancel/:id', who: 'user', body: true },
  { method: 'POST', path: '/order/purchases/:id/cancel', who: 'user', body: true },
  { method: 'GET', path: '/order/invoice/:id', who: 'user', body: false },
  { method: 'GET', path: '/order/credit-note/:id', who: 'user', body: false },
  { method: 'GET', path: '/order/documents/:id', who: 'user', body: false },
  { method: 'POST', path: '/returns', who: 'user', body: true },
  { method: 'GET', path: '/returns', who: 'admin', body: false },
  { method: 'POST', path: '/returns/:id/approve', who: 'admin', body: false },
  { method: 'POST', path: '/returns/:id/decline', who: 'admin', body: true },
  { method: 'POST', path: '/returns/:id/receive', who: 'admin', body: true },
  { method: 'POST', path: '/returns/:id/refund', who: 'admin', body: true },
  { method: 'GET', path: '/health', who: 'none', body: false },
  // Departments and their categories: the menus read them, the console edits them.
  { method: 'GET', path: '/categories', who: 'none', body: false },
  { method: 'GET', path: '/categories/all', who: 'admin', body: false },
  { method: 'POST', path: '/categories', who: 'admin', body: true },
  { method: 'PATCH', path: '/categories/:id', who: 'admin', body: true },
  { method: 'DELETE', path: '/categories/:id', who: 'admin', body: false },
  // Coupons in the console.
  { method: 'GET', path: '/coupons', who: 'admin', body: false },
  { method: 'POST', path: '/coupons', who: 'admin', body: true },
  { method: 'PATCH', path: '/coupons/:id', who: 'admin', body: true },
  // A product's photographs: the upload is the one multipart body, so random ones must be refused too.
  { method: 'GET', path: '/products/:id/pictures', who: 'admin', body: false },
  { method: 'POST', path: '/products/:id/pictures', who: 'admin', body: true },
  { method: 'PATCH', path: '/products/:id/pictures', who: 'admin', body: true },
  { method: 'DELETE', path: '/products/:id/pictures/:id', who: 'admin', body: false },
  // Paying online: the shopper's return and giving up, and the gateway's signed webhook (no sign-in).
  { method: 'POST', path: '/payments/verify', who: 'user', body: true },
  { method: 'POST', path: '/payments/:id/abandon', who: 'user', body: false },
  { method: 'POST', path: '/payments/:id/resume', who: 'user', body: false },
  { method: 'POST', path: '/payments/webhook', who: 'none', body: true },
  // The gateway's hosted checkout posts its form back here (no sign-in: a signature, or the gateway asked).
  { method: 'POST', path: '/payments/:id/callback', who: 'none', body: true },
  // The gateway's stand-in: someone else's API behind its own Basic key, never the store's sign-in. No gateway
  // is configured here, so each must answer its 404 {msg} whatever is sent (tests/api/online-payment covers it on).
  { method: 'POST', path: '/sim/razorpay/v1/orders', who: 'none', body: true },
  { method: 'GET', path: '/sim/razorpay/v1/orders/:id/payments', who: 'none', body: false },
  { method: 'POST', path: '/sim/razorpay/v1/payments/:id/refund', who: 'none', body: true },
  { method: 'GET', path: '/sim/razorpay/v1/payments/:id/refunds', who: 'none', body: false },
  { method: 'GET', path: '/sim/razorpay/checkout', who: 'none', body: false },
  { method: 'GET', path: '/sim/razorpay/checkout/pay', who: 'none', body: false },
  { method: 'POST', path: '/sim/razorpay/v1/checkout/embedded', who: 'none', body: true },
  { method: 'GET', path: '/sim/razorpay/v1/checkout/embedded/pay', who: 'none', body: false },
  // The API's reference: the document and its reader.
  { method: 'GET', path: '/openapi.json', who: 'none', body: false },
  { method: 'GET', path: '/docs', who: 'none', body: false },
  { method: 'GET', path: '/docs/init.js', who: 'none', body: false },
  { method: 'GET', path: '/docs/swagger-ui-bundle.js', who: 'none', body: false },
  { method: 'GET', path: '/docs/swagger-ui.css', who: 'none', body: false },
];

const nasty = fc.constantFrom(
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ ऀ',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '0x10',
  '[]',
  '{}',
  'null',
  'true',
  ' ',
  'a'.repeat(5000),
);
const text = fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 20 }));
const idSegment = fc
  .oneof(nasty, fc.string({ unit: 'grapheme', maxLength: 12 }), fc.integer().map(String), fc.double().map(String))
  .map((s) => encodeURIComponent(s) || '%20');
const fields = [
  'name',
  'email',
  'password',
  'city',
  'role',
  'wallet',
  'prodId',
  'quantity',
  'price',
  'oprice',
  'images',
  'category',
  'brand',
  'status',
  'addressId',
  '_id',
  'message',
  'country',
  'firstName',
  'lastName',
  'address',
  'pincode',
  'phone',
  'declaration',
  'image',
  'contact',
  '__proto__',
  'constructor',
];
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...fields), tie('v'), { maxKeys: 3 }),
  ),
})).v;
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 8 }).map((o) => ({ raw: JSON.stringify(o) })),
  value.map((v) => ({ raw: JSON.stringify(v) })),
  fc.string({ unit: 'binary', maxLength: 80 }).map((raw) => ({ raw })),
);
const query = fc
  .dictionary(fc.constantFrom('page', 'limit', 'search', 'sort', 'orderBy', 'category', 'id', '__proto__'), text, { maxKeys: 5 })
  .map((q) => new URLSearchParams(q).toString());
const header = fc.record({
  'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
  'idempotency-key': fc.oneof(
    text.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    fc.constant('k'.repeat(500)),
  ),
  'x-forwarded-for': fc.constant('1.2.3.4, <script>'),
});

let tokens: Record<Who, string | undefined>;

/** A digest of every table's rows: equal before and after means nothing changed. */
async function digest(): Promise<string> {
  const db = await getDb();
  const tables = [
    'users',
    'admins',
    'products',
    'cart_items',
    'wishlist',
    'addresses',
    'orders',
    'purchases',
    'checkouts',
    'support_messages',
    'categories',
    'coupons',
    'pictures',
    'picture_jobs',
    'gateway_payments',
    'gateway_events',
  ];
  const parts = await Promise.all(
    tables.map(async (t) => {
      const res = await db.execute(sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${t} x`));
      return (res as unknown as { rows: { h: string }[] }).rows[0].h;
    }),
  );
  return parts.join(':');
}

function expectCleanRefusal(res: Reply, what: string) {
  expect(res.status, what).toBeLessThan(500);
  const text = JSON.stringify(res.body);
  expect(text, what).not.toMatch(/\bat .+\.(ts|js|mjs):\d+|passwordHash|password_hash|scrypt\$/);
  if (res.status >= 400) expect(typeof (res.body as { msg?: unknown }).msg, what).toBe('string');
}

beforeAll(async () => {
  const user = await makeUser();
  const admin = await makeAdmin();
  const product = await makeProduct();
  await call('POST', '/cart/add', { token: user.token, body: { prodId: product._id, quantity: 2 } });
  await call('POST', '/address/add', { token: user.token, body: address });
  tokens = { none: undefined, user: user.token, admin: admin.token };
});

describe('hostile input', () => {
  it('the table names every route the app serves', () => {
    const served = new Set(
      app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/(.)\/$/, '$1')}`.replace(/:\w+/g, ':id')),
    );
    expect([...served].sort()).toEqual(endpoints.map((e) => `${e.method} ${e.path}`).sort());
  });

  it('mutating calls with random bodies, ids and headers answer a 4xx with {msg} and change nothing', async () => {
    const mutating = endpoints.filter((e) => e.method !== 'GET');
    let refusedNothing = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...mutating), idSegment, body, header, async (e, id, b, h) => {
        const before = await digest();
        const path = e.path.replaceAll(':id', id);
        const res = await call(e.method, path, { token: tokens[e.who], raw: e.body ? b.raw : undefined, headers: h });
        const what = `${e.method} ${path} ${b.raw.slice(0, 80)}`;
        expectCleanRefusal(res, what);
        // A random body is now and then a valid one (a support message with some text): that is
        // accepted, and may write. Every refusal must leave the database as it was.
        if (res.status >= 400) expect(await digest(), what).toBe(before);
        else refusedNothing++;
      }),
      { numRuns: 150 },
    );
    expect(refusedNothing).toBeLessThan(15);
  }, 240_000);

  it('reads with random ids and query strings never fail and never write', async () => {
    const reads = endpoints.filter((e) => e.method === 'GET');
    const before = await digest();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), idSegment, query, async (e, id, q) => {
        const path = `${e.path.replaceAll(':id', id)}?${q}`;
        const res = await call(e.method, path, { token: tokens[e.who] });
        expectCleanRefusal(res, `GET ${path}`);
      }),
      { numRuns: 150 },
    );
    expect(await digest()).toBe(before);
  }, 240_000);

  it('every call refuses a random token with 401, or ignores it where no sign-in is needed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.string({ maxLength: 300 }).map((s) => s.replace(/[^\x21-\x7e]/g, 'x') || 'x'),
        async (e, token) => {
          const res = await call(e.method, e.path.replaceAll(':id', '1'), {
            token,
            raw: e.body ? '{}' : undefined,
            headers: { 'content-type': 'application/json' },
          });
          expectCleanRefusal(res, `${e.method} ${e.path}`);
          if (e.who !== 'none') expect(res.status).toBe(401);
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);

  it('a huge deeply nested body is refused without a 500', async () => {
    let deep = '1';
    for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
    const res = await call('POST', '/support', { raw: `{"message":${deep}}`, headers: { 'content-type': 'application/json' } });
    expectCleanRefusal(res, 'deep');
    expect(res.status).toBe(400);
  });
});
