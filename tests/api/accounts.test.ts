/** Accounts: sign-up signs in, remember me, the account page's profile, password change and deletion. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REMEMBER_SESSION_MS, SESSION_MS } from '../../src/lib/constants';
import { addresses, cartItems, orders, outbox, purchases, users, wishlist } from '../../src/server/db/schema';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { call, countRows, makeAdmin, makeProduct, makeUser, selectRows, shopperWithCart } from './helpers';

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { userId: number; exp: number; iat: number };
/** A token's lifetime in ms, from its own claims. */
const lifetime = (token: string) => {
  const { exp, iat } = claims(token);
  return (exp - iat) * 1000;
};
let n = 0;
const newEmail = () => `acct-${Date.now().toString(36)}-${n++}@example.in`;
const signup = (over: Record<string, unknown> = {}) =>
  call('POST', '/users/register', { body: { name: 'Padmini Rao', email: newEmail(), password: 'Padmini-pass1', city: 'Mysuru', ...over } });

describe('sign-up signs in', () => {
  it('answers a token that works at once, for a shopper, whatever role the body asks for', async () => {
    const res = await signup({ role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ token: expect.any(String), role: 'user', msg: api.registered });
    const me = claims(res.body.token).userId;
    const user = await call('GET', `/users/${me}`, { token: res.body.token });
    expect(user.status).toBe(200);
    expect(user.body.data[0]).toMatchObject({ name: 'Padmini Rao', phone: '', role: 'user' });
    expect((await call('GET', '/cart', { token: res.body.token })).status).toBe(200);
  }, 60_000);

  it('a refused sign-up (taken e-mail, bad field) answers no token', async () => {
    const email = newEmail();
    expect((await signup({ email })).status).toBe(201);
    const again = await signup({ email });
    expect(again.status).toBe(409);
    expect(again.body.token).toBeUndefined();
    const bad = await signup({ remember: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('remember');
  });
});

describe('remember me', () => {
  it('ticked, the token lasts 30 days; unticked or not sent, the usual session', async () => {
    const remembered = await signup({ remember: true });
    expect(lifetime(remembered.body.token)).toBe(REMEMBER_SESSION_MS);
    expect(lifetime((await signup({ remember: false })).body.token)).toBe(SESSION_MS);
    expect(lifetime((await signup()).body.token)).toBe(SESSION_MS);

    const shopper = await makeUser();
    const login = (body: Record<string, unknown>) => call('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password, ...body } });
    expect(lifetime((await login({ remember: true })).body.token)).toBe(REMEMBER_SESSION_MS);
    expect(lifetime((await login({})).body.token)).toBe(SESSION_MS);
    const admin = await makeAdmin();
    const adminLogin = await call('POST', '/auth/login', { body: { email: admin.email, password: admin.password, remember: true } });
    expect(adminLogin.body.role).toBe('admin');
    expect(lifetime(adminLogin.body.token)).toBe(REMEMBER_SESSION_MS);
  });
});

describe('the account page: name and phone', () => {
  it('saves a name and a phone typed with +91 and spaces as the 10 digits', async () => {
    const me = await makeUser();
    const res = await call('PATCH', `/users/update/${me.id}`, { token: me.token, body: { name: '  Asha Rao ', phone: '+91 98450 12345' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: api.account.updated, data: { _id: me.id, name: 'Asha Rao', phone: '9845012345', email: me.email } });
    expect((await call('GET', `/users/${me.id}`, { token: me.token })).body.data[0]).toMatchObject({ name: 'Asha Rao', phone: '9845012345' });
    // An empty phone clears it; the name stays as it was.
    expect((await call('PATCH', `/users/update/${me.id}`, { token: me.token, body: { phone: '' } })).body.data).toMatchObject({ name: 'Asha Rao', phone: '' });
  });

  it('refuses a bad name or phone with errors by field, and saves nothing', async () => {
    const me = await makeUser('Kept Name');
    const res = await call('PATCH', `/users/update/${me.id}`, { token: me.token, body: { name: '   ', phone: '987654' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'phone']);
    for (const phone of ['5123456789', '98765432101', 'call me']) {
      const bad = await call('PATCH', `/users/update/${me.id}`, { token: me.token, body: { phone } });
      expect(bad.status, phone).toBe(400);
      expect(bad.body.errors.phone).toMatch(/10-digit mobile/);
    }
    const [row] = await selectRows(users, eq(users._id, me.id));
    expect(row).toMatchObject({ name: 'Kept Name', phone: '' });
  });

  it('refuses a name with a line break or a control character (400 on name), and keeps the old one', async () => {
    const me = await makeUser('Kept Name');
    for (const name of ['Asha\nRao', 'Asha\rRao', 'Asha\u0000Rao', 'Asha\u001bRao', 'Asha\u2029Rao']) {
      const res = await call('PATCH', `/users/update/${me.id}`, { token: me.token, body: { name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.errors.name).toBe(validation.badCharacter);
    }
    const [row] = await selectRows(users, eq(users._id, me.id));
    expect(row.name).toBe('Kept Name');
  });

  it("someone else's account is a 404; an admin token is a 403; no token a 401", async () => {
    const me = await makeUser();
    const other = await makeUser('Other Shopper');
    const admin = await makeAdmin();
    expect((await call('PATCH', `/users/update/${other.id}`, { token: me.token, body: { name: 'Hacked' } })).status).toBe(404);
    expect(
      (await call('POST', `/users/password/${other.id}`, { token: me.token, body: { currentPassword: me.password, password: 'New-pass-123' } })).status,
    ).toBe(404);
    expect((await call('DELETE', `/users/delete/${other.id}`, { token: me.token })).status).toBe(404);
    expect((await call('PATCH', `/users/update/${other.id}`, { token: admin.token, body: { name: 'Hacked' } })).status).toBe(403);
    expect((await call('PATCH', `/users/update/${me.id}`, { body: { name: 'Hacked' } })).status).toBe(401);
    const [row] = await selectRows(users, eq(users._id, other.id));
    expect(row.name).toBe('Other Shopper');
    expect(await countRows(users, eq(users._id, other.id))).toBe(1);
  });
});

describe('changing the password', () => {
  it('a wrong current password is a 400 keyed by field, and changes nothing', async () => {
    const me = await makeUser();
    const res = await call('POST', `/users/password/${me.id}`, { token: me.token, body: { currentPassword: 'not-my-password', password: 'New-pass-123' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.account.wrongPassword, errors: { currentPassword: api.account.wrongPassword } });
    const short = await call('POST', `/users/password/${me.id}`, { token: me.token, body: { currentPassword: me.password, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('password');
    expect((await call('POST', '/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(200);
    expect((await call('GET', '/cart', { token: me.token })).status).toBe(200);
  });

  it('signs out every other session; this one gets a new token; only the new password signs in', async () => {
    const me = await makeUser();
    const other = (await call('POST', '/auth/login', { body: { email: me.email, password: me.password, remember: true } })).body.token as string;
    expect((await call('GET', '/cart', { token: other })).status).toBe(200);

    const res = await call('POST', `/users/password/${me.id}`, { token: me.token, body: { currentPassword: me.password, password: 'Brand-new-pass1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: api.account.passwordChanged, token: expect.any(String) });

    expect((await call('GET', '/cart', { token: other })).status).toBe(401);
    expect((await call('GET', '/cart', { token: me.token })).status).toBe(401);
    expect((await call('GET', '/cart', { token: res.body.token })).status).toBe(200);
    // The new token keeps the lifetime kind of the session that asked (this one was not remembered).
    expect(lifetime(res.body.token)).toBe(SESSION_MS);

    expect((await call('POST', '/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401);
    expect((await call('POST', '/auth/login', { body: { email: me.email, password: 'Brand-new-pass1' } })).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('the token stops working; orders are kept without the personal details; cart, wishlist and addresses go', async () => {
    const product = await makeProduct();
    const me = await shopperWithCart([{ prodId: product._id, quantity: 2 }]);
    const placed = await call('POST', '/order/checkout', { token: me.token, body: { addressId: me.addressId }, headers: { 'Idempotency-Key': 'del-1' } });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data[0]._id as number;
    const purchaseId = placed.body.purchase._id as number;
    expect((await call('POST', '/cart/add', { token: me.token, body: { prodId: product._id, quantity: 1 } })).status).toBe(201);
    expect((await call('POST', '/wishlist/add', { token: me.token, body: { prodId: product._id } })).status).toBe(201);

    const res = await call('DELETE', `/users/delete/${me.id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: api.account.deleted });

    expect((await call('GET', '/cart', { token: me.token })).status).toBe(401);
    expect((await call('GET', `/users/${me.id}`, { token: me.token })).status).toBe(401);
    expect((await call('POST', '/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401);

    const [order] = await selectRows(orders, eq(orders._id, orderId));
    expect(order).toMatchObject({ userId: null, userName: api.account.deletedName, userEmail: '', quantity: 2, price: product.price });
    const [purchase] = await selectRows(purchases, eq(purchases._id, purchaseId));
    expect(purchase.userId).toBeNull();
    expect(purchase.address).toMatchObject({ firstName: '', lastName: '', address: '', company: '', phone: '', city: 'Pune' });
    expect(JSON.stringify(purchase.address)).not.toContain('Riya');
    expect(await countRows(addresses, eq(addresses.userId, me.id))).toBe(0);
    expect(await countRows(cartItems, eq(cartItems.userId, me.id))).toBe(0);
    expect(await countRows(wishlist, eq(wishlist.userId, me.id))).toBe(0);

    // The admin's order list shows the order, anonymised.
    const admin = await makeAdmin();
    const detail = await call('GET', `/order/detail/${orderId}`, { token: admin.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ shopper: null, userName: api.account.deletedName, userEmail: '' });
    expect(JSON.stringify(detail.body)).not.toContain(me.email);
  });

  it("removes every e-mail to the account's address from the Outbox (the order mail with name, street, PIN and phone), and nobody else's", async () => {
    const product = await makeProduct();
    const me = await shopperWithCart([{ prodId: product._id, quantity: 1 }]);
    const other = await shopperWithCart([{ prodId: product._id, quantity: 1 }]);
    for (const [who, key] of [
      [me, 'del-outbox-1'],
      [other, 'del-outbox-2'],
    ] as const) {
      const placed = await call('POST', '/order/checkout', { token: who.token, body: { addressId: who.addressId }, headers: { 'Idempotency-Key': key } });
      expect(placed.status).toBe(201);
    }
    const mine = sql`lower(${outbox.recipient}) = ${me.email.toLowerCase()}`;
    expect(await countRows(outbox, mine)).toBeGreaterThanOrEqual(2);
    const othersBefore = await countRows(outbox, eq(outbox.recipient, other.email));

    const admin = await makeAdmin();
    expect((await call('DELETE', `/users/delete/${me.id}`, { token: admin.token })).status).toBe(200);

    expect(await countRows(outbox, mine)).toBe(0);
    expect(await countRows(outbox, eq(outbox.recipient, other.email))).toBe(othersBefore);
    const listed = await call('GET', '/admins/outbox?limit=100', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(me.email);
    expect(listed.body.data.some((m: { recipient: string }) => m.recipient === other.email)).toBe(true);
  });

  it('an admin deleting a shopper removes the personal details the same way', async () => {
    const product = await makeProduct();
    const shopper = await shopperWithCart([{ prodId: product._id, quantity: 1 }]);
    const placed = await call('POST', '/order/checkout', {
      token: shopper.token,
      body: { addressId: shopper.addressId },
      headers: { 'Idempotency-Key': 'del-2' },
    });
    const admin = await makeAdmin();
    const res = await call('DELETE', `/users/delete/${shopper.id}`, { token: admin.token });
    expect(res.body).toEqual({ msg: api.userDeleted });
    const [order] = await selectRows(orders, eq(orders._id, placed.body.data[0]._id));
    expect(order).toMatchObject({ userName: api.account.deletedName, userEmail: '' });
  });

  it('an unknown id is a 404 for an admin; the shopper cannot delete twice', async () => {
    const admin = await makeAdmin();
    expect((await call('DELETE', '/users/delete/2147483000', { token: admin.token })).status).toBe(404);
    const me = await makeUser();
    expect((await call('DELETE', `/users/delete/${me.id}`, { token: me.token })).status).toBe(200);
    expect((await call('DELETE', `/users/delete/${me.id}`, { token: me.token })).status).toBe(401);
  });
});
