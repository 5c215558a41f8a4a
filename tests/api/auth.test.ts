import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { validation } from '../../src/lib/messages';
import { users } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { jwtSecret, LOGIN_MAX_FAILURES } from '../../src/server/config';
import { call, countRows, makeAdmin, makeUser } from './helpers';

describe('sign-up', () => {
  it('creates a shopper and answers 201 with a msg and a token that signs them in', async () => {
    const res = await call('POST', '/users/register', {
      body: { name: 'Asha', email: 'asha@example.com', password: 'long-enough-1', city: 'Delhi', role: 'user', wallet: 100 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ msg: expect.any(String), role: 'user', token: expect.any(String) });
    expect((await call('GET', '/cart', { token: res.body.token })).status).toBe(200);
  });

  it('never creates an admin, whatever role the body claims', async () => {
    await call('POST', '/users/register', {
      body: { name: 'Eve', email: 'eve@example.com', password: 'long-enough-1', city: 'X', role: 'admin', wallet: 99999 },
    });
    const login = await call('POST', '/users/login', { body: { email: 'eve@example.com', password: 'long-enough-1' } });
    expect(login.body.role).toBe('user');
    const me = await call('GET', `/users/${JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString()).userId}`, {
      token: login.body.token,
    });
    expect(me.body.data[0]).toMatchObject({ role: 'user', wallet: 100 });
    expect(me.body.data[0]).not.toHaveProperty('passwordHash');
    const adminLogin = await call('POST', '/admins/login', { body: { email: 'eve@example.com', password: 'long-enough-1' } });
    expect(adminLogin.status).toBe(401);
  });

  it('answers 409 for an e-mail already registered, in any case', async () => {
    const body = { name: 'Dup', email: 'dup@example.com', password: 'long-enough-1', city: 'Goa' };
    expect((await call('POST', '/users/register', { body })).status).toBe(201);
    const again = await call('POST', '/users/register', { body: { ...body, email: 'DUP@example.com' } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/already/);
  });

  it('answers 400 with an error per field for a bad body', async () => {
    const res = await call('POST', '/users/register', { body: { name: '', email: 'not-an-email', password: 'short' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['city', 'email', 'name', 'password']);
  });

  it.each([
    ['a line break', 'Asha\nYour order is cancelled'],
    ['a carriage return', 'Asha\r\nBcc: all@example.com'],
    ['a tab', 'Asha\tRao'],
    ['a NUL-free C0 control (bell)', 'Asha\u0007'],
    ['a C1 control (NEL)', 'Asha\u0085Rao'],
    ['a Unicode line separator', 'Asha\u2028Rao'],
  ])('refuses a name with %s (400 on name) and makes no account', async (_label, name) => {
    const email = `ctl.${Math.random().toString(36).slice(2)}@example.com`;
    const res = await call('POST', '/users/register', { body: { name, email, password: 'long-enough-1', city: 'Delhi' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { name: validation.badCharacter } });
    expect(await countRows(users, eq(users.email, email))).toBe(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call('POST', '/users/register', { raw: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBeTruthy();
  });
});

describe('login', () => {
  it('answers a token, the role and a msg', async () => {
    const u = await makeUser();
    const res = await call('POST', '/users/login', { body: { email: u.email.toUpperCase(), password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), role: 'user', msg: expect.any(String) });
  });

  it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
    const u = await makeUser();
    const wrong = await call('POST', '/users/login', { body: { email: u.email, password: 'nope-nope-nope' } });
    const unknown = await call('POST', '/users/login', { body: { email: 'nobody@example.com', password: 'nope-nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it(`throttles a client after ${LOGIN_MAX_FAILURES} failures on one account with 429, even for the right password`, async () => {
    const u = await makeUser();
    const client = '203.0.113.7';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await call('POST', '/users/login', { client, body: { email: u.email, password: `bad-${i}-password` } })).status).toBe(401);
    }
    const res = await call('POST', '/users/login', { client, body: { email: u.email, password: u.password } });
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe(api.tooManyAttempts);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('signs admins in through /admins/login with the admin role', async () => {
    const a = await makeAdmin();
    const res = await call('POST', '/admins/login', { body: { email: a.email, password: a.password } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    expect((await call('POST', '/users/login', { body: { email: a.email, password: a.password } })).status).toBe(401);
  });
});

describe('tokens', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await call('GET', '/cart')).status).toBe(401);
    const forged = await new SignJWT({ userId: 1, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'));
    const res = await call('GET', '/admins', { token: forged });
    expect(res.status).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"userId":1,"role":"admin"}').toString('base64url')}.`;
    expect((await call('GET', '/admins', { token: none })).status).toBe(401);
  });

  it('refuses an expired token signed with the right secret', async () => {
    const u = await makeUser();
    const expired = await new SignJWT({ userId: u.id, role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(jwtSecret());
    const res = await call('GET', '/cart', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBeTruthy();
    expect((await call('GET', '/cart', { token: u.token })).status).toBe(200);
  });

  it('refuses a token once its time is up, though it was accepted (and its signature remembered) before', async () => {
    const u = await makeUser();
    const shortLived = await new SignJWT({ userId: u.id, role: 'user', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(jwtSecret());
    expect((await call('GET', '/cart', { token: shortLived })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await call('GET', '/cart', { token: shortLived })).status).toBe(401);
  });

  it("refuses a shopper's token whose role claim was edited to admin", async () => {
    const u = await makeUser();
    const [h, p, sig] = u.token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const edited = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${sig}`;
    expect((await call('GET', '/users', { token: edited })).status).toBe(401);
  });

  it('accepts the token as a Bearer authorization too', async () => {
    const u = await makeUser();
    const res = await call('GET', '/cart', { headers: { authorization: `Bearer ${u.token}` } });
    expect(res.status).toBe(200);
  });

  it("refuses a deleted user's token", async () => {
    const u = await makeUser();
    const a = await makeAdmin();
    expect((await call('DELETE', `/users/delete/${u.id}`, { token: a.token })).status).toBe(200);
    expect((await call('GET', '/cart', { token: u.token })).status).toBe(401);
  });

  it("refuses a shopper's token on admin calls with 403", async () => {
    const u = await makeUser();
    for (const [m, p] of [
      ['GET', '/users'],
      ['GET', '/admins'],
      ['GET', '/order/allorders'],
      ['GET', '/cart/allcarts'],
      ['DELETE', '/products/delete/1'],
      ['GET', '/support'],
    ]) {
      expect((await call(m, p, { token: u.token })).status, `${m} ${p}`).toBe(403);
    }
  });
});
