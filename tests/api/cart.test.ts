import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_QUANTITY } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { getDb } from '../../src/server/db/client';
import { cartItems } from '../../src/server/db/schema';
import { rebuildTotals } from '../../src/server/services/totals';
import { call, countRows, makeAdmin, makeProduct, makeUser, selectRows } from './helpers';

type Product = Awaited<ReturnType<typeof makeProduct>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let tee: Product;
let hoodie: Product;
beforeAll(async () => {
  admin = await makeAdmin();
  tee = await makeProduct({ name: 'Cart Tee', price: 799, oprice: 999, images: ['/images/products/tee.svg', '/images/products/tee-back.svg'] });
  hoodie = await makeProduct({ name: 'Cart Hoodie', price: 1999, oprice: 2499, category: 'Hoodies' });
});

const add = (token: string, body: unknown) => call('POST', '/cart/add', { token, body });

describe('GET /cart', () => {
  it('answers an empty list for a new shopper', async () => {
    const u = await makeUser();
    const res = await call('GET', '/cart', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it("holds only the shopper's own lines, oldest first, with the product's name, image and price", async () => {
    const u = await makeUser();
    const other = await makeUser();
    await add(u.token, { prodId: tee._id, quantity: 2 });
    await add(u.token, { prodId: hoodie._id });
    await add(other.token, { prodId: tee._id, quantity: 5 });
    const res = await call('GET', '/cart', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      prodId: tee._id,
      quantity: 2,
      name: 'Cart Tee',
      price: 799,
      image: '/images/products/tee.svg',
      status: 'pending',
      userId: u.id,
      userName: u.name,
    });
    expect(res.body.data[1]).toMatchObject({ prodId: hoodie._id, quantity: 1, price: 1999 });
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    const none = await call('GET', '/cart');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ msg: api.unauthorized });
    const res = await call('GET', '/cart', { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ msg: api.forbidden });
  });
});

describe('POST /cart/add', () => {
  it('adds a line with status pending and answers 201 {msg, data}', async () => {
    const u = await makeUser();
    const res = await add(u.token, { prodId: tee._id, quantity: 3 });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe(api.addedToCart);
    expect(res.body.data).toMatchObject({ _id: expect.any(Number), prodId: tee._id, quantity: 3, status: 'pending', price: 799, name: 'Cart Tee' });
  });

  it('adds one piece when no quantity is given', async () => {
    const u = await makeUser();
    expect((await add(u.token, { prodId: tee._id })).body.data.quantity).toBe(1);
  });

  it('adding the same product twice raises the quantity', async () => {
    const u = await makeUser();
    const first = await add(u.token, { prodId: tee._id, quantity: 2 });
    const second = await add(u.token, { prodId: tee._id, quantity: 3 });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ _id: first.body.data._id, quantity: 5 });
    const cart = await call('GET', '/cart', { token: u.token });
    expect(cart.body.data).toHaveLength(1);
    expect(cart.body.data[0].quantity).toBe(5);
  });

  it(`caps the raised quantity at ${MAX_QUANTITY}`, async () => {
    const u = await makeUser();
    await add(u.token, { prodId: tee._id, quantity: 7 });
    const res = await add(u.token, { prodId: tee._id, quantity: 7 });
    expect(res.body.data.quantity).toBe(MAX_QUANTITY);
    expect((await call('GET', '/cart', { token: u.token })).body.data[0].quantity).toBe(MAX_QUANTITY);
  });

  it('ignores a price, name or image in the body: the line carries the product row', async () => {
    const u = await makeUser();
    const res = await add(u.token, {
      prodId: tee._id,
      quantity: 1,
      price: 1,
      oprice: 1,
      name: 'x',
      image: 'javascript:alert(1)',
      userId: 1,
      status: 'paid',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 799, oprice: 999, name: 'Cart Tee', image: '/images/products/tee.svg', status: 'pending', userId: u.id });
    const [line] = (await call('GET', '/cart', { token: u.token })).body.data;
    expect(line).toMatchObject({ price: 799, name: 'Cart Tee' });
  });

  it.each([
    ['a zero quantity', { quantity: 0 }],
    ['a negative quantity', { quantity: -1 }],
    ['a fractional quantity', { quantity: 1.5 }],
    [`quantity ${MAX_QUANTITY + 1}`, { quantity: MAX_QUANTITY + 1 }],
    ['a quantity sent as text', { quantity: '2' }],
    ['a quantity of null', { quantity: null }],
  ])('answers 400 for %s and adds nothing', async (_label, change) => {
    const u = await makeUser();
    const res = await add(u.token, { prodId: tee._id, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { quantity: validation.quantity } });
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(0);
  });

  it.each([
    ['no product id', {}],
    ['a boolean product id', { prodId: true }],
    ['a text product id', { prodId: 'abc' }],
    ['a fractional product id', { prodId: 1.5 }],
    ['a product id as an array', { prodId: [tee] }],
  ])('answers 400 for %s', async (_label, body) => {
    const u = await makeUser();
    const res = await add(u.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('prodId');
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(0);
  });

  it('answers 404 for a product that does not exist, and adds nothing', async () => {
    const u = await makeUser();
    const res = await add(u.token, { prodId: 987654 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.productNotFound });
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(0);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await call('POST', '/cart/add', { body: { prodId: tee._id } })).status).toBe(401);
    expect((await add(admin.token, { prodId: tee._id })).status).toBe(403);
  });

  it(`refuses a line past ${MAX_CART_LINES} with 409 but still raises an existing one`, async () => {
    const u = await makeUser();
    const many: Product[] = [];
    for (let i = 0; i < MAX_CART_LINES; i++) many.push(await makeProduct());
    for (const p of many) expect((await add(u.token, { prodId: p._id })).status).toBe(201);
    const extra = await makeProduct();
    const res = await add(u.token, { prodId: extra._id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: api.cartFull });
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(MAX_CART_LINES);
    expect(await countRows(cartItems, and(eq(cartItems.userId, u.id), eq(cartItems.prodId, extra._id)))).toBe(0);
    const again = await add(u.token, { prodId: many[0]._id });
    expect(again.status).toBe(201);
    expect(again.body.data.quantity).toBe(2);
  });

  it(`${MAX_CART_LINES + 5} different products added at once: exactly ${MAX_CART_LINES} lines, the rest 409`, async () => {
    const u = await makeUser();
    const many: Product[] = [];
    for (let i = 0; i < MAX_CART_LINES + 5; i++) many.push(await makeProduct());
    const replies = await Promise.all(many.map((p) => add(u.token, { prodId: p._id })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_CART_LINES);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(5).fill({ msg: api.cartFull }));
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(MAX_CART_LINES);
    expect((await call('GET', '/cart', { token: u.token })).body.data).toHaveLength(MAX_CART_LINES);
    // The running totals (the shopper's cart count, the store's cart lines) kept step with the race.
    const totals = await rebuildTotals(await getDb());
    expect(totals.shoppersCorrected).toBe(0);
    expect(totals.after).toEqual(totals.before);
  });
});

describe('PATCH /cart/update/:id', () => {
  it('sets the quantity of the line and answers it with the product price', async () => {
    const u = await makeUser();
    const line = (await add(u.token, { prodId: hoodie._id })).body.data;
    const res = await call('PATCH', `/cart/update/${line._id}`, { token: u.token, body: { ...line, quantity: 4, price: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(api.cartUpdated);
    expect(res.body.data).toMatchObject({ _id: line._id, quantity: 4, price: 1999 });
    expect((await call('GET', '/cart', { token: u.token })).body.data[0].quantity).toBe(4);
  });

  it.each([0, -2, 2.5, MAX_QUANTITY + 1, '3'])('answers 400 for the quantity %s and keeps the old one', async (quantity) => {
    const u = await makeUser();
    const line = (await add(u.token, { prodId: hoodie._id, quantity: 2 })).body.data;
    const res = await call('PATCH', `/cart/update/${line._id}`, { token: u.token, body: { quantity } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ quantity: validation.quantity });
    expect((await call('GET', '/cart', { token: u.token })).body.data[0].quantity).toBe(2);
  });

  it("answers 404 for someone else's line and leaves it as it was", async () => {
    const owner = await makeUser();
    const thief = await makeUser();
    const line = (await add(owner.token, { prodId: hoodie._id, quantity: 2 })).body.data;
    const res = await call('PATCH', `/cart/update/${line._id}`, { token: thief.token, body: { quantity: 9 } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: expect.any(String) });
    const [row] = await selectRows(cartItems, eq(cartItems._id, line._id));
    expect(row.quantity).toBe(2);
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the line id %s', async (id) => {
    const u = await makeUser();
    const res = await call('PATCH', `/cart/update/${id}`, { token: u.token, body: { quantity: 2 } });
    expect(res.status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await call('PATCH', '/cart/update/1', { body: { quantity: 2 } })).status).toBe(401);
  });
});

describe('DELETE /cart/delete/:id', () => {
  it('removes the line', async () => {
    const u = await makeUser();
    const line = (await add(u.token, { prodId: tee._id })).body.data;
    const res = await call('DELETE', `/cart/delete/${line._id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: api.removedFromCart });
    expect((await call('GET', '/cart', { token: u.token })).body.data).toEqual([]);
    expect((await call('DELETE', `/cart/delete/${line._id}`, { token: u.token })).status).toBe(404);
  });

  it("answers 404 for someone else's line and the owner keeps it", async () => {
    const owner = await makeUser();
    const thief = await makeUser();
    const line = (await add(owner.token, { prodId: tee._id })).body.data;
    const res = await call('DELETE', `/cart/delete/${line._id}`, { token: thief.token });
    expect(res.status).toBe(404);
    expect((await call('GET', '/cart', { token: owner.token })).body.data).toHaveLength(1);
  });

  it.each(['999999', 'abc', '1e3'])('answers 404 for the line id %s', async (id) => {
    const u = await makeUser();
    expect((await call('DELETE', `/cart/delete/${id}`, { token: u.token })).status).toBe(404);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await call('DELETE', '/cart/delete/1')).status).toBe(401);
    expect((await call('DELETE', '/cart/delete/1', { token: admin.token })).status).toBe(403);
  });
});

describe('GET /cart/allcarts', () => {
  it("pages every shopper's lines for an admin, newest first, with total", async () => {
    const u = await makeUser('Cart Owner');
    await add(u.token, { prodId: tee._id });
    const newest = (await add(u.token, { prodId: hoodie._id })).body.data;
    const all = await countRows(cartItems);
    const res = await call('GET', '/cart/allcarts?page=1&limit=2', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: all, page: 1, limit: 2 });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ _id: newest._id, userName: 'Cart Owner', price: 1999 });
    const last = await call('GET', `/cart/allcarts?page=${Math.ceil(all / 2)}&limit=2`, { token: admin.token });
    expect(last.body.data.length).toBe(all % 2 || 2);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    expect((await call('GET', '/cart/allcarts')).status).toBe(401);
    const res = await call('GET', '/cart/allcarts', { token: u.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ msg: api.forbidden });
  });
});
