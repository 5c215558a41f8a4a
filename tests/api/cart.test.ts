import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_QUANTITY } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { getDb } from '../../src/server/db/client';
import { cartItems } from '../../src/server/db/schema';
import { rebuildTotals } from '../../src/server/services/totals';
import { call, client, countRows, expectAnswer, makeAdmin, makeProduct, makeUser, selectRows } from './helpers';

type Product = Awaited<ReturnType<typeof makeProduct>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let tee: Product;
let hoodie: Product;
beforeAll(async () => {
  admin = await makeAdmin();
  tee = await makeProduct({ name: 'Cart Tee', price: 799, oprice: 999, images: ['/images/products/tee.svg', '/images/products/tee-back.svg'] });
  hoodie = await makeProduct({ name: 'Cart Hoodie', price: 1999, oprice: 2499, category: 'Hoodies' });
});

/** The raw add, for bodies the contract refuses (wrong types, extra fields). */
const addRaw = (token: string, body: unknown) => call('POST', '/cart/add', { token, body });
/** The typed calls. */
const cart = (token?: string) => client(token).cart;
const add = (token: string, json: { prodId: number; quantity?: number }) => cart(token).add.$post({ json });
const added = async (token: string, json: { prodId: number; quantity?: number }) => (await expectAnswer(add(token, json), 201)).data;
const lines = async (token: string) => (await expectAnswer(cart(token).$get(), 200)).data;

describe('GET /cart', () => {
  it('answers an empty list for a new shopper', async () => {
    const u = await makeUser();
    expect(await expectAnswer(cart(u.token).$get(), 200)).toEqual({ data: [] });
  });

  it("holds only the shopper's own lines, oldest first, with the product's name, image and price", async () => {
    const u = await makeUser();
    const other = await makeUser();
    await add(u.token, { prodId: tee._id, quantity: 2 });
    await add(u.token, { prodId: hoodie._id });
    await add(other.token, { prodId: tee._id, quantity: 5 });
    const data = await lines(u.token);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      prodId: tee._id,
      quantity: 2,
      name: 'Cart Tee',
      price: 799,
      image: '/images/products/tee.svg',
      status: 'pending',
      userId: u.id,
      userName: u.name,
    });
    expect(data[1]).toMatchObject({ prodId: hoodie._id, quantity: 1, price: 1999 });
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect(await expectAnswer(cart().$get(), 401)).toEqual({ msg: api.unauthorized });
    expect(await expectAnswer(cart(admin.token).$get(), 403)).toEqual({ msg: api.forbidden });
  });
});

describe('POST /cart/add', () => {
  it('adds a line with status pending and answers 201 {msg, data}', async () => {
    const u = await makeUser();
    const res = await expectAnswer(add(u.token, { prodId: tee._id, quantity: 3 }), 201);
    expect(res.msg).toBe(api.addedToCart);
    expect(res.data).toMatchObject({ _id: expect.any(Number), prodId: tee._id, quantity: 3, status: 'pending', price: 799, name: 'Cart Tee' });
  });

  it('adds one piece when no quantity is given', async () => {
    const u = await makeUser();
    expect((await added(u.token, { prodId: tee._id })).quantity).toBe(1);
  });

  it('adding the same product twice raises the quantity', async () => {
    const u = await makeUser();
    const first = await added(u.token, { prodId: tee._id, quantity: 2 });
    const second = await added(u.token, { prodId: tee._id, quantity: 3 });
    expect(second).toMatchObject({ _id: first._id, quantity: 5 });
    const data = await lines(u.token);
    expect(data).toHaveLength(1);
    expect(data[0].quantity).toBe(5);
  });

  it(`caps the raised quantity at ${MAX_QUANTITY}`, async () => {
    const u = await makeUser();
    await added(u.token, { prodId: tee._id, quantity: 7 });
    expect((await added(u.token, { prodId: tee._id, quantity: 7 })).quantity).toBe(MAX_QUANTITY);
    expect((await lines(u.token))[0].quantity).toBe(MAX_QUANTITY);
  });

  it('ignores a price, name or image in the body: the line carries the product row', async () => {
    const u = await makeUser();
    const res = await addRaw(u.token, {
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
    const [line] = await lines(u.token);
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
    const res = await addRaw(u.token, { prodId: tee._id, ...change });
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
    const res = await addRaw(u.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('prodId');
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(0);
  });

  it('answers 404 for a product that does not exist, and adds nothing', async () => {
    const u = await makeUser();
    expect(await expectAnswer(add(u.token, { prodId: 987654 }), 404)).toEqual({ msg: api.productNotFound });
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(0);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect(await expectAnswer(cart().add.$post({ json: { prodId: tee._id } }), 401)).toEqual({ msg: api.unauthorized });
    expect(await expectAnswer(add(admin.token, { prodId: tee._id }), 403)).toEqual({ msg: api.forbidden });
  });

  it(`refuses a line past ${MAX_CART_LINES} with 409 but still raises an existing one`, async () => {
    const u = await makeUser();
    const many: Product[] = [];
    for (let i = 0; i < MAX_CART_LINES; i++) many.push(await makeProduct());
    for (const p of many) await added(u.token, { prodId: p._id });
    const extra = await makeProduct();
    expect(await expectAnswer(add(u.token, { prodId: extra._id }), 409)).toEqual({ msg: api.cartFull });
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(MAX_CART_LINES);
    expect(await countRows(cartItems, and(eq(cartItems.userId, u.id), eq(cartItems.prodId, extra._id)))).toBe(0);
    expect((await added(u.token, { prodId: many[0]._id })).quantity).toBe(2);
  });

  it('adds of one line at once each raise it: none is lost, one line, totals in step', async () => {
    const u = await makeUser();
    const first = await added(u.token, { prodId: tee._id });
    const replies = await Promise.all(Array.from({ length: 6 }, () => add(u.token, { prodId: tee._id })));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await lines(u.token)).toEqual([expect.objectContaining({ _id: first._id, quantity: 7 })]);
    const totals = await rebuildTotals(await getDb());
    expect(totals.shoppersCorrected).toBe(0);
    expect(totals.after).toEqual(totals.before);
  });

  it(`${MAX_CART_LINES + 5} different products added at once: exactly ${MAX_CART_LINES} lines, the rest 409`, async () => {
    const u = await makeUser();
    const many: Product[] = [];
    for (let i = 0; i < MAX_CART_LINES + 5; i++) many.push(await makeProduct());
    const replies = await Promise.all(
      many.map(async (p) => {
        const r = await add(u.token, { prodId: p._id });
        return { status: r.status, body: await r.json() };
      }),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_CART_LINES);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(5).fill({ msg: api.cartFull }));
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(MAX_CART_LINES);
    expect(await lines(u.token)).toHaveLength(MAX_CART_LINES);
    // The running totals (the shopper's cart count, the store's cart lines) kept step with the race.
    const totals = await rebuildTotals(await getDb());
    expect(totals.shoppersCorrected).toBe(0);
    expect(totals.after).toEqual(totals.before);
  });
});

describe('PATCH /cart/update/:id', () => {
  it('sets the quantity of the line and answers it with the product price', async () => {
    const u = await makeUser();
    const line = await added(u.token, { prodId: hoodie._id });
    // The whole line sent back, with a price of its own: only the quantity is read.
    const res = await call('PATCH', `/cart/update/${line._id}`, { token: u.token, body: { ...line, quantity: 4, price: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(api.cartUpdated);
    expect(res.body.data).toMatchObject({ _id: line._id, quantity: 4, price: 1999 });
    expect((await lines(u.token))[0].quantity).toBe(4);
  });

  it.each([0, -2, 2.5, MAX_QUANTITY + 1, '3'])('answers 400 for the quantity %s and keeps the old one', async (quantity) => {
    const u = await makeUser();
    const line = await added(u.token, { prodId: hoodie._id, quantity: 2 });
    const res = await call('PATCH', `/cart/update/${line._id}`, { token: u.token, body: { quantity } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ quantity: validation.quantity });
    expect((await lines(u.token))[0].quantity).toBe(2);
  });

  it("answers 404 for someone else's line and leaves it as it was", async () => {
    const owner = await makeUser();
    const thief = await makeUser();
    const line = await added(owner.token, { prodId: hoodie._id, quantity: 2 });
    const res = cart(thief.token).update[':id'].$patch({ param: { id: String(line._id) }, json: { quantity: 9 } });
    expect(await expectAnswer(res, 404)).toEqual({ msg: expect.any(String) });
    const [row] = await selectRows(cartItems, eq(cartItems._id, line._id));
    expect(row.quantity).toBe(2);
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the line id %s', async (id) => {
    const u = await makeUser();
    await expectAnswer(cart(u.token).update[':id'].$patch({ param: { id }, json: { quantity: 2 } }), 404);
  });

  it('answers 401 without a token', async () => {
    await expectAnswer(cart().update[':id'].$patch({ param: { id: '1' }, json: { quantity: 2 } }), 401);
  });
});

describe('DELETE /cart/delete/:id', () => {
  it('removes the line', async () => {
    const u = await makeUser();
    const line = await added(u.token, { prodId: tee._id });
    const remove = () => cart(u.token).delete[':id'].$delete({ param: { id: String(line._id) } });
    expect(await expectAnswer(remove(), 200)).toEqual({ msg: api.removedFromCart });
    expect(await lines(u.token)).toEqual([]);
    await expectAnswer(remove(), 404);
  });

  it("answers 404 for someone else's line and the owner keeps it", async () => {
    const owner = await makeUser();
    const thief = await makeUser();
    const line = await added(owner.token, { prodId: tee._id });
    await expectAnswer(cart(thief.token).delete[':id'].$delete({ param: { id: String(line._id) } }), 404);
    expect(await lines(owner.token)).toHaveLength(1);
  });

  it.each(['999999', 'abc', '1e3'])('answers 404 for the line id %s', async (id) => {
    const u = await makeUser();
    await expectAnswer(cart(u.token).delete[':id'].$delete({ param: { id } }), 404);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    await expectAnswer(cart().delete[':id'].$delete({ param: { id: '1' } }), 401);
    await expectAnswer(cart(admin.token).delete[':id'].$delete({ param: { id: '1' } }), 403);
  });
});

describe('GET /cart/allcarts', () => {
  it("pages every shopper's lines for an admin, newest first, with total", async () => {
    const u = await makeUser('Cart Owner');
    await added(u.token, { prodId: tee._id });
    const newest = await added(u.token, { prodId: hoodie._id });
    const all = await countRows(cartItems);
    const res = await expectAnswer(cart(admin.token).allcarts.$get({ query: { page: '1', limit: '2' } }), 200);
    expect(res).toMatchObject({ total: all, page: 1, limit: 2 });
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({ _id: newest._id, userName: 'Cart Owner', price: 1999 });
    const last = await expectAnswer(cart(admin.token).allcarts.$get({ query: { page: String(Math.ceil(all / 2)), limit: '2' } }), 200);
    expect(last.data.length).toBe(all % 2 || 2);
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    await expectAnswer(cart().allcarts.$get({ query: {} }), 401);
    expect(await expectAnswer(cart(u.token).allcarts.$get({ query: {} }), 403)).toEqual({ msg: api.forbidden });
  });
});
