/** A guest's cart and wishlist join the account's at sign-in: POST /cart/merge and POST /wishlist/merge. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_QUANTITY, MAX_WISHLIST } from '../../src/lib/constants';
import { cartItems, wishlist } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { call, countRows, makeProduct, makeUser } from './helpers';

type Product = Awaited<ReturnType<typeof makeProduct>>;
let tee: Product;
let scarce: Product;
let soldOut: Product;
beforeAll(async () => {
  tee = await makeProduct({ name: 'Merge Tee', sizes: ['S', 'M', 'L'].map((size) => ({ size, stock: null })) });
  scarce = await makeProduct({ name: 'Merge Scarce', sizes: [{ size: 'M', stock: 3 }] });
  soldOut = await makeProduct({ name: 'Merge Gone', sizes: [{ size: 'M', stock: 0 }] });
});

const merge = (token: string, lines: unknown) => call('POST', '/cart/merge', { token, body: { lines } });
const mergeWishlist = (token: string, ps: Product[]) => call('POST', '/wishlist/merge', { token, body: { prodIds: ps.map((p) => p._id) } });

/** Plenty of products for the caps, made once and shared by the tests that need them. */
const many: Product[] = [];
async function products(n: number): Promise<Product[]> {
  while (many.length < n) many.push(await makeProduct());
  return many.slice(0, n);
}

describe('POST /cart/merge', () => {
  it('adds the guest lines to an empty cart and answers the whole cart', async () => {
    const u = await makeUser();
    const res = await merge(u.token, [
      { prodId: tee._id, size: 'L', quantity: 2 },
      { prodId: scarce._id, quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(api.cartMerged);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.data.map((l: { prodId: number; size: string; quantity: number }) => [l.prodId, l.size, l.quantity])).toEqual([
      [tee._id, 'L', 2],
      [scarce._id, 'M', 1],
    ]);
    expect((await call('GET', '/cart', { token: u.token })).body.data).toHaveLength(2);
  });

  it('raises a line already in the account, capped at what is left and at the most of one product', async () => {
    const u = await makeUser();
    await call('POST', '/cart/add', { token: u.token, body: { prodId: scarce._id, quantity: 2 } });
    await call('POST', '/cart/add', { token: u.token, body: { prodId: tee._id, size: 'S', quantity: 8 } });
    const res = await merge(u.token, [
      { prodId: scarce._id, size: 'M', quantity: 5 },
      { prodId: tee._id, size: 'S', quantity: 5 },
    ]);
    expect(res.status).toBe(200);
    const bySize = new Map(res.body.data.map((l: { prodId: number; quantity: number }) => [l.prodId, l.quantity]));
    expect(bySize.get(scarce._id)).toBe(3);
    expect(bySize.get(tee._id)).toBe(MAX_QUANTITY);
    expect(res.body.data).toHaveLength(2);
  });

  it('skips what cannot be had, with the reason, and keeps the rest', async () => {
    const u = await makeUser();
    const res = await merge(u.token, [
      { prodId: soldOut._id, quantity: 1 },
      { prodId: 99_999_999, quantity: 1 },
      { prodId: tee._id, size: 'XXXL', quantity: 1 },
      { prodId: tee._id, size: 'M', quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([
      { prodId: soldOut._id, size: 'M', msg: api.onlyLeft(0, 'M') },
      { prodId: 99_999_999, msg: api.productNotFound },
      { prodId: tee._id, size: 'XXXL', msg: api.unknownSize('XXXL') },
    ]);
    expect(res.body.data.map((l: { prodId: number }) => l.prodId)).toEqual([tee._id]);
  });

  it(`merges and adds sent at once never take the cart past ${MAX_CART_LINES} lines`, async () => {
    const u = await makeUser();
    const all = await products(MAX_CART_LINES + 10);
    // Three merges of 20 lines each and a few single adds, all at once: 60 + 10 different products.
    const thirds = [0, 1, 2].map((k) => all.slice(k * 20, k * 20 + 20));
    const extra = all.slice(60);
    await Promise.all([
      ...thirds.map((ps) =>
        merge(
          u.token,
          ps.map((p) => ({ prodId: p._id, quantity: 1 })),
        ),
      ),
      ...extra.map((p) => call('POST', '/cart/add', { token: u.token, body: { prodId: p._id } })),
    ]);
    expect(await countRows(cartItems, eq(cartItems.userId, u.id))).toBe(MAX_CART_LINES);
    expect((await call('GET', '/cart', { token: u.token })).body.data).toHaveLength(MAX_CART_LINES);
  });

  it('refuses a bad body and a signed-out call, changing nothing', async () => {
    const u = await makeUser();
    expect((await merge(u.token, [{ prodId: tee._id, quantity: 0 }])).status).toBe(400);
    expect((await merge(u.token, 'nope')).status).toBe(400);
    expect((await call('POST', '/cart/merge', { body: { lines: [] } })).status).toBe(401);
    expect((await call('GET', '/cart', { token: u.token })).body.data).toEqual([]);
  });
});

describe('POST /wishlist/merge', () => {
  it("joins the guest's products to the account's, once each, leaving unknown ids out", async () => {
    const u = await makeUser();
    await call('POST', '/wishlist/add', { token: u.token, body: { prodId: tee._id } });
    const res = await call('POST', '/wishlist/merge', { token: u.token, body: { prodIds: [tee._id, scarce._id, scarce._id, 99_999_999] } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(api.wishlistMerged);
    expect(res.body.data.map((p: { _id: number }) => p._id).sort()).toEqual([tee._id, scarce._id].sort());
    const again = await call('GET', '/wishlist', { token: u.token });
    expect(again.body.data).toHaveLength(2);
  });

  it(`merges and adds sent at once never take the wishlist past ${MAX_WISHLIST}`, async () => {
    const u = await makeUser();
    const all = await products(MAX_WISHLIST + 20);
    await Promise.all([
      mergeWishlist(u.token, all.slice(0, 60)),
      mergeWishlist(u.token, all.slice(60)),
      ...all.slice(0, 10).map((p) => call('POST', '/wishlist/add', { token: u.token, body: { prodId: p._id } })),
    ]);
    expect(await countRows(wishlist, eq(wishlist.userId, u.id))).toBe(MAX_WISHLIST);
  });

  it('products already saved take no room: a merge fills the wishlist up to the cap', async () => {
    const u = await makeUser();
    const all = await products(MAX_WISHLIST);
    await mergeWishlist(u.token, all.slice(0, MAX_WISHLIST - 10));
    const res = await mergeWishlist(u.token, [...all.slice(0, 10), ...all.slice(MAX_WISHLIST - 10)]);
    expect(res.body.data).toHaveLength(MAX_WISHLIST);
  });

  it('refuses a signed-out call and a bad body', async () => {
    const u = await makeUser();
    expect((await call('POST', '/wishlist/merge', { body: { prodIds: [tee._id] } })).status).toBe(401);
    expect((await call('POST', '/wishlist/merge', { token: u.token, body: { prodIds: ['x'] } })).status).toBe(400);
  });
});
