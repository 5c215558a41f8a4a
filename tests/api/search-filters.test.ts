/** GET /products' filters and facets, GET /products/suggest, and 'did you mean' so products.ts stays the catalogue's reads and edits. */
import { beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { call, makeAdmin, makeProduct, shopperWithCart } from './helpers';

const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name).sort();
let admin: Awaited<ReturnType<typeof makeAdmin>>;

beforeAll(async () => {
  admin = await makeAdmin();
  // Five products, so every count below can be worked out by hand.
  await makeProduct({
    name: 'Quasar Cotton Hoodie',
    brand: 'Orbitwear',
    category: 'Hoodies',
    price: 1500,
    oprice: 2000,
    sizes: [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 4 },
    ],
  });
  await makeProduct({
    name: 'Quasar Fleece Hoodie',
    brand: 'Nebula',
    category: 'Hoodies',
    price: 2500,
    oprice: 2500,
    sizes: [
      { size: 'M', stock: 0 },
      { size: 'L', stock: 2 },
    ],
  });
  await makeProduct({ name: 'Quasar Graphic Tee', brand: 'Orbitwear', category: 'Tees', price: 800, oprice: 1200, sizes: [{ size: 'S', stock: 5 }] });
  await makeProduct({ name: 'Quasar Canvas Cap', brand: 'Nebula', category: 'Caps', price: 600, oprice: 600, sizes: [{ size: 'One size', stock: 0 }] });
  await makeProduct({ name: 'Quasar Puffer Coat', brand: 'Orbitwear', category: 'Coats', price: 6200, oprice: 8000, sizes: [{ size: 'L', stock: null }] });
});

describe('GET /products filters', () => {
  it('filters by category, brand, size in stock, price band, on sale and in stock, and combines them', async () => {
    expect(names((await call('GET', '/products?search=quasar&category=hoodies,Tees')).body)).toEqual([
      'Quasar Cotton Hoodie',
      'Quasar Fleece Hoodie',
      'Quasar Graphic Tee',
    ]);
    expect(names((await call('GET', '/products?search=quasar&brand=Nebula')).body)).toEqual(['Quasar Canvas Cap', 'Quasar Fleece Hoodie']);
    expect(names((await call('GET', '/products?search=quasar&size=M')).body)).toEqual(['Quasar Cotton Hoodie']);
    expect(names((await call('GET', '/products?search=quasar&price=under-1000')).body)).toEqual(['Quasar Canvas Cap', 'Quasar Graphic Tee']);
    expect(names((await call('GET', '/products?search=quasar&price=5000-plus,1000-1999')).body)).toEqual(['Quasar Cotton Hoodie', 'Quasar Puffer Coat']);
    expect(names((await call('GET', '/products?search=quasar&onSale=1')).body)).toEqual(['Quasar Cotton Hoodie', 'Quasar Graphic Tee', 'Quasar Puffer Coat']);
    expect(names((await call('GET', '/products?search=quasar&inStock=true')).body)).toEqual([
      'Quasar Cotton Hoodie',
      'Quasar Fleece Hoodie',
      'Quasar Graphic Tee',
      'Quasar Puffer Coat',
    ]);
    const combined = await call('GET', '/products?search=quasar&brand=Orbitwear&onSale=1&size=L,S');
    expect(combined.body).toMatchObject({ total: 2 });
    expect(names(combined.body)).toEqual(['Quasar Graphic Tee', 'Quasar Puffer Coat']);
  });

  it('answers facets beside data and total when asked: counts for the search and the other filters', async () => {
    const res = await call('GET', '/products?search=quasar&brand=Orbitwear&facets=1');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const f = res.body.facets;
    const count = (list: { value: string; count: number }[], value: string) => list.find((o) => o.value === value)?.count;
    // Brands are counted without the brand filter, so a second brand shows what it would add.
    expect(count(f.brand, 'Orbitwear')).toBe(3);
    expect(count(f.brand, 'Nebula')).toBe(2);
    expect(count(f.category, 'Hoodies')).toBe(1);
    expect(count(f.category, 'Caps')).toBe(0);
    expect(count(f.size, 'M')).toBe(1);
    expect(count(f.size, 'L')).toBe(1);
    expect(count(f.size, 'One size')).toBe(0);
    expect(count(f.price, '5000-plus')).toBe(1);
    expect(count(f.price, '2000-2999')).toBe(0);
    expect(f).toMatchObject({ onSale: 3, inStock: 3 });
  });

  it('leaves facets out unless asked', async () => {
    const res = await call('GET', '/products?search=quasar');
    expect(res.body.facets).toBeUndefined();
  });

  it('refuses unknown or malformed filter values with 400 and errors by field', async () => {
    const unknown = await call('GET', '/products?category=Hoodies,Spacesuits&brand=Nobody');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      msg: api.badRequest,
      errors: { category: validation.unknownFilterValue(['Spacesuits']), brand: validation.unknownFilterValue(['Nobody']) },
    });
    const band = await call('GET', '/products?price=cheap');
    expect(band.status).toBe(400);
    expect(band.body.errors).toHaveProperty('price');
    const flag = await call('GET', '/products?onSale=maybe&inStock=2');
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toEqual({ onSale: validation.filterFlag, inStock: validation.filterFlag });
    const size = await call('GET', '/products?size=XXXXXXL');
    expect(size.status).toBe(400);
    expect(size.body.errors).toHaveProperty('size');
    const many = await call('GET', `/products?category=${Array.from({ length: 60 }, (_, i) => `c${i}`).join(',')}`);
    expect(many.status).toBe(400);
  });

  it('sorts by newest, biggest discount and price on top of the same matches', async () => {
    const discount = await call('GET', '/products?search=quasar&sort=discount');
    expect(discount.body.data.map((p: { name: string }) => p.name).slice(0, 3)).toEqual(['Quasar Graphic Tee', 'Quasar Cotton Hoodie', 'Quasar Puffer Coat']);
    const newest = await call('GET', '/products?search=quasar&sort=newest');
    expect(newest.body.data[0].name).toBe('Quasar Puffer Coat');
    const cheapest = await call('GET', '/products?search=quasar hoodie&sort=price&orderBy=asc');
    expect(cheapest.body.data.map((p: { price: number }) => p.price)).toEqual([1500, 2500]);
  });

  it('orders the next page afresh after a catalogue change, though the same page was just served', async () => {
    const cheapestFirst = '/products?search=quasar&sort=price&orderBy=asc';
    expect((await call('GET', cheapestFirst)).body.data[0].name).toBe('Quasar Canvas Cap');
    const added = await makeProduct({ name: 'Quasar Cotton Bandana', brand: 'Nebula', category: 'Caps', price: 300, oprice: 300 });
    expect((await call('GET', cheapestFirst)).body.data[0].name).toBe('Quasar Cotton Bandana');
    await call('DELETE', `/products/delete/${added._id}`, { token: admin.token });
    expect((await call('GET', cheapestFirst)).body.data[0].name).toBe('Quasar Canvas Cap');
  });

  it('counts a product edited by an admin in the next facets at once', async () => {
    const before = (await call('GET', '/products?search=quasar&facets=1')).body.facets.brand;
    const added = await makeProduct({ name: 'Quasar Denim Jacket', brand: 'Nebula', category: 'Coats' });
    const after = (await call('GET', '/products?search=quasar&facets=1')).body.facets.brand;
    expect(after.find((o: { value: string }) => o.value === 'Nebula').count).toBe(before.find((o: { value: string }) => o.value === 'Nebula').count + 1);
    await call('DELETE', `/products/delete/${added._id}`, { token: admin.token });
  });
});

describe('facets of a list without a search', () => {
  type Option = { value: string; count: number };
  const total = async (query: string) => (await call('GET', `/products?${query}&limit=1`)).body.total as number;

  it('count each option as the list of that option would, under the other filters (and not its own)', async () => {
    const { facets } = (await call('GET', '/products?brand=Orbitwear&onSale=1&facets=1')).body;
    // Orbitwear on sale: the cotton hoodie, the tee and the coat (the demo catalogue is not in this database).
    expect(facets.category.filter((o: Option) => o.count > 0)).toEqual([
      { value: 'Coats', count: 1 },
      { value: 'Hoodies', count: 1 },
      { value: 'Tees', count: 1 },
    ]);
    // The brand facet ignores the brand filter: Nebula has nothing on sale.
    expect(facets.brand).toEqual([
      { value: 'Nebula', count: 0 },
      { value: 'Orbitwear', count: 3 },
    ]);
    expect(facets.size.filter((o: Option) => o.count > 0)).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 1 },
      { value: 'L', count: 1 },
    ]);
    expect(facets.price.filter((o: Option) => o.count > 0).map((o: Option) => o.value)).toEqual(['under-1000', '1000-1999', '5000-plus']);
    expect(facets.onSale).toBe(3);
    expect(facets.inStock).toBe(3);
    for (const o of facets.category as Option[]) expect(o.count, o.value).toBe(await total(`brand=Orbitwear&onSale=1&category=${o.value}`));
    for (const o of facets.size as Option[]) expect(o.count, o.value).toBe(await total(`brand=Orbitwear&onSale=1&size=${encodeURIComponent(o.value)}`));
    expect(facets.inStock).toBe(await total('brand=Orbitwear&onSale=1&inStock=1'));
  });

  it('count a product an admin adds at once', async () => {
    const count = async () => (await call('GET', '/products?category=Coats&facets=1')).body.facets.brand.find((o: Option) => o.value === 'Nebula')?.count ?? 0;
    const before = await count();
    const added = await makeProduct({ name: 'Stellar Rain Coat', brand: 'Nebula', category: 'Coats' });
    expect(await count()).toBe(before + 1);
    await call('DELETE', `/products/delete/${added._id}`, { token: admin.token });
    expect(await count()).toBe(before);
  });
});

describe('sizes in stock follow sales', () => {
  it('a size sold out at checkout leaves the size and in-stock filters at once', async () => {
    const p = await makeProduct({ name: 'Quasar Last Scarf', brand: 'Nebula', category: 'Caps', sizes: [{ size: 'XL', stock: 1 }] });
    const inXl = async () => names((await call('GET', '/products?search=quasar scarf&size=XL&inStock=1')).body);
    expect(await inXl()).toEqual(['Quasar Last Scarf']);
    const buyer = await shopperWithCart([{ prodId: p._id, quantity: 1 }]);
    const done = await call('POST', '/order/checkout', {
      token: buyer.token,
      body: { addressId: buyer.addressId },
      headers: { 'Idempotency-Key': 'quasar-scarf-1' },
    });
    expect(done.status).toBe(201);
    expect(await inXl()).toEqual([]);
    // Back in stock when an admin restocks it.
    await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { sizes: [{ size: 'XL', stock: 3 }] } });
    expect(await inXl()).toEqual(['Quasar Last Scarf']);
  });
});

describe("'Did you mean …?'", () => {
  it('offers the closest search that finds something when nothing is found', async () => {
    const res = await call('GET', '/products?search=quasarrrrr hoodiiiiie');
    expect(res.body).toMatchObject({ total: 0, data: [], didYouMean: 'quasar hoodie' });
  });
  it('offers nothing for nonsense, or when the search found something', async () => {
    expect((await call('GET', '/products?search=qwertyuiop')).body.didYouMean).toBeUndefined();
    expect((await call('GET', '/products?search=quasar')).body.didYouMean).toBeUndefined();
  });
});

describe('GET /products/suggest', () => {
  it('suggests products with image and price, and matching categories and brands, while typing', async () => {
    const res = await call('GET', '/products/suggest?q=quasar hoo');
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { name: string }) => p.name).sort()).toEqual(['Quasar Cotton Hoodie', 'Quasar Fleece Hoodie']);
    expect(res.body.products[0]).toMatchObject({ _id: expect.any(Number), price: expect.any(Number), image: expect.any(String) });
    expect(res.body.categories).toEqual(['Hoodies']);
    const brand = await call('GET', '/products/suggest?q=orbit');
    expect(brand.body.brands).toEqual(['Orbitwear']);
    expect(brand.body.products).toHaveLength(3);
  });
  it('answers at most 6 products', async () => {
    for (let i = 0; i < 5; i++) await makeProduct({ name: `Zorblax Tee ${i}` });
    const res = await call('GET', '/products/suggest?q=zorb');
    expect(res.body.products).toHaveLength(5);
    for (let i = 5; i < 8; i++) await makeProduct({ name: `Zorblax Tee ${i}` });
    expect((await call('GET', '/products/suggest?q=zorblax')).body.products).toHaveLength(6);
  });
  it('answers empty lists for nothing, nonsense or punctuation', async () => {
    for (const q of ['', 'qwertyuiop', '%%', 'the']) {
      const res = await call('GET', `/products/suggest?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ products: [], categories: [], brands: [] });
    }
  });
});
