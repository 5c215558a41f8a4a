import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_WISHLIST } from '../../src/lib/constants';
import { api } from '../../src/server/messages';
import { wishlist } from '../../src/server/db/schema';
import { call, countRows, makeAdmin, makeProduct, makeUser } from './helpers';

type Product = Awaited<ReturnType<typeof makeProduct>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let cap: Product;
let bag: Product;
beforeAll(async () => {
  admin = await makeAdmin();
  cap = await makeProduct({ name: 'Wish Cap', category: 'Accessories', price: 499, oprice: 699 });
  bag = await makeProduct({ name: 'Wish Bag', category: 'Accessories', price: 1299, oprice: 1299 });
});

describe('GET /wishlist', () => {
  it('answers an empty list for a new shopper', async () => {
    const u = await makeUser();
    const res = await call('GET', '/wishlist', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it("lists the shopper's own products, newest first, not anyone else's", async () => {
    const u = await makeUser();
    const other = await makeUser();
    await call('POST', '/wishlist/add', { token: u.token, body: { prodId: cap._id } });
    await call('POST', '/wishlist/add', { token: u.token, body: { prodId: bag._id } });
    await call('POST', '/wishlist/add', { token: other.token, body: { prodId: cap._id } });
    const res = await call('GET', '/wishlist', { token: u.token });
    expect(res.body.data.map((p: { _id: number }) => p._id)).toEqual([bag._id, cap._id]);
    expect(res.body.data[0]).toMatchObject({ name: 'Wish Bag', price: 1299, image: expect.any(String) });
    expect((await call('GET', '/wishlist', { token: other.token })).body.data.map((p: { _id: number }) => p._id)).toEqual([cap._id]);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await call('GET', '/wishlist')).status).toBe(401);
    const res = await call('GET', '/wishlist', { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ msg: api.forbidden });
  });
});

describe('POST /wishlist/add', () => {
  it('adds the product and answers 201 {msg, data: product}', async () => {
    const u = await makeUser();
    const res = await call('POST', '/wishlist/add', { token: u.token, body: { prodId: cap._id } });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe(api.wishlistAdded);
    expect(res.body.data).toMatchObject({ _id: cap._id, name: 'Wish Cap', price: 499 });
  });

  it('keeps one entry when the same product is added twice', async () => {
    const u = await makeUser();
    await call('POST', '/wishlist/add', { token: u.token, body: { prodId: cap._id } });
    const again = await call('POST', '/wishlist/add', { token: u.token, body: { prodId: cap._id } });
    expect(again.status).toBe(201);
    expect((await call('GET', '/wishlist', { token: u.token })).body.data).toHaveLength(1);
    expect(await countRows(wishlist, eq(wishlist.userId, u.id))).toBe(1);
  });

  it('answers 404 for a product that does not exist, and adds nothing', async () => {
    const u = await makeUser();
    const res = await call('POST', '/wishlist/add', { token: u.token, body: { prodId: 999999 } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.productNotFound });
    expect(await countRows(wishlist, eq(wishlist.userId, u.id))).toBe(0);
  });

  it.each([[{}], [{ prodId: 'abc' }], [{ prodId: true }], [{ prodId: -3 }], [{ prodId: 99999999999 }]])(
    'answers 400 with errors.prodId for %j',
    async (body) => {
      const u = await makeUser();
      const res = await call('POST', '/wishlist/add', { token: u.token, body });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('prodId');
    },
  );

  it(`${MAX_WISHLIST + 5} different products saved at once: exactly ${MAX_WISHLIST} kept, the rest 409`, async () => {
    const u = await makeUser();
    const many: Product[] = [];
    for (let i = 0; i < MAX_WISHLIST + 5; i++) many.push(await makeProduct());
    const replies = await Promise.all(many.map((p) => call('POST', '/wishlist/add', { token: u.token, body: { prodId: p._id } })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_WISHLIST);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(5).fill({ msg: api.wishlistFull }));
    expect(await countRows(wishlist, eq(wishlist.userId, u.id))).toBe(MAX_WISHLIST);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await call('POST', '/wishlist/add', { body: { prodId: cap._id } })).status).toBe(401);
    expect((await call('POST', '/wishlist/add', { token: admin.token, body: { prodId: cap._id } })).status).toBe(403);
  });
});

describe('DELETE /wishlist/delete/:prodId', () => {
  it('removes the product from the list', async () => {
    const u = await makeUser();
    await call('POST', '/wishlist/add', { token: u.token, body: { prodId: cap._id } });
    const res = await call('DELETE', `/wishlist/delete/${cap._id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: api.wishlistRemoved });
    expect((await call('GET', '/wishlist', { token: u.token })).body.data).toEqual([]);
  });

  it("answers 404 for a product not in the shopper's list, and another shopper's entry stays", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    await call('POST', '/wishlist/add', { token: owner.token, body: { prodId: bag._id } });
    const res = await call('DELETE', `/wishlist/delete/${bag._id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect((await call('GET', '/wishlist', { token: owner.token })).body.data).toHaveLength(1);
  });

  it.each(['abc', '99999999999', '0'])('answers 404 for the id %s', async (id) => {
    const u = await makeUser();
    expect((await call('DELETE', `/wishlist/delete/${id}`, { token: u.token })).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await call('DELETE', `/wishlist/delete/${cap._id}`)).status).toBe(401);
  });

  it('drops a product from every wishlist when an admin deletes it', async () => {
    const u = await makeUser();
    const gone = await makeProduct();
    await call('POST', '/wishlist/add', { token: u.token, body: { prodId: gone._id } });
    expect((await call('DELETE', `/products/delete/${gone._id}`, { token: admin.token })).status).toBe(200);
    expect((await call('GET', '/wishlist', { token: u.token })).body.data).toEqual([]);
  });
});
