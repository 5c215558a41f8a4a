import { randomBytes, scrypt as scryptCb } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, MAX_UNUSED_ADDRESSES, RATE_LIMITS, SCRYPT_PRODUCTION_N } from '../../src/server/config';
import { getDb } from '../../src/server/db/client';
import { api } from '../../src/server/messages';
import { addresses, users } from '../../src/server/db/schema';
import { pickAddress } from '../../src/server/http';
import { address, call, countRows, makeAdmin, makeProduct, makeUser } from './helpers';

const attacker = '198.51.100.66';
const owner = '203.0.113.10';

describe('failed logins are counted per client and account', () => {
  it("another client's failures never refuse the owner's correct password", async () => {
    const u = await makeUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES + 3; i++) {
      await call('POST', '/users/login', { client: attacker, body: { email: u.email, password: `guess-${i}-xx` } });
    }
    const locked = await call('POST', '/users/login', { client: attacker, body: { email: u.email, password: u.password } });
    expect(locked.status).toBe(429);
    const mine = await call('POST', '/users/login', { client: owner, body: { email: u.email, password: u.password } });
    expect(mine.status).toBe(200);
    expect(mine.body.token).toEqual(expect.any(String));
  }, 60_000);

  it("the admin's account cannot be locked out by someone else's guesses", async () => {
    const a = await makeAdmin();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await call('POST', '/admins/login', { client: attacker, body: { email: a.email, password: `guess-${i}-xx` } })).status).toBe(401);
    }
    expect((await call('POST', '/admins/login', { client: attacker, body: { email: a.email, password: a.password } })).status).toBe(429);
    expect((await call('POST', '/admins/login', { client: owner, body: { email: a.email, password: a.password } })).status).toBe(200);
  }, 60_000);

  it('a successful login clears that client’s failures on the account', async () => {
    const u = await makeUser();
    const client = '192.0.2.44';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await call('POST', '/users/login', { client, body: { email: u.email, password: `typo-${i}-xx` } });
    expect((await call('POST', '/users/login', { client, body: { email: u.email, password: u.password } })).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await call('POST', '/users/login', { client, body: { email: u.email, password: `typo-${i}-yy` } })).status).toBe(401);
    }
  }, 60_000);
});

describe('per-client limits', () => {
  it(`login: ${RATE_LIMITS.login.max} attempts a minute from one client, then 429 with Retry-After; others are not affected`, async () => {
    const client = '198.51.100.7';
    const body = { email: 'nobody@example.com', password: 'whatever-123' };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.login.max + 1; i++) {
      // Spread over accounts, so the per-account failure count is not what stops it.
      statuses.push((await call('POST', '/users/login', { client, body: { ...body, email: `nobody-${i}@example.com` } })).status);
    }
    expect(statuses.slice(0, RATE_LIMITS.login.max).every((s) => s === 401)).toBe(true);
    const last = await call('POST', '/users/login', { client, body });
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ msg: api.tooManyRequests });
    const wait = Number(last.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(RATE_LIMITS.login.windowMs / 1000);
    expect((await call('POST', '/users/login', { client: '198.51.100.8', body })).status).toBe(401);
  }, 120_000);

  it(`sign-up: ${RATE_LIMITS.signup.max} accounts an hour from one client, then 429 and no account`, async () => {
    const client = '198.51.100.9';
    const account = (i: number) => ({ name: 'Bulk', email: `bulk-${i}@example.com`, password: 'long-enough-1', city: 'X' });
    for (let i = 0; i < RATE_LIMITS.signup.max; i++) expect((await call('POST', '/users/register', { client, body: account(i) })).status).toBe(201);
    const refused = await call('POST', '/users/register', { client, body: account(99) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ msg: api.tooManyRequests });
    expect((await call('POST', '/users/login', { body: { email: 'bulk-99@example.com', password: 'long-enough-1' } })).status).toBe(401);
  }, 120_000);

  it(`support: ${RATE_LIMITS.support.max} messages from one client, then 429`, async () => {
    const client = '198.51.100.10';
    for (let i = 0; i < RATE_LIMITS.support.max; i++)
      expect((await call('POST', '/support', { client, body: { message: `help ${i}`, email: 'guest@example.com' } })).status).toBe(201);
    const refused = await call('POST', '/support', { client, body: { message: 'one more', email: 'guest@example.com' } });
    expect(refused.status).toBe(429);
    expect((await call('POST', '/support', { client: '198.51.100.11', body: { message: 'someone else', email: 'guest@example.com' } })).status).toBe(201);
  });
});

describe('the client address', () => {
  it('is the socket’s unless proxies are trusted', () => {
    expect(pickAddress('1.2.3.4', '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(pickAddress(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
  });
  it('behind one trusted proxy, is the address that proxy added, never what the client wrote before it', () => {
    expect(pickAddress('1.2.3.4', '10.0.0.1', 1)).toBe('1.2.3.4');
    expect(pickAddress('6.6.6.6, 1.2.3.4', '10.0.0.1', 1)).toBe('1.2.3.4');
    expect(pickAddress('6.6.6.6, 1.2.3.4, 10.0.0.9', '10.0.0.1', 2)).toBe('1.2.3.4');
    expect(pickAddress(' , ', '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/**
 * Gives the account a hash at the store's own cost (the test runner's hashes are cheap, config.ts):
 * a flood must meet hashes as slow as production's to fill the queue.
 */
async function atProductionCost(userId: number, password: string): Promise<void> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { N: SCRYPT_PRODUCTION_N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  const passwordHash = `scrypt$${SCRYPT_PRODUCTION_N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
  await (await getDb()).update(users).set({ passwordHash }).where(eq(users._id, userId));
}

describe('password hashing under a flood', () => {
  it('answers 503 with Retry-After past a short queue, while the rest of the API keeps answering', async () => {
    const u = await makeUser();
    await atProductionCost(u.id, u.password);
    const flood = Array.from({ length: 200 }, (_, i) =>
      call('POST', '/users/login', { client: `100.64.${i >> 8}.${i & 255}`, body: { email: u.email, password: `flood-${i}-xx` } }),
    );
    const health = await call('GET', '/health');
    expect(health.status).toBe(200);
    const replies = await Promise.all(flood);
    const statuses = new Set(replies.map((r) => r.status));
    expect([...statuses].every((s) => s === 401 || s === 503)).toBe(true);
    const busy = replies.find((r) => r.status === 503);
    expect(busy?.body).toEqual({ msg: api.busy });
    expect(Number(busy?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Once the flood is over, the owner signs in.
    expect((await call('POST', '/users/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  }, 60_000);
});

describe('addresses are bounded per shopper', () => {
  it(`keeps at most ${MAX_UNUSED_ADDRESSES} unsaved addresses that no order uses, and never one an order uses`, async () => {
    const u = await makeUser();
    const product = await makeProduct();
    const first = await call('POST', '/address/add', { token: u.token, body: { ...address, declaration: false } });
    expect((await call('POST', '/order/add', { token: u.token, body: { prodId: product._id, quantity: 1, addressId: first.body.data._id } })).status).toBe(201);
    for (let i = 0; i < 30; i++) {
      expect((await call('POST', '/address/add', { token: u.token, body: { ...address, address: `${i} Lane`, declaration: false } })).status).toBe(201);
    }
    const unsaved = await countRows(addresses, and(eq(addresses.userId, u.id), eq(addresses.declaration, false)));
    expect(unsaved).toBe(MAX_UNUSED_ADDRESSES + 1);
    expect(await countRows(addresses, eq(addresses._id, first.body.data._id))).toBe(1);
  }, 60_000);
});
