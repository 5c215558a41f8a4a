import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../bench/ports';
import { BODY_LIMIT_BYTES } from '../../src/server/config';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { supportMessages, users } from '../../src/server/db/schema';
import { address, call, countRows, makeAdmin, makeProduct, makeUser, type Reply } from './helpers';

// An unexpected failure deep in a service: the message and stack must stay on the server.
const SECRET = 'secret-internal-detail';
vi.mock('../../src/server/services/support', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/services/support')>();
  return {
    ...real,
    addMessage: async (userId: number | undefined, message: string) => {
      if (message === 'boom') throw new Error(`${SECRET}: relation "support_messages" exploded`);
      return real.addMessage(userId, message);
    },
  };
});

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin();
});

describe('body size', () => {
  it(`answers 413 {msg} for a body over ${BODY_LIMIT_BYTES} bytes and stores nothing`, async () => {
    const before = await countRows(supportMessages);
    const raw = JSON.stringify({ message: 'x'.repeat(BODY_LIMIT_BYTES) });
    const res = await call('POST', '/support', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ msg: api.tooLarge });
    expect(await countRows(supportMessages)).toBe(before);
  });

  it('answers 413 when the declared length is over the limit too', async () => {
    const before = await countRows(users);
    const raw = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), email: 'big@example.com', password: 'long-enough-1', city: 'Goa' });
    const res = await call('POST', '/users/register', {
      raw,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(raw)) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ msg: api.tooLarge });
    // The rest of the body is left unread, so the connection is not kept (tests/faults/fuzz.ts sends it on a socket).
    expect(res.headers.get('connection')).toBe('close');
    expect(await countRows(users)).toBe(before);
  });

  it('reads a body just under the limit (and then judges its fields)', async () => {
    const raw = JSON.stringify({ message: 'x'.repeat(BODY_LIMIT_BYTES - 100) });
    const res = await call('POST', '/support', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ message: validation.tooLong });
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/nothing-here'],
    ['POST', '/cart/checkout'],
    ['PUT', '/cart'],
    ['GET', '/products/1/reviews'],
    ['DELETE', '/order/1'],
  ])('answers 404 {msg} to %s %s', async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.notFound });
  });
});

describe('GET /api/health', () => {
  it('answers ok and which database it reached', async () => {
    const res = await call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('security headers', () => {
  const expectSecure = (res: Reply) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  };

  it('come with a success', async () => expectSecure(await call('GET', '/products')));
  it('come with a 404', async () => expectSecure(await call('GET', '/nothing-here')));
  it('come with a 400', async () => expectSecure(await call('POST', '/support', { body: {} })));
  it('come with a 401', async () => expectSecure(await call('GET', '/cart')));
  it('come with a 413', async () => expectSecure(await call('POST', '/support', { raw: 'x'.repeat(BODY_LIMIT_BYTES + 1) })));
});

describe('failures never leak internals', () => {
  it('answers an unexpected failure with 500 and a plain {msg}: no stack trace, no message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('POST', '/support', { body: { message: 'boom', email: 'guest@example.com' } });
    errors.mockRestore();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ msg: api.serverError });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 400, not a database error, for a NUL character in a text field', async () => {
    const before = await countRows(users);
    const res = await call('POST', '/users/register', { body: { name: 'Nul\u0000Name', email: 'nul@example.com', password: 'long-enough-1', city: 'Goa' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { name: validation.badCharacter } });
    expect(await countRows(users)).toBe(before);
  });

  it('never answers a password or a password hash, on any call that touches accounts', async () => {
    const u = await makeUser('Hash Hunter');
    const p = await makeProduct();
    const replies: Reply[] = [
      await call('POST', '/users/register', { body: { name: 'Another', email: 'another@example.com', password: 'long-enough-1', city: 'Goa' } }),
      await call('POST', '/users/login', { body: { email: u.email, password: u.password } }),
      await call('POST', '/admins/login', { body: { email: admin.email, password: admin.password } }),
      await call('GET', `/users/${u.id}`, { token: u.token }),
      await call('GET', '/users?limit=100', { token: admin.token }),
      await call('GET', '/admins?limit=100', { token: admin.token }),
      await call('GET', '/admins/me', { token: admin.token }),
      await call('POST', '/admins/add', {
        token: admin.token,
        body: {
          name: 'Hidden',
          email: 'hidden-admin@example.com',
          password: 'Very-secret-9',
          role: 'Developer',
          image: 'https://img.example.com/h.png',
          contact: '9000000000',
        },
      }),
    ];
    await call('POST', '/cart/add', { token: u.token, body: { prodId: p._id } });
    const addr = await call('POST', '/address/add', { token: u.token, body: address });
    replies.push(
      await call('GET', '/cart', { token: u.token }),
      await call('GET', '/cart/allcarts', { token: admin.token }),
      await call('POST', '/order/checkout', { token: u.token, body: { addressId: addr.body.data._id }, headers: { 'Idempotency-Key': 'hash-hunt' } }),
      await call('GET', '/order/allorders', { token: admin.token }),
      await call('POST', '/support', { token: u.token, body: { message: 'any hash?' } }),
      await call('GET', '/support', { token: admin.token }),
    );
    for (const r of replies) {
      expect(r.status).toBeLessThan(300);
      const text = JSON.stringify(r.body);
      expect(text).not.toMatch(/password/i);
      expect(text).not.toContain('scrypt$');
      expect(text).not.toContain('Very-secret-9');
      expect(text).not.toContain(u.password);
    }
  });
});

describe('malformed requests', () => {
  it('answers 400 {msg} for a JSON-typed body that is not JSON', async () => {
    const res = await call('POST', '/support', { raw: 'message=hi', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badJson });
  });

  it('answers 415 for a body sent as anything but JSON, before doing anything with it', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain; charset=application/json',
      undefined,
    ]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await call('POST', '/support', { raw: '{"message":"a concern sent cross-site"}', headers });
      expect(res.status, type).toBe(415);
      expect(res.body).toEqual({ msg: api.unsupportedMediaType });
    }
    const created = await call('POST', '/users/register', {
      raw: JSON.stringify({ name: 'Csrf', email: 'csrf@example.com', password: 'long-enough-1', city: 'X' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(created.status).toBe(415);
    expect((await call('POST', '/users/login', { body: { email: 'csrf@example.com', password: 'long-enough-1' } })).status).toBe(401);
  });

  it('accepts JSON with a charset or as a +json type', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/merge-patch+json']) {
      const res = await call('POST', '/support', { raw: '{"message":"typed right","email":"guest@example.com"}', headers: { 'content-type': type } });
      expect(res.status, type).toBe(201);
    }
  });

  it('refuses a body nested deeper than the API ever needs with 400, quickly', async () => {
    const deep = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    const res = await call('POST', '/support', { raw: `{"message":${deep}}`, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.tooDeep });
    // Brackets inside strings are text, not nesting.
    const ok = await call('POST', '/support', { body: { message: '[[[[[[[[[[[[{{{{{{{{{{{', email: 'guest@example.com' } });
    expect(ok.status).toBe(201);
  });

  it('answers no CORS preflight: no other origin is allowed to call the API', async () => {
    const res = await call('OPTIONS', '/users/register', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('answers 400 for JSON that is not an object', async () => {
    for (const raw of ['null', '[]', '42', '"hi"']) {
      const res = await call('POST', '/support', { raw, headers: { 'content-type': 'application/json' } });
      expect(res.status, raw).toBe(400);
      expect(res.body).toEqual({ msg: api.badJson });
    }
  });
});

/**
 * The built store's pre-rendered pages through scripts/start.mjs (docs/features.md "Static-first pages"), on this
 * file's database: skipped without a build that has compressed copies (`npm run build`, which CI runs
 * before the PostgreSQL pass; ASTRO_OUT_DIR names another build folder).
 */
const root = join(import.meta.dirname, '../..');
const outDir = join(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const precompressed = existsSync(join(outDir, 'server/host.mjs')) && existsSync(join(outDir, 'client/login/index.html.br'));
describe.skipIf(!precompressed)('pre-rendered pages of the built store', () => {
  let store: ChildProcess | undefined;
  let origin = '';
  beforeAll(async () => {
    const port = await freePort();
    store = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', SEED_DEMO: '0', LOG_LEVEL: 'warn', WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const child = store;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('store did not start in 60 s')), 60_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Store ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`store exited with ${code}`)));
    });
    origin = `http://127.0.0.1:${port}`;
  }, 90_000);
  afterAll(async () => {
    if (!store || store.exitCode !== null) return;
    const exited = new Promise((r) => store?.once('exit', r));
    store.kill('SIGTERM');
    await exited;
  });

  /** A GET as a browser revalidates: node's client, since fetch() adds `Cache-Control: no-cache` to a conditional request. */
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Headers }>((resolve, reject) => {
      request(origin + path, { headers }, (res) => {
        res.resume();
        res.once('end', () => {
          const given = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') given.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers: given });
        });
      })
        .once('error', reject)
        .end();
    });

  it.each(['/cart', '/login', '/orders', '/account'])(
    '%s sent compressed carries its own ETag per encoding and Last-Modified, and answers 304 to a revalidation',
    async (path) => {
      const tags = new Map<string, string>();
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await get(path, { 'accept-encoding': encoding });
        expect(first.status, encoding).toBe(200);
        expect(first.headers.get('content-encoding'), encoding).toBe(encoding === 'identity' ? null : encoding);
        expect(first.headers.get('vary'), encoding).toMatch(/accept-encoding/i);
        const etag = first.headers.get('etag') ?? '';
        const lastModified = first.headers.get('last-modified') ?? '';
        expect(etag, encoding).not.toBe('');
        expect(lastModified, encoding).not.toBe('');
        tags.set(encoding, etag);

        const again = await get(path, { 'accept-encoding': encoding, 'if-none-match': etag });
        expect(again.status, encoding).toBe(304);
        expect(again.headers.get('etag'), encoding).toBe(etag);
        const since = await get(path, { 'accept-encoding': encoding, 'if-modified-since': lastModified });
        expect(since.status, encoding).toBe(304);
      }
      // A cache never gets one encoding's bytes confirmed for another's.
      expect(new Set(tags.values()).size).toBe(3);
      const other = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': tags.get('br') ?? '' });
      expect(other.status).toBe(200);
      expect(other.headers.get('content-encoding')).toBe('gzip');
      expect(other.headers.get('etag')).toBe(tags.get('gzip'));
    },
  );

  it('the reset page with a token in its address is never stored; without one it is kept as any page', async () => {
    for (const encoding of ['br', 'identity']) {
      const withToken = await get('/reset-password?token=abc123-secret_token', { 'accept-encoding': encoding });
      expect(withToken.status, encoding).toBe(200);
      expect(withToken.headers.get('cache-control'), encoding).toBe('no-store');
      const plain = await get('/reset-password', { 'accept-encoding': encoding });
      expect(plain.headers.get('cache-control'), encoding).toBe('public, max-age=0, must-revalidate');
    }
  });
});
