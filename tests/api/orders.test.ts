import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { checkouts, orders } from '../../src/server/db/schema';
import { address, call, countRows, makeAdmin, makeProduct, makeUser, selectRows, shopperWithCart } from './helpers';

type Product = Awaited<ReturnType<typeof makeProduct>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let tee: Product;
let jacket: Product;
let sneaker: Product;
beforeAll(async () => {
  admin = await makeAdmin();
  tee = await makeProduct({ name: 'Order Tee', price: 799, oprice: 999, category: 'T-Shirts', images: ['/images/products/tee.svg'] });
  jacket = await makeProduct({ name: 'Order Jacket', price: 3499, oprice: 4999, category: 'Jackets', images: ['/images/products/jacket.svg'] });
  sneaker = await makeProduct({ name: 'Order Sneaker', price: 2999, oprice: 2999, category: 'Sneakers' });
});

let keySeq = 0;
const newKey = () => `key-${Date.now()}-${keySeq++}`;
/** `key: null` sends no Idempotency-Key header. */
const checkout = (token: string, body: unknown, key: string | null = newKey()) =>
  call('POST', '/order/checkout', { token, body, headers: key === null ? {} : { 'Idempotency-Key': key } });
const cartOf = async (token: string) => (await call('GET', '/cart', { token })).body.data as { _id: number; prodId: number; quantity: number }[];

describe('POST /order/add', () => {
  it('places one order with the product row as it stands and status pending, answering 201', async () => {
    const s = await shopperWithCart();
    const res = await call('POST', '/order/add', { token: s.token, body: { prodId: jacket._id, quantity: 2, addressId: s.addressId } });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe(api.orderPlaced);
    expect(res.body.data).toMatchObject({
      _id: expect.any(Number),
      userId: s.id,
      userName: s.name,
      userEmail: s.email,
      prodId: jacket._id,
      addressId: s.addressId,
      name: 'Order Jacket',
      image: '/images/products/jacket.svg',
      category: 'Jackets',
      quantity: 2,
      price: 3499,
      status: 'pending',
    });
  });

  it("ignores a price, name, category or status in the body: the order has the product row's", async () => {
    const s = await shopperWithCart();
    const res = await call('POST', '/order/add', {
      token: s.token,
      body: {
        prodId: jacket._id,
        quantity: 1,
        addressId: s.addressId,
        price: 1,
        name: 'x',
        category: 'Free',
        image: 'javascript:alert(1)',
        status: 'Passed',
        userId: 1,
      },
    });
    expect(res.status).toBe(201);
    const [row] = await selectRows(orders, eq(orders._id, res.body.data._id));
    expect(row).toMatchObject({
      price: 3499,
      name: 'Order Jacket',
      category: 'Jackets',
      image: '/images/products/jacket.svg',
      status: 'pending',
      userId: s.id,
    });
  });

  it('with a cart line _id, removes that line and orders its quantity in the same step', async () => {
    const s = await shopperWithCart([
      { prodId: tee._id, quantity: 3 },
      { prodId: sneaker._id, quantity: 1 },
    ]);
    const [line] = await cartOf(s.token);
    // The whole cart item is sent back as the order payload (docs/product.md §4).
    const res = await call('POST', '/order/add', { token: s.token, body: { ...line, quantity: 1, addressId: s.addressId } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ prodId: tee._id, quantity: 3, price: 799 });
    expect((await cartOf(s.token)).map((l) => l.prodId)).toEqual([sneaker._id]);
  });

  it('keeps the cart line when the order fails (one transaction)', async () => {
    const s = await shopperWithCart([{ prodId: tee._id, quantity: 2 }]);
    const other = await shopperWithCart();
    const [line] = await cartOf(s.token);
    const before = await countRows(orders);
    const res = await call('POST', '/order/add', { token: s.token, body: { ...line, addressId: other.addressId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.addressNotFound });
    expect(await cartOf(s.token)).toHaveLength(1);
    expect(await countRows(orders)).toBe(before);
  });

  it("answers 404 for someone else's cart line and neither orders nor touches it", async () => {
    const owner = await shopperWithCart([{ prodId: tee._id, quantity: 4 }]);
    const thief = await shopperWithCart();
    const [line] = await cartOf(owner.token);
    const before = await countRows(orders);
    const res = await call('POST', '/order/add', { token: thief.token, body: { _id: line._id, prodId: tee._id, addressId: thief.addressId } });
    expect(res.status).toBe(404);
    expect(await countRows(orders)).toBe(before);
    expect(await cartOf(owner.token)).toMatchObject([{ _id: line._id, quantity: 4 }]);
  });

  it('answers 404 when the cart line holds another product than prodId', async () => {
    const s = await shopperWithCart([{ prodId: tee._id, quantity: 1 }]);
    const [line] = await cartOf(s.token);
    const res = await call('POST', '/order/add', { token: s.token, body: { _id: line._id, prodId: jacket._id, addressId: s.addressId } });
    expect(res.status).toBe(404);
    expect(await cartOf(s.token)).toHaveLength(1);
  });

  it("answers 404 for someone else's address and creates nothing", async () => {
    const s = await shopperWithCart();
    const other = await shopperWithCart();
    const before = await countRows(orders);
    const res = await call('POST', '/order/add', { token: s.token, body: { prodId: tee._id, addressId: other.addressId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.addressNotFound });
    expect(await countRows(orders)).toBe(before);
  });

  it('answers 404 for a product that does not exist', async () => {
    const s = await shopperWithCart();
    const res = await call('POST', '/order/add', { token: s.token, body: { prodId: 999999, addressId: s.addressId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.productNotFound });
  });

  it.each([
    ['no address', { prodId: 1 }, 'addressId'],
    ['no product', { addressId: 1 }, 'prodId'],
    ['a text address id', { prodId: 1, addressId: 'home' }, 'addressId'],
    ['quantity 11', { prodId: 1, addressId: 1, quantity: 11 }, 'quantity'],
    ['quantity 0', { prodId: 1, addressId: 1, quantity: 0 }, 'quantity'],
    ['a fractional quantity', { prodId: 1, addressId: 1, quantity: 2.5 }, 'quantity'],
    ['a negative quantity', { prodId: 1, addressId: 1, quantity: -2 }, 'quantity'],
  ])('answers 400 for %s', async (_label, body, field) => {
    const s = await shopperWithCart();
    const before = await countRows(orders);
    const res = await call('POST', '/order/add', { token: s.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(await countRows(orders)).toBe(before);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await call('POST', '/order/add', { body: { prodId: tee._id, addressId: 1 } })).status).toBe(401);
    const res = await call('POST', '/order/add', { token: admin.token, body: { prodId: tee._id, addressId: 1 } });
    expect(res.status).toBe(403);
  });
});

describe('POST /order/checkout', () => {
  it('turns every cart line into an order with the product price, empties the cart and answers 201', async () => {
    const s = await shopperWithCart([
      { prodId: tee._id, quantity: 2 },
      { prodId: jacket._id, quantity: 1 },
    ]);
    const res = await checkout(s.token, { addressId: s.addressId });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe(api.orderPlaced);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data).toMatchObject([
      { prodId: tee._id, quantity: 2, price: 799, name: 'Order Tee', status: 'pending', addressId: s.addressId, userId: s.id },
      { prodId: jacket._id, quantity: 1, price: 3499, name: 'Order Jacket', status: 'pending' },
    ]);
    expect(await cartOf(s.token)).toEqual([]);
    expect(await countRows(orders, eq(orders.userId, s.id))).toBe(2);
  });

  it('charges the price the product has at checkout, not the one when it went into the cart', async () => {
    const p = await makeProduct({ price: 1000, oprice: 1200 });
    const s = await shopperWithCart([{ prodId: p._id, quantity: 1 }]);
    expect((await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { price: 900 } })).status).toBe(200);
    const res = await checkout(s.token, { addressId: s.addressId });
    expect(res.body.data[0].price).toBe(900);
  });

  it('answers 200 with the same orders for the same Idempotency-Key and creates nothing more', async () => {
    const s = await shopperWithCart([
      { prodId: tee._id, quantity: 1 },
      { prodId: sneaker._id, quantity: 2 },
    ]);
    const key = newKey();
    const first = await checkout(s.token, { addressId: s.addressId }, key);
    expect(first.status).toBe(201);
    // Items added after the first checkout must not be swept up by a retry.
    await call('POST', '/cart/add', { token: s.token, body: { prodId: jacket._id } });
    const before = await countRows(orders);
    const again = await checkout(s.token, { addressId: s.addressId }, key);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await countRows(orders)).toBe(before);
    expect((await cartOf(s.token)).map((l) => l.prodId)).toEqual([jacket._id]);
  });

  it("does not replay another shopper's checkout that used the same key", async () => {
    const a = await shopperWithCart([{ prodId: tee._id, quantity: 1 }]);
    const b = await shopperWithCart([{ prodId: jacket._id, quantity: 1 }]);
    const key = newKey();
    expect((await checkout(a.token, { addressId: a.addressId }, key)).status).toBe(201);
    const res = await checkout(b.token, { addressId: b.addressId }, key);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject([{ userId: b.id, prodId: jacket._id }]);
  });

  it('answers 400 without an Idempotency-Key and changes nothing', async () => {
    const s = await shopperWithCart([{ prodId: tee._id, quantity: 1 }]);
    for (const key of [null, '', '   ', 'k'.repeat(201)]) {
      const res = await checkout(s.token, { addressId: s.addressId }, key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body).toEqual({ msg: api.idempotencyKey, errors: { 'Idempotency-Key': api.idempotencyKey } });
    }
    expect(await cartOf(s.token)).toHaveLength(1);
    expect(await countRows(orders, eq(orders.userId, s.id))).toBe(0);
  });

  it('answers 400 for an empty cart, creates nothing and does not use up the key', async () => {
    const s = await shopperWithCart();
    const key = newKey();
    const ordersBefore = await countRows(orders);
    const res = await checkout(s.token, { addressId: s.addressId }, key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.cartEmpty });
    expect(await countRows(orders)).toBe(ordersBefore);
    expect(await countRows(checkouts, eq(checkouts.userId, s.id))).toBe(0);
    await call('POST', '/cart/add', { token: s.token, body: { prodId: tee._id } });
    const later = await checkout(s.token, { addressId: s.addressId }, key);
    expect(later.status).toBe(201);
    expect(later.body.data).toHaveLength(1);
  });

  it('creates the orders exactly once when two checkouts of one cart race with different keys', async () => {
    const s = await shopperWithCart([
      { prodId: tee._id, quantity: 1 },
      { prodId: jacket._id, quantity: 2 },
      { prodId: sneaker._id, quantity: 3 },
    ]);
    const results = await Promise.all([checkout(s.token, { addressId: s.addressId }), checkout(s.token, { addressId: s.addressId })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await countRows(orders, eq(orders.userId, s.id))).toBe(3);
    expect(await cartOf(s.token)).toEqual([]);
  });

  it('creates the orders exactly once when two checkouts race with the same key', async () => {
    const s = await shopperWithCart([
      { prodId: tee._id, quantity: 1 },
      { prodId: jacket._id, quantity: 1 },
    ]);
    const key = newKey();
    const results = await Promise.all([checkout(s.token, { addressId: s.addressId }, key), checkout(s.token, { addressId: s.addressId }, key)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(results[0].body.data).toEqual(results[1].body.data);
    expect(await countRows(orders, eq(orders.userId, s.id))).toBe(2);
  });

  it("answers 404 for someone else's address and leaves the cart untouched", async () => {
    const s = await shopperWithCart([
      { prodId: tee._id, quantity: 2 },
      { prodId: jacket._id, quantity: 1 },
    ]);
    const other = await shopperWithCart();
    const cartBefore = await cartOf(s.token);
    const ordersBefore = await countRows(orders);
    const res = await checkout(s.token, { addressId: other.addressId });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.addressNotFound });
    expect(await cartOf(s.token)).toEqual(cartBefore);
    expect(await countRows(orders)).toBe(ordersBefore);
    expect(await countRows(checkouts, eq(checkouts.userId, s.id))).toBe(0);
  });

  it('answers 404 for an address id that does not exist', async () => {
    const s = await shopperWithCart([{ prodId: tee._id, quantity: 1 }]);
    const res = await checkout(s.token, { addressId: 999999 });
    expect(res.status).toBe(404);
    expect(await cartOf(s.token)).toHaveLength(1);
  });

  it('accepts an address that was used once and not saved for next time', async () => {
    const s = await shopperWithCart([{ prodId: sneaker._id, quantity: 1 }]);
    const oneOff = await call('POST', '/address/add', { token: s.token, body: { ...address, declaration: false } });
    const res = await checkout(s.token, { addressId: oneOff.body.data._id });
    expect(res.status).toBe(201);
    expect(res.body.data[0].addressId).toBe(oneOff.body.data._id);
  });

  it.each([[{}], [{ addressId: 'abc' }], [{ addressId: 0 }], [{ addressId: true }]])('answers 400 for the body %j', async (body) => {
    const s = await shopperWithCart([{ prodId: tee._id, quantity: 1 }]);
    const res = await checkout(s.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('addressId');
    expect(await cartOf(s.token)).toHaveLength(1);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await call('POST', '/order/checkout', { body: { addressId: 1 }, headers: { 'Idempotency-Key': 'x' } })).status).toBe(401);
    expect((await checkout(admin.token, { addressId: 1 })).status).toBe(403);
  });
});

describe('GET /order', () => {
  it("lists the shopper's own orders, newest first, with total, page and limit", async () => {
    const s = await shopperWithCart();
    const other = await shopperWithCart();
    await call('POST', '/order/add', { token: other.token, body: { prodId: tee._id, addressId: other.addressId } });
    const first = await call('POST', '/order/add', { token: s.token, body: { prodId: tee._id, addressId: s.addressId } });
    const second = await call('POST', '/order/add', { token: s.token, body: { prodId: jacket._id, addressId: s.addressId } });
    const res = await call('GET', '/order', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1 });
    expect(res.body.data.map((o: { _id: number }) => o._id)).toEqual([second.body.data._id, first.body.data._id]);
    const paged = await call('GET', '/order?page=2&limit=1', { token: s.token });
    expect(paged.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.body.data.map((o: { _id: number }) => o._id)).toEqual([first.body.data._id]);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await call('GET', '/order')).status).toBe(401);
    expect((await call('GET', '/order', { token: admin.token })).status).toBe(403);
  });
});

describe('GET /order/allorders', () => {
  it('pages every order for an admin, newest first, with total', async () => {
    const s = await shopperWithCart();
    const newest = await call('POST', '/order/add', { token: s.token, body: { prodId: sneaker._id, addressId: s.addressId } });
    const all = await countRows(orders);
    const res = await call('GET', '/order/allorders?page=1&limit=3', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: all, page: 1, limit: 3 });
    expect(res.body.data).toHaveLength(Math.min(3, all));
    expect(res.body.data[0]).toMatchObject({ _id: newest.body.data._id, userName: s.name, userEmail: s.email, category: 'Sneakers' });
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    expect((await call('GET', '/order/allorders')).status).toBe(401);
    expect((await call('GET', '/order/allorders', { token: u.token })).status).toBe(403);
  });
});

describe('PATCH /order/update/:id', () => {
  it.each(ORDER_STATUSES)('lets an admin set %s, and the shopper sees it in GET /order', async (status) => {
    const s = await shopperWithCart();
    const placed = await call('POST', '/order/add', { token: s.token, body: { prodId: tee._id, addressId: s.addressId } });
    const res = await call('PATCH', `/order/update/${placed.body.data._id}`, { token: admin.token, body: { status } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(api.orderUpdated);
    expect(res.body.data).toMatchObject({ _id: placed.body.data._id, status });
    expect((await call('GET', '/order', { token: s.token })).body.data[0].status).toBe(status);
  });

  it.each(['Shipped', 'pending', 'delayed', 5, null])('answers 400 for the status %j and keeps the old one', async (status) => {
    const s = await shopperWithCart();
    const placed = await call('POST', '/order/add', { token: s.token, body: { prodId: tee._id, addressId: s.addressId } });
    const res = await call('PATCH', `/order/update/${placed.body.data._id}`, { token: admin.token, body: { status } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ status: validation.status });
    const [row] = await selectRows(orders, eq(orders._id, placed.body.data._id));
    expect(row.status).toBe('pending');
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await call('PATCH', `/order/update/${id}`, { token: admin.token, body: { status: 'Passed' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: expect.any(String) });
  });

  it('answers 401 without a token and 403 to a shopper, even for their own order', async () => {
    const s = await shopperWithCart();
    const placed = await call('POST', '/order/add', { token: s.token, body: { prodId: tee._id, addressId: s.addressId } });
    expect((await call('PATCH', `/order/update/${placed.body.data._id}`, { body: { status: 'Passed' } })).status).toBe(401);
    expect((await call('PATCH', `/order/update/${placed.body.data._id}`, { token: s.token, body: { status: 'Passed' } })).status).toBe(403);
    const [row] = await selectRows(orders, eq(orders._id, placed.body.data._id));
    expect(row.status).toBe('pending');
  });
});

describe('GET /order/categories', () => {
  it('counts the pieces bought per category, with 0 for every category never bought', async () => {
    const never = await makeProduct({ category: 'Never Bought Category' });
    const s = await shopperWithCart([{ prodId: sneaker._id, quantity: 4 }]);
    const before = (await call('GET', '/order/categories', { token: admin.token })).body;
    expect((await checkout(s.token, { addressId: s.addressId })).status).toBe(201);
    const res = await call('GET', '/order/categories', { token: admin.token });
    expect(res.status).toBe(200);
    const categories = (await call('GET', '/products/categories')).body.data;
    expect(res.body.allCategories).toEqual(categories);
    expect(Object.keys(res.body.usersCategories).sort()).toEqual(expect.arrayContaining([...categories].sort()));
    expect(res.body.usersCategories[never.category]).toBe(0);
    expect(res.body.usersCategories.Sneakers).toBe((before.usersCategories.Sneakers ?? 0) + 4);
    for (const c of categories) expect(typeof res.body.usersCategories[c]).toBe('number');
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    expect((await call('GET', '/order/categories')).status).toBe(401);
    expect((await call('GET', '/order/categories', { token: u.token })).status).toBe(403);
  });
});
