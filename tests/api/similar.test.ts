import { beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_PRODUCTS_MAX } from '../../src/lib/constants';
import { api } from '../../src/server/messages';
import { call, makeProduct } from './helpers';

const sold = [{ size: 'M', stock: 0 }];
const inStock = [{ size: 'M', stock: 5 }];
type Made = Awaited<ReturnType<typeof makeProduct>>;
const ids = (body: { data: { _id: number }[] }) => body.data.map((p) => p._id);

describe('GET /products/{id}/similar', () => {
  let tee: Made;
  let near: Made;
  let far: Made;
  let nearer: Made;
  let soldOut: Made;
  let unisexTee: Made;
  let otherCategory: Made;
  let otherColour: Made;
  let womensTee: Made;

  beforeAll(async () => {
    const mens = { category: "Men's T-shirts", department: 'men' as const, sizes: inStock };
    tee = await makeProduct({
      ...mens,
      name: 'Similar Base Tee',
      price: 1000,
      oprice: 1500,
      styleCode: 'similar-base-tee',
      colour: 'Black',
      colourFamily: 'black',
    });
    // Its own style in another colour: already on the page as a swatch.
    otherColour = await makeProduct({
      ...mens,
      name: 'Similar Base Tee White',
      price: 1000,
      oprice: 1500,
      styleCode: 'similar-base-tee',
      colour: 'White',
      colourFamily: 'white',
    });
    far = await makeProduct({ ...mens, name: 'Similar Far Tee', price: 2900, oprice: 2900 });
    near = await makeProduct({ ...mens, name: 'Similar Near Tee', price: 1200, oprice: 1500 });
    nearer = await makeProduct({ ...mens, name: 'Similar Nearer Tee', price: 950, oprice: 1500 });
    soldOut = await makeProduct({ ...mens, name: 'Similar Sold Out Tee', price: 1000, oprice: 1000, sizes: sold });
    // Same category, other department (a unisex product filed under men's tees): not the same department.
    unisexTee = await makeProduct({ ...mens, department: 'unisex', name: 'Similar Unisex Tee', price: 1000, oprice: 1000 });
    otherCategory = await makeProduct({ ...mens, category: "Men's Hoodies & Sweatshirts", name: 'Similar Hoodie', price: 1000, oprice: 1000 });
    womensTee = await makeProduct({ category: "Women's T-shirts", department: 'women', sizes: inStock, name: 'Similar Womens Tee', price: 1000, oprice: 1000 });
  });

  it('lists products of the same department and category in stock, nearest price first', async () => {
    const res = await call('GET', `/products/${tee._id}/similar`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([nearer._id, near._id, far._id]);
    expect(res.body.data[0]).toMatchObject({ name: 'Similar Nearer Tee', price: 950, inStock: true, department: 'men', category: "Men's T-shirts" });
  });

  it('leaves out the product itself, its other colours, sold-out products, other categories and departments', async () => {
    const res = await call('GET', `/products/${tee._id}/similar`);
    for (const left of [tee, otherColour, soldOut, unisexTee, otherCategory, womensTee]) expect(ids(res.body)).not.toContain(left._id);
  });

  it('a sold-out product still gets similar ones in stock', async () => {
    const res = await call('GET', `/products/${soldOut._id}/similar`);
    expect(res.status).toBe(200);
    // Equal distance (0) for the tee and its white: the older first.
    expect(ids(res.body).slice(0, 3)).toEqual([tee._id, otherColour._id, nearer._id]);
  });

  it('answers an empty list when nothing is similar', async () => {
    const res = await call('GET', `/products/${womensTee._id}/similar`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it(`answers at most ${SIMILAR_PRODUCTS_MAX}`, async () => {
    const base = await makeProduct({ category: "Men's Sweatpants", department: 'men', sizes: inStock, name: 'Similar Many Base', price: 2000, oprice: 2000 });
    for (let i = 1; i <= SIMILAR_PRODUCTS_MAX + 2; i++) {
      await makeProduct({ category: "Men's Sweatpants", department: 'men', sizes: inStock, name: `Similar Many ${i}`, price: 2000 + i * 10, oprice: 3000 });
    }
    const res = await call('GET', `/products/${base._id}/similar`);
    expect(res.body.data).toHaveLength(SIMILAR_PRODUCTS_MAX);
    expect(res.body.data.map((p: { price: number }) => p.price)).toEqual(Array.from({ length: SIMILAR_PRODUCTS_MAX }, (_, i) => 2010 + i * 10));
  });

  it('answers 404 {msg} for an unknown product', async () => {
    const res = await call('GET', '/products/999999/similar');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: api.productNotFound });
  });

  // As for GET /products/{id}: an id that cannot be a product's is a 404 too, not a 500.
  it.each(['abc', '0', '-1', '1.5'])('answers 404 {msg} for the id %s', async (id) => {
    const res = await call('GET', `/products/${id}/similar`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: expect.any(String) });
  });
});
