import { describe, expect, it, vi } from 'vitest';

// These tests are about counting and claiming, not hashing capacity: enough password-hash slots that a
// loaded machine answers them rather than 503 (src/server/config.ts reads this at import).
vi.hoisted(() => {
  process.env.HASH_CONCURRENCY = '8';
});
import { LOGIN_MAX_FAILURES } from '../../src/server/config';
import { api } from '../../src/server/messages';
import { addAdmin } from '../../src/server/services/admins';
import { call, makeAdmin, makeUser } from './helpers';

const adminBody = (email: string) => ({
  name: 'Neha K',
  email,
  password: 'Adm1n-secret!',
  role: 'Technical' as const,
  image: '/images/avatar-admin.svg',
  contact: '9876543210',
});

describe('one sign-in for shoppers and admins', () => {
  it('a shopper whose e-mail has no "admin" in it signs in at /auth/login as a shopper', async () => {
    const body = { name: 'Padmini Rao', email: 'padmini.rao@example.in', password: 'Padmini-pass1', city: 'Mysuru' };
    expect((await call('POST', '/users/register', { body })).status).toBe(201);
    const res = await call('POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), role: 'user', msg: api.loggedIn });
    expect((await call('GET', '/cart', { token: res.body.token })).status).toBe(200);
  }, 60_000);

  it('an admin added in the console, without "admin" in the e-mail, signs in there as an admin', async () => {
    const boss = await makeAdmin();
    const added = await call('POST', '/admins/add', { token: boss.token, body: adminBody('neha.k@fashionstore.example.com') });
    expect(added.status).toBe(201);
    const res = await call('POST', '/auth/login', { body: { email: 'Neha.K@fashionstore.example.com', password: 'Adm1n-secret!' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), role: 'admin', msg: api.loggedIn });
    expect((await call('GET', '/admins/me', { token: res.body.token })).body.data.email).toBe('neha.k@fashionstore.example.com');
  });

  it('an e-mail with "admin" in it that belongs to a shopper signs in as a shopper', async () => {
    const body = { name: 'Admina', email: 'admina.shah@example.in', password: 'Admina-pass1', city: 'Surat' };
    expect((await call('POST', '/users/register', { body })).status).toBe(201);
    const res = await call('POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
  });

  it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
    const u = await makeUser();
    const a = await makeAdmin();
    const replies = await Promise.all([
      call('POST', '/auth/login', { body: { email: u.email, password: 'nope-nope-nope' } }),
      call('POST', '/auth/login', { body: { email: a.email, password: 'nope-nope-nope' } }),
      call('POST', '/auth/login', { body: { email: 'nobody@example.com', password: 'nope-nope-nope' } }),
    ]);
    for (const r of replies) expect([r.status, r.body]).toEqual([401, { msg: api.wrongCredentials }]);
  });

  it('answers 400 for a body without an e-mail', async () => {
    const res = await call('POST', '/auth/login', { body: { password: 'whatever-1' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });

  it("the seed's own logins still sign in their own kind only", async () => {
    const u = await makeUser();
    const a = await makeAdmin();
    expect((await call('POST', '/users/login', { body: { email: u.email, password: u.password } })).body.role).toBe('user');
    expect((await call('POST', '/admins/login', { body: { email: a.email, password: a.password } })).body.role).toBe('admin');
    expect((await call('POST', '/users/login', { body: { email: a.email, password: a.password } })).status).toBe(401);
    expect((await call('POST', '/admins/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await call('GET', '/openapi.json');
    expect(doc.body.paths['/auth/login'].post.responses).toHaveProperty('200');
  });
});

describe('an e-mail names one account, shopper or admin', () => {
  it("sign-up with an admin's e-mail is a 409 with a plain message, and no shopper is made", async () => {
    const a = await makeAdmin();
    const res = await call('POST', '/users/register', { body: { name: 'Copy', email: a.email.toUpperCase(), password: 'Copycat-pass1', city: 'Pune' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: api.duplicateEmail });
    expect((await call('POST', '/users/login', { body: { email: a.email, password: 'Copycat-pass1' } })).status).toBe(401);
  });

  it("adding an admin with a shopper's e-mail is a 409, in the console and in scripts", async () => {
    const u = await makeUser();
    const boss = await makeAdmin();
    const res = await call('POST', '/admins/add', { token: boss.token, body: adminBody(u.email) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: api.duplicateEmail });
    // scripts/create-admin.ts calls the same service.
    await expect(addAdmin(adminBody(u.email))).rejects.toMatchObject({ status: 409, message: api.duplicateEmail });
    expect((await call('POST', '/auth/login', { body: { email: u.email, password: u.password } })).body.role).toBe('user');
  });

  it('a shopper and an admin claiming one e-mail at once: exactly one gets it', async () => {
    const boss = await makeAdmin();
    for (let round = 0; round < 5; round++) {
      const email = `race-${round}-${Date.now()}@example.in`;
      const replies = await Promise.all([
        call('POST', '/users/register', { body: { name: 'Racer', email, password: 'Racer-pass12', city: 'Agra' } }),
        call('POST', '/admins/add', { token: boss.token, body: adminBody(email) }),
        call('POST', '/users/register', { body: { name: 'Racer', email, password: 'Racer-pass12', city: 'Agra' } }),
        call('POST', '/admins/add', { token: boss.token, body: adminBody(email) }),
      ]);
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
    }
  }, 60_000);
});

describe('failed logins under concurrency', () => {
  it(`30 parallel wrong passwords at one account from one client: at most ${LOGIN_MAX_FAILURES} are checked, the rest 429`, async () => {
    const u = await makeUser();
    const client = '198.51.100.200';
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('POST', '/auth/login', { client, body: { email: u.email, password: `parallel-${i}-xx` } })),
    );
    const count = (status: number) => replies.filter((r) => r.status === status).length;
    // A 503 (the hash queue full, on a loaded machine) judged nothing and gives its attempt back.
    expect(count(401) + count(429) + count(503)).toBe(30);
    expect(count(401)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(count(401) + count(503)).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES);
    expect(count(429)).toBeGreaterThanOrEqual(30 - LOGIN_MAX_FAILURES - count(503));
    for (const r of replies.filter((reply) => reply.status === 429)) expect(r.body).toEqual({ msg: api.tooManyAttempts });
    // Another client is not refused: the owner signs in from their own device.
    expect((await call('POST', '/auth/login', { client: '198.51.100.201', body: { email: u.email, password: u.password } })).status).toBe(200);
  }, 60_000);

  it('the three endpoints share one count per client and account', async () => {
    const a = await makeAdmin();
    const client = '198.51.100.202';
    const paths = ['/auth/login', '/admins/login', '/users/login'];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await call('POST', paths[i % 3], { client, body: { email: a.email, password: `guess-${i}-xx` } })).status).toBe(401);
    }
    for (const path of ['/auth/login', '/admins/login']) {
      const res = await call('POST', path, { client, body: { email: a.email, password: a.password } });
      expect([res.status, res.body]).toEqual([429, { msg: api.tooManyAttempts }]);
    }
  }, 60_000);
});
