import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_WISHLIST } from '../../src/lib/constants';
import { api } from '../../src/server/messages';
import { wishlist } from '../../src/server/db/schema';
import { call, client, countRows, expectAnswer, makeAdmin, makeProduct, makeUser, settled } from './helpers';

type Product = Awaited<ReturnType<typeof makeProduct>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let cap: Product;
let bag: Product;
beforeAll(async () => {
  admin = await makeAdmin();
  cap = await makeProduct({ name: 'Wish Cap', category: 'Accessories', price: 499, oprice: 699 });
  bag = await makeProduct({ name: 'Wish Bag', category: 'Accessories', price: 1299, oprice: 1299 });
});

const wishes = (token?: string) => client(token).wishlist;
const save = (token: string | undefined, prodId: number) => wishes(token).add.$post({ json: { prodId } });
const remove = (token: string | undefined, prodId: number | string) => wishes(token).delete[':prodId'].$delete({ param: { prodId: String(prodId) } });
const saved = async (token: string) => (await expectAnswer(wishes(token).$get(), 200)).data;

describe('GET /wishlist', () => {
  it('answers an empty list for a new shopper', async () => {
    const u = await makeUser();
    expect(await expectAnswer(wishes(u.token).$get(), 200)).toEqual({ data: [] });
  });

  it("lists the shopper's own products, newest first, not anyone else's", async () => {
    const u = await makeUser();
    const other = await makeUser();
    await expectAnswer(save(u.token, cap._id), 201);
    await expectAnswer(save(u.token, bag._id), 201);
    await expectAnswer(save(other.token, cap._id), 201);
    const data = await saved(u.token);
    expect(data.map((p) => p._id)).toEqual([bag._id, cap._id]);
    expect(data[0]).toMatchObject({ name: 'Wish Bag', price: 1299, image: expect.any(String) });
    expect((await saved(other.token)).map((p) => p._id)).toEqual([cap._id]);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect(await expectAnswer(wishes().$get(), 401)).toEqual({ msg: api.unauthorized });
    expect(await expectAnswer(wishes(admin.token).$get(), 403)).toEqual({ msg: api.forbidden });
  });
});

describe('POST /wishlist/add', () => {
  it('adds the product and answers 201 {msg, data: product}', async () => {
    const u = await makeUser();
    const res = await expectAnswer(save(u.token, cap._id), 201);
    expect(res.msg).toBe(api.wishlistAdded);
    expect(res.data).toMatchObject({ _id: cap._id, name: 'Wish Cap', price: 499 });
  });

  it('keeps one entry when the same product is added twice', async () => {
    const u = await makeUser();
    await expectAnswer(save(u.token, cap._id), 201);
    await expectAnswer(save(u.token, cap._id), 201);
    expect(await saved(u.token)).toHaveLength(1);
    expect(await countRows(wishlist, eq(wishlist.userId, u.id))).toBe(1);
  });

  it('answers 404 for a product that does not exist, and adds nothing', async () => {
    const u = await makeUser();
    expect(await expectAnswer(save(u.token, 999999), 404)).toEqual({ msg: api.productNotFound });
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
    const replies = await Promise.all(many.map((p) => settled(save(u.token, p._id))));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_WISHLIST);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(5).fill({ msg: api.wishlistFull }));
    expect(await countRows(wishlist, eq(wishlist.userId, u.id))).toBe(MAX_WISHLIST);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect(await expectAnswer(save(undefined, cap._id), 401)).toEqual({ msg: api.unauthorized });
    expect(await expectAnswer(save(admin.token, cap._id), 403)).toEqual({ msg: api.forbidden });
  });
});

describe('DELETE /wishlist/delete/:prodId', () => {
  it('removes the product from the list', async () => {
    const u = await makeUser();
    await expectAnswer(save(u.token, cap._id), 201);
    expect(await expectAnswer(remove(u.token, cap._id), 200)).toEqual({ msg: api.wishlistRemoved });
    expect(await saved(u.token)).toEqual([]);
  });

  it("answers 404 for a product not in the shopper's list, and another shopper's entry stays", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    await expectAnswer(save(owner.token, bag._id), 201);
    await expectAnswer(remove(other.token, bag._id), 404);
    expect(await saved(owner.token)).toHaveLength(1);
  });

  it.each(['abc', '99999999999', '0'])('answers 404 for the id %s', async (id) => {
    const u = await makeUser();
    await expectAnswer(remove(u.token, id), 404);
  });

  it('answers 401 without a token', async () => {
    await expectAnswer(remove(undefined, cap._id), 401);
  });

  it('drops a product from every wishlist when an admin deletes it', async () => {
    const u = await makeUser();
    const gone = await makeProduct();
    await expectAnswer(save(u.token, gone._id), 201);
    await expectAnswer(client(admin.token).products.delete[':id'].$delete({ param: { id: String(gone._id) } }), 200);
    expect(await saved(u.token)).toEqual([]);
  });
});
