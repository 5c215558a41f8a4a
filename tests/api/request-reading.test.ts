/**
 * How a request is read, in the order the API has always read it: auth, then the query (a repeated
 * parameter by its first value), the path's id (404), the headers, and last the body (any JSON media
 * type the 415 rule lets through). Pinned because a validator library reads each of these differently.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { call, makeAdmin, makeProduct, makeUser } from './helpers';

let user: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  [user, admin] = await Promise.all([makeUser(), makeAdmin()]);
});

const json = { 'content-type': 'application/json' };
const deep = `{"quantity":${'['.repeat(40)}${']'.repeat(40)}}`;

describe('the body is judged after the id', () => {
  for (const [path, who] of [
    ['/cart/update', 'user'],
    ['/products/update', 'admin'],
    ['/order/update', 'admin'],
  ] as const) {
    it(`PATCH ${path}/{id}: an id that cannot exist is a 404 whatever the body`, async () => {
      const token = who === 'user' ? user.token : admin.token;
      for (const id of ['abc', '0', '1e0', '99999999999']) {
        for (const raw of ['not json', '[]', '{}', deep, undefined]) {
          const res = await call('PATCH', `${path}/${id}`, { token, raw, headers: raw === undefined ? {} : json });
          expect(res.status, `${id} ${raw}`).toBe(404);
          expect(res.body).toEqual({ msg: api.notFound });
        }
      }
    });
  }

  it('the body after a good id: not JSON, too deep, not an object, bad fields', async () => {
    const line = await call('POST', '/cart/add', { token: user.token, body: { prodId: (await makeProduct())._id } });
    const path = `/cart/update/${line.body.data._id}`;
    expect((await call('PATCH', path, { token: user.token, raw: 'not json', headers: json })).body).toEqual({ msg: api.badJson });
    expect((await call('PATCH', path, { token: user.token, raw: deep, headers: json })).body).toEqual({ msg: api.tooDeep });
    expect((await call('PATCH', path, { token: user.token, raw: '[1]', headers: json })).body).toEqual({ msg: api.badJson });
    const bad = await call('PATCH', path, { token: user.token, body: { quantity: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(api.badRequest);
    expect(Object.keys(bad.body.errors)).toEqual(['quantity']);
  });
});

describe('checkout reads its Idempotency-Key before its body', () => {
  const keyMissing = { msg: api.idempotencyKey, errors: { 'Idempotency-Key': api.idempotencyKey } };
  for (const key of [undefined, '', '   ', 'k'.repeat(500)]) {
    it(`a ${key === undefined ? 'missing' : `bad (${key.length} chars)`} key is a 400 naming the header, whatever the body`, async () => {
      for (const raw of ['not json', '{}', '{"addressId":"abc"}', undefined]) {
        const headers: Record<string, string> = { ...(raw === undefined ? {} : json), ...(key === undefined ? {} : { 'idempotency-key': key }) };
        const res = await call('POST', '/order/checkout', { token: user.token, raw, headers });
        expect(res.status, String(raw)).toBe(400);
        expect(res.body).toEqual(keyMissing);
      }
    });
  }

  it('with a key, the body is judged', async () => {
    const headers = { ...json, 'idempotency-key': `reading-${Date.now()}` };
    expect((await call('POST', '/order/checkout', { token: user.token, raw: 'nope', headers })).body).toEqual({ msg: api.badJson });
    const res = await call('POST', '/order/checkout', { token: user.token, raw: '{"addressId":"abc"}', headers });
    expect(res.body).toEqual({ msg: api.badRequest, errors: { addressId: validation.id } });
  });
});

describe('a query parameter given twice counts by its first value', () => {
  it('page, limit and search', async () => {
    const made = await makeProduct();
    const first = await call('GET', `/products?search=${encodeURIComponent(made.name)}&search=nothing-like-it&limit=1&limit=50`);
    expect(first.body.data.map((p: { _id: number }) => p._id)).toEqual([made._id]);
    expect(first.body.limit).toBe(1);
    const paged = await call('GET', '/products?page=2&page=1&limit=1');
    expect(paged.body.page).toBe(2);
    const admins = await call('GET', '/admins?page=3&page=1', { token: admin.token });
    expect(admins.body.page).toBe(3);
  });
});

describe('every JSON media type the 415 rule accepts is read as JSON', () => {
  for (const type of [
    'application/json;',
    'application/json ; charset=utf-8',
    'application/json; charset',
    'application/vnd.github.v3+json',
    'application/x_y+json',
    'APPLICATION/JSON',
  ]) {
    it(type, async () => {
      const res = await call('POST', '/users/login', { raw: '{}', headers: { 'content-type': type } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(api.badRequest);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
    });
  }
});
