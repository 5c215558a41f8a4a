import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../src/lib/constants';
import { PROFIT_PER_USER } from '../../src/server/config';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { admins, cartItems, orders, users } from '../../src/server/db/schema';
import { call, client, expectAnswer, countRows, makeAdmin, makeProduct, makeUser, selectRows, shopperWithCart } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin('Head Admin');
});

interface UserRow {
  _id: number;
  name: string;
  orders: number;
  cart: number;
  total: number;
  profit: number;
}

/** Every row of the dashboard, page by page. */
async function allUserRows(): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  for (let page = 1; ; page++) {
    const res = await call('GET', `/users?page=${page}&limit=100`, { token: admin.token });
    rows.push(...res.body.msg);
    if (res.body.msg.length < 100) return rows;
  }
}

describe('GET /users (the dashboard)', () => {
  it("answers each shopper's orders, cart lines, amount spent and profit, plus totals", async () => {
    const tee = await makeProduct({ price: 500, oprice: 600 });
    const cap = await makeProduct({ price: 250, oprice: 250 });
    const buyer = await shopperWithCart([
      { prodId: tee._id, quantity: 2 },
      { prodId: cap._id, quantity: 1 },
    ]);
    expect(
      (await call('POST', '/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId }, headers: { 'Idempotency-Key': 'k1' } })).status,
    ).toBe(201);
    await call('POST', '/order/add', { token: buyer.token, body: { prodId: cap._id, quantity: 4, addressId: buyer.addressId } });
    await call('POST', '/cart/add', { token: buyer.token, body: { prodId: tee._id } });

    const res = await call('GET', '/users', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: ADMIN_PAGE_SIZE, total: expect.any(Number) });
    const row = res.body.msg.find((u: UserRow) => u._id === buyer.id);
    // Two purchases, each below free shipping: the items and 99 each (services/revenue.ts).
    expect(row).toMatchObject({ name: buyer.name, email: buyer.email, orders: 2, cart: 1, total: 2 * 500 + 250 + 99 + 4 * 250 + 99, profit: PROFIT_PER_USER });

    const rows = await allUserRows();
    expect(res.body.total).toBe(rows.length);
    expect(res.body.totals).toEqual({
      users: rows.length,
      orders: rows.reduce((n, r) => n + r.orders, 0),
      cart: rows.reduce((n, r) => n + r.cart, 0),
      total: rows.reduce((n, r) => n + r.total, 0),
      profit: rows.length * PROFIT_PER_USER,
      revenue: expect.any(Number),
    });
    expect(res.body.totals.revenue).toBeGreaterThanOrEqual(res.body.totals.total);
  });

  it('shows a spending above 2^31 rupees instead of failing the page', async () => {
    const gown = await makeProduct({ price: 10_000_000, oprice: 10_000_000 });
    const big = await shopperWithCart();
    for (let i = 0; i < 22; i++) {
      expect((await call('POST', '/order/add', { token: big.token, body: { prodId: gown._id, quantity: 10, addressId: big.addressId } })).status).toBe(201);
    }
    const res = await call('GET', '/users?limit=100', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.msg.find((u: UserRow) => u._id === big.id).total).toBe(22 * 10 * 10_000_000);
  });

  it('lists the newest shopper first and pages with page and limit', async () => {
    await makeUser('Older');
    const newest = await makeUser('Newest');
    const first = await call('GET', '/users?page=1&limit=1', { token: admin.token });
    expect(first.body).toMatchObject({ page: 1, limit: 1 });
    expect(first.body.msg.map((u: UserRow) => u._id)).toEqual([newest.id]);
    const second = await call('GET', '/users?page=2&limit=1', { token: admin.token });
    expect(second.body.msg[0].name).toBe('Older');
    const clamped = await call('GET', '/users?limit=1000', { token: admin.token });
    expect(clamped.body.limit).toBe(100);
  });

  it('never shows a password or its hash', async () => {
    const res = await call('GET', '/users?limit=100', { token: admin.token });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain('scrypt$');
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    expect(await expectAnswer(client().users.$get({ query: {} }), 401)).toEqual({ msg: api.unauthorized });
    expect(await expectAnswer(client(u.token).users.$get({ query: {} }), 403)).toEqual({ msg: api.forbidden });
  });
});

describe('GET /users/:id', () => {
  it('answers the shopper their own row as data[0]', async () => {
    const u = await makeUser('Self Reader');
    const body = await expectAnswer(client(u.token).users[':id'].$get({ param: { id: String(u.id) } }), 200);
    expect(body).toEqual({ data: [expect.objectContaining({ _id: u.id, name: 'Self Reader', email: u.email, role: 'user', wallet: 100 })] });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt\$/i);
  });

  it("answers 404 for another shopper's id, as for an unknown one", async () => {
    const u = await makeUser();
    const other = await makeUser();
    expect(await expectAnswer(client(u.token).users[':id'].$get({ param: { id: String(other.id) } }), 404)).toEqual({ msg: api.notFound });
  });

  it('lets an admin read any shopper', async () => {
    const u = await makeUser('Read By Admin');
    const res = await call('GET', `/users/${u.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data[0].name).toBe('Read By Admin');
  });

  it.each(['999999', 'abc', '99999999999', '-1'])('answers 404 to an admin for the id %s', async (id) => {
    await expectAnswer(client(admin.token).users[':id'].$get({ param: { id: String(id) } }), 404);
  });

  it('answers 401 without a token', async () => {
    const u = await makeUser();
    await expectAnswer(client().users[':id'].$get({ param: { id: String(u.id) } }), 401);
  });
});

describe('DELETE /users/delete/:id', () => {
  it('removes the shopper and their cart, keeps their orders as history without the personal details and refuses their token', async () => {
    const p = await makeProduct();
    const u = await shopperWithCart([{ prodId: p._id, quantity: 1 }]);
    const placed = await call('POST', '/order/add', { token: u.token, body: { prodId: p._id, addressId: u.addressId } });
    expect(await expectAnswer(client(admin.token).users.delete[':id'].$delete({ param: { id: String(u.id) } }), 200)).toEqual({ msg: api.userDeleted });
    expect(await countRows(users, eq(users._id, u.id))).toBe(0);
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(0);
    const [order] = await selectRows(orders, eq(orders._id, placed.body.data._id));
    expect(order).toMatchObject({ userId: null, userName: api.account.deletedName, userEmail: '' });
    await expectAnswer(client(admin.token).users[':id'].$get({ param: { id: String(u.id) } }), 404);
    await expectAnswer(client(u.token).cart.$get(), 401);
    await expectAnswer(client(admin.token).users.delete[':id'].$delete({ param: { id: String(u.id) } }), 404);
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the id %s', async (id) => {
    expect(await expectAnswer(client(admin.token).users.delete[':id'].$delete({ param: { id: String(id) } }), 404)).toEqual({ msg: expect.any(String) });
  });

  it("answers 401 without a token and 404 to a shopper for someone else's account, and the target stays", async () => {
    const victim = await makeUser();
    const u = await makeUser();
    await expectAnswer(client().users.delete[':id'].$delete({ param: { id: String(victim.id) } }), 401);
    await expectAnswer(client(u.token).users.delete[':id'].$delete({ param: { id: String(victim.id) } }), 404);
    expect(await countRows(users, eq(users._id, victim.id))).toBe(1);
    expect(await countRows(users, eq(users._id, u.id))).toBe(1);
  });
});

const newAdmin = (over: Record<string, unknown> = {}) => ({
  name: 'New Staff',
  email: `staff-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Staff-pass-1',
  role: 'Sales',
  image: 'https://img.example.com/staff.png',
  contact: '9123456780',
  ...over,
});

describe('GET /admins', () => {
  it('pages the admins, newest first, without passwords', async () => {
    const newer = await makeAdmin('Newer Admin');
    const res = await call('GET', '/admins?page=1&limit=1', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: await countRows(admins), page: 1, limit: 1 });
    expect(res.body.data).toEqual([
      expect.objectContaining({ _id: newer._id, name: 'Newer Admin', email: newer.email, role: 'Technical', contact: '9876543210' }),
    ]);
    const all = await call('GET', '/admins', { token: admin.token });
    expect(JSON.stringify(all.body)).not.toMatch(/password|scrypt\$/i);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    await expectAnswer(client().admins.$get({ query: {} }), 401);
    await expectAnswer(client(u.token).admins.$get({ query: {} }), 403);
  });
});

describe('GET /admins/me', () => {
  it('answers the signed-in admin without the password', async () => {
    const res = await call('GET', '/admins/me', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: admin._id, name: 'Head Admin', email: admin.email, image: admin.image });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt\$/i);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    await expectAnswer(client().admins.me.$get(), 401);
    await expectAnswer(client(u.token).admins.me.$get(), 403);
  });
});

describe('POST /admins/add', () => {
  it('adds an admin who can then sign in, answering 201 {msg, data} without the password', async () => {
    const body = newAdmin({ email: 'New.Staff@Example.com' });
    const res = await call('POST', '/admins/add', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe(api.adminAdded);
    expect(res.body.data).toMatchObject({ _id: expect.any(Number), name: 'New Staff', email: 'new.staff@example.com', role: 'Sales', contact: '9123456780' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt\$|Staff-pass-1/i);
    const login = await call('POST', '/admins/login', { body: { email: 'new.staff@example.com', password: body.password } });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('admin');
  });

  it('answers 409 for an e-mail already used by an admin, in any case, and adds nothing', async () => {
    const body = newAdmin();
    expect((await call('POST', '/admins/add', { token: admin.token, body })).status).toBe(201);
    const before = await countRows(admins);
    const res = await call('POST', '/admins/add', { token: admin.token, body: { ...body, email: body.email.toUpperCase(), name: 'Twin' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: api.duplicateEmail });
    expect(await countRows(admins)).toBe(before);
  });

  it('answers 400 with an error for every missing field', async () => {
    const res = await call('POST', '/admins/add', { token: admin.token, body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['contact', 'email', 'image', 'name', 'password', 'role']);
  });

  it.each([
    ['a role not in the list', { role: 'Owner' }, 'role', validation.role],
    ['a javascript: image link', { image: 'javascript:alert(1)' }, 'image', validation.url],
    ['letters in the contact number', { contact: '98765abc' }, 'contact', validation.digits],
    ['a short password', { password: 'short' }, 'password', validation.passwordLength],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', validation.email],
    ['a line break in the name', { name: 'Ravi\nRole: owner' }, 'name', validation.badCharacter],
    ['a control character in the name', { name: 'Ravi\u0000K' }, 'name', validation.badCharacter],
  ])('answers 400 for %s and adds nothing', async (_label, change, field, message) => {
    const before = await countRows(admins);
    const res = await call('POST', '/admins/add', { token: admin.token, body: newAdmin(change) });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await countRows(admins)).toBe(before);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    const before = await countRows(admins);
    expect((await call('POST', '/admins/add', { body: newAdmin() })).status).toBe(401);
    expect((await call('POST', '/admins/add', { token: u.token, body: newAdmin() })).status).toBe(403);
    expect(await countRows(admins)).toBe(before);
  });
});

describe('DELETE /admins/delete/:id', () => {
  it('removes another admin, whose token stops working', async () => {
    const other = await makeAdmin('Leaving Admin');
    expect(await expectAnswer(client(admin.token).admins.delete[':id'].$delete({ param: { id: String(other._id) } }), 200)).toEqual({ msg: api.adminDeleted });
    expect(await countRows(admins, eq(admins._id, other._id))).toBe(0);
    await expectAnswer(client(other.token).admins.me.$get(), 401);
  });

  it('refuses to delete the signed-in admin with 400, and the account stays', async () => {
    expect(await expectAnswer(client(admin.token).admins.delete[':id'].$delete({ param: { id: String(admin._id) } }), 400)).toEqual({
      msg: api.cannotDeleteSelf,
    });
    expect(await countRows(admins, eq(admins._id, admin._id))).toBe(1);
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the id %s', async (id) => {
    expect(await expectAnswer(client(admin.token).admins.delete[':id'].$delete({ param: { id: String(id) } }), 404)).toEqual({ msg: expect.any(String) });
  });

  it('answers 401 without a token and 403 to a shopper, and the admin stays', async () => {
    const u = await makeUser();
    await expectAnswer(client().admins.delete[':id'].$delete({ param: { id: String(admin._id) } }), 401);
    await expectAnswer(client(u.token).admins.delete[':id'].$delete({ param: { id: String(admin._id) } }), 403);
    expect(await countRows(admins, eq(admins._id, admin._id))).toBe(1);
  });
});
