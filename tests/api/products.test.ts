import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MAX_PAGE_SIZE, MAX_RESULT_WINDOW, MAX_SEARCH_RESULT_WINDOW, PRODUCTS_PAGE_SIZE } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { CLOTHING_DETAILS, detailsFor } from '../../src/server/catalogue-defaults';
import { cartItems, orders, products } from '../../src/server/db/schema';
import { call, countRows, makeAdmin, makeProduct, makeUser, selectRows, shopperWithCart } from './helpers';

const newProduct = {
  name: 'Relaxed Crew Tee',
  brand: 'Northloom',
  images: ['https://img.example.com/tee.png', '/images/products/tee.svg'],
  oprice: 2000,
  price: 1500,
  category: "Men's T-shirts",
  subhead: 'Relaxed fit',
  description: 'Soft cotton.',
};

const PRODUCT_FIELDS = [
  '_id',
  'brand',
  'category',
  'colour',
  'colourFamily',
  'createdAt',
  'department',
  'description',
  'discount',
  'fit',
  'image',
  'images',
  'inStock',
  'materialCare',
  'name',
  'ogImage',
  'oprice',
  'pictures',
  'price',
  'sizes',
  'styleCode',
  'subhead',
];

let admin: Awaited<ReturnType<typeof makeAdmin>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  admin = await makeAdmin();
  shopper = await makeUser();
});

describe('GET /products', () => {
  // A word no other product in this file carries keeps each search to the rows made here.
  beforeAll(async () => {
    await makeProduct({ name: 'Zephyr Linen Shirt', brand: 'Coastline', category: 'Shirts', price: 900, oprice: 1200 });
    await makeProduct({ name: 'Zephyr Denim Jacket', brand: 'Rivet', category: 'Jackets', price: 2500, oprice: 3000 });
    await makeProduct({ name: 'Cargo Pants', brand: 'ZEPHYR Works', category: 'Pants', price: 1800, oprice: 1800 });
    await makeProduct({ name: 'Plain Hoodie', brand: 'Basics', category: 'Zephyr Collab', price: 1100, oprice: 1500 });
  });

  it('answers a page of products with total, page and limit', async () => {
    const res = await call('GET', '/products');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: PRODUCTS_PAGE_SIZE, total: expect.any(Number) });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toMatchObject({ _id: expect.any(Number), name: expect.any(String), price: expect.any(Number), image: expect.any(String) });
  });

  it('lists the newest product first when no sort is asked', async () => {
    const newest = await makeProduct({ name: 'Newest Of All' });
    const res = await call('GET', '/products');
    expect(res.body.data[0]._id).toBe(newest._id);
  });

  it('searches name, brand and category, whatever the case', async () => {
    const res = await call('GET', '/products?search=zEpHyR&limit=100');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { name: string }) => p.name).sort()).toEqual(['Cargo Pants', 'Plain Hoodie', 'Zephyr Denim Jacket', 'Zephyr Linen Shirt']);
    expect(res.body.total).toBe(4);
  });

  it('finds a product by its brand alone and by its category alone', async () => {
    const byBrand = await call('GET', '/products?search=rivet');
    expect(byBrand.body.data.map((p: { name: string }) => p.name)).toEqual(['Zephyr Denim Jacket']);
    const byCategory = await call('GET', '/products?search=JACKETS');
    expect(byCategory.body.data.map((p: { name: string }) => p.name)).toContain('Zephyr Denim Jacket');
  });

  it('counts a product added or removed by an admin in the next search at once', async () => {
    const before = (await call('GET', '/products?search=quokka')).body.total;
    const added = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, name: 'Quokka Print Tee' } });
    expect((await call('GET', '/products?search=quokka')).body.total).toBe(before + 1);
    await call('PATCH', `/products/update/${added.body.data._id}`, { token: admin.token, body: { name: 'Plain Print Tee' } });
    expect((await call('GET', '/products?search=quokka')).body.total).toBe(before);
    await call('PATCH', `/products/update/${added.body.data._id}`, { token: admin.token, body: { name: 'Quokka Again Tee' } });
    expect((await call('GET', '/products?search=quokka')).body).toMatchObject({ total: before + 1, data: [{ name: 'Quokka Again Tee' }] });
    await call('DELETE', `/products/delete/${added.body.data._id}`, { token: admin.token });
    expect((await call('GET', '/products?search=quokka')).body).toMatchObject({ total: before, data: [] });
  });

  it('answers only the product fields, not what the search reads internally', async () => {
    const res = await call('GET', '/products?search=zephyr');
    // A list item also carries its style's colours (the card's swatches).
    for (const p of res.body.data) expect(Object.keys(p).sort()).toEqual([...PRODUCT_FIELDS, 'colours'].sort());
  });

  it('reads words only: punctuation neither matches nor breaks the search', async () => {
    await makeProduct({ name: 'Tee 100% Cotton' });
    await makeProduct({ name: 'Tee_Underscore' });
    for (const only of ['%', '_', '\\', "'", '&', ':*', '!']) {
      const res = await call('GET', `/products?search=${encodeURIComponent(only)}&limit=100`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ data: [], total: 0 });
    }
    const percent = await call('GET', `/products?search=${encodeURIComponent('100%')}&limit=100`);
    expect(percent.body.data.map((p: { name: string }) => p.name)).toEqual(['Tee 100% Cotton']);
    const underscore = await call('GET', `/products?search=${encodeURIComponent('tee_underscore')}&limit=100`);
    expect(underscore.body.data.map((p: { name: string }) => p.name)).toEqual(['Tee_Underscore']);
  });

  it.each(['%', '_', '!!!', '-', '*'])(
    'a search of %s alone finds nothing, and neither it nor the unfiltered list answers for the other (their kept counts and pages are apart)',
    async (only) => {
      const search = `/products?search=${encodeURIComponent(only)}&limit=100`;
      // A catalogue change drops what was kept; then the punctuation is asked first…
      await makeProduct({ name: `Kept Apart Tee ${only}` });
      expect((await call('GET', search)).body).toMatchObject({ data: [], total: 0 });
      const everything = await countRows(products);
      const list = await call('GET', '/products?limit=100');
      expect(list.body.total).toBe(everything);
      expect(list.body.data).toHaveLength(Math.min(everything, 100));
      // …and the other way round: the unfiltered list first, then the punctuation.
      await makeProduct({ name: `Kept Apart Shirt ${only}` });
      expect((await call('GET', '/products?limit=100')).body.total).toBe(everything + 1);
      expect((await call('GET', search)).body).toMatchObject({ data: [], total: 0 });
      expect((await call('GET', `${search}&facets=1`)).body).toMatchObject({ data: [], total: 0 });
    },
  );

  it('answers an empty page, not an error, when nothing matches', async () => {
    const res = await call('GET', '/products?search=no-such-garment-anywhere');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], total: 0, page: 1 });
  });

  it('sorts by price low to high and high to low', async () => {
    const asc = await call('GET', '/products?search=zephyr&sort=price&orderBy=asc');
    expect(asc.body.data.map((p: { price: number }) => p.price)).toEqual([900, 1100, 1800, 2500]);
    const desc = await call('GET', '/products?search=zephyr&sort=price&orderBy=desc');
    expect(desc.body.data.map((p: { price: number }) => p.price)).toEqual([2500, 1800, 1100, 900]);
  });

  it('filters by category, whatever the case', async () => {
    const res = await call('GET', '/products?category=jackets');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Zephyr Denim Jacket']);
    expect(res.body.total).toBe(1);
  });

  it('combines search, category and sort', async () => {
    const res = await call('GET', '/products?search=zephyr&category=Shirts&sort=price&orderBy=desc');
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Zephyr Linen Shirt']);
  });

  it('pages through the results: page 2 holds the next rows and total counts them all', async () => {
    const first = await call('GET', '/products?search=zephyr&sort=price&orderBy=asc&page=1&limit=3');
    const second = await call('GET', '/products?search=zephyr&sort=price&orderBy=asc&page=2&limit=3');
    expect(first.body).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.body.data).toHaveLength(3);
    expect(second.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.body.data.map((p: { price: number }) => p.price)).toEqual([2500]);
    const beyond = await call('GET', '/products?search=zephyr&page=9&limit=3');
    expect(beyond.body).toMatchObject({ data: [], total: 4, page: 9 });
  });

  it(`clamps a limit above ${MAX_PAGE_SIZE} to ${MAX_PAGE_SIZE}`, async () => {
    const have = (await call('GET', '/products')).body.total as number;
    for (let i = have; i <= MAX_PAGE_SIZE; i++) await makeProduct();
    const res = await call('GET', '/products?limit=500');
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(MAX_PAGE_SIZE);
    expect(res.body.data).toHaveLength(MAX_PAGE_SIZE);
    expect(res.body.total).toBeGreaterThan(MAX_PAGE_SIZE);
  });

  it('falls back to page 1 and the default limit for values that are not whole numbers', async () => {
    const res = await call('GET', '/products?page=abc&limit=-4');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: PRODUCTS_PAGE_SIZE });
    expect(res.body.data).toHaveLength(PRODUCTS_PAGE_SIZE);
  });

  it(`refuses a page past the first ${MAX_RESULT_WINDOW} results with 400 saying to narrow the search`, async () => {
    const msg = api.tooDeepPage(MAX_RESULT_WINDOW);
    const deepest = MAX_RESULT_WINDOW / MAX_PAGE_SIZE;
    const last = await call('GET', `/products?sort=price&orderBy=desc&page=${deepest}&limit=${MAX_PAGE_SIZE}`);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ data: [], page: deepest, limit: MAX_PAGE_SIZE });
    for (const query of [
      `sort=price&orderBy=desc&page=${deepest + 1}&limit=${MAX_PAGE_SIZE}`,
      `sort=price&orderBy=desc&page=999999&limit=${MAX_PAGE_SIZE}`,
      'page=1000000&limit=1&facets=1',
    ]) {
      const res = await call('GET', `/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ msg, errors: { page: msg } });
    }
    // A searched list pages through fewer results: every row before its offset is matched against the words.
    const searchMsg = api.tooDeepPage(MAX_SEARCH_RESULT_WINDOW);
    const deepestSearched = MAX_SEARCH_RESULT_WINDOW / MAX_PAGE_SIZE;
    const lastSearched = await call('GET', `/products?search=tee&sort=price&orderBy=desc&page=${deepestSearched}&limit=${MAX_PAGE_SIZE}`);
    expect(lastSearched.status).toBe(200);
    for (const query of [
      `search=tee&sort=price&orderBy=desc&page=${deepestSearched + 1}&limit=${MAX_PAGE_SIZE}`,
      `search=zephyr&page=${Math.floor(MAX_SEARCH_RESULT_WINDOW / PRODUCTS_PAGE_SIZE) + 1}`,
      `search=tee&facets=1&page=${Math.floor(MAX_SEARCH_RESULT_WINDOW / PRODUCTS_PAGE_SIZE) + 1}&limit=${PRODUCTS_PAGE_SIZE}`,
    ]) {
      const res = await call('GET', `/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ msg: searchMsg, errors: { page: searchMsg } });
    }
    // A blank search is no search: the catalogue's window.
    expect((await call('GET', `/products?search=%20&page=${deepestSearched + 1}&limit=${MAX_PAGE_SIZE}`)).status).toBe(200);
    // With an unknown filter value too, both are named (the /products page drops each parameter named).
    const both = await call('GET', '/products?category=Spacesuits&page=999999');
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ category: expect.any(String), page: msg });
  });

  it(`refuses a search over ${LIMITS.search} characters with 400 rather than listing the whole catalogue`, async () => {
    const res = await call('GET', `/products?search=${'zephyr '.repeat(20)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { search: validation.searchTooLong(LIMITS.search) } });
    const longest = await call('GET', `/products?search=${encodeURIComponent(`zephyr ${'x'.repeat(LIMITS.search - 7)}`)}`);
    expect(longest.status).toBe(200);
  });

  it('answers 400, not a database error, for a search holding a NUL character', async () => {
    const res = await call('GET', '/products?search=a%00b');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { search: validation.badCharacter } });
  });
});

describe('GET /products/categories', () => {
  it('lists each category once, sorted', async () => {
    await makeProduct({ category: 'Accessories' });
    await makeProduct({ category: 'Accessories' });
    const res = await call('GET', '/products/categories');
    expect(res.status).toBe(200);
    const names: string[] = res.body.data;
    expect(names).toContain('Accessories');
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });

  it('shows a new category at once after an admin adds a product in it', async () => {
    await call('GET', '/products/categories');
    const added = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, category: 'Brand New Category' } });
    expect(added.status).toBe(201);
    expect((await call('GET', '/products/categories')).body.data).toContain('Brand New Category');
  });
});

describe('GET /products/:id', () => {
  it('answers the product as the first item of msg, with its first picture as image', async () => {
    const p = await makeProduct({ images: ['/images/products/a.svg', '/images/products/b.svg'] });
    const res = await call('GET', `/products/${p._id}`);
    expect(res.status).toBe(200);
    expect(res.body.msg).toHaveLength(1);
    expect(res.body.msg[0]).toMatchObject({ _id: p._id, name: p.name, price: 1499, oprice: 1999, discount: '25%', image: '/images/products/a.svg' });
    // The product page's product adds its style's colours.
    expect(Object.keys(res.body.msg[0]).sort()).toEqual([...PRODUCT_FIELDS, 'colours'].sort());
  });

  it.each(['999999', 'abc', '99999999999999999999', '0', '-1', '1.5', '0x1', '1e0'])('answers 404 {msg} for the id %s', async (id) => {
    const res = await call('GET', `/products/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: expect.any(String) });
  });
});

describe('POST /products/add', () => {
  it('adds a product, computes the discount text itself and answers 201 {msg, data}', async () => {
    const res = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, discount: '99%' } });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe(api.productAdded);
    expect(res.body.data).toMatchObject({ ...newProduct, _id: expect.any(Number), discount: '25%', image: newProduct.images[0] });
    // A product added without sizes has one uncounted size 'M', so older clients keep working.
    expect(res.body.data).toMatchObject({ sizes: [{ size: 'M', stock: null }], inStock: true });
    expect(Object.keys(res.body.data).sort()).toEqual(PRODUCT_FIELDS);
    const stored = await call('GET', `/products/${res.body.data._id}`);
    expect(stored.body.msg[0]).toMatchObject({ name: newProduct.name, discount: '25%' });
  });

  it('accepts prices sent as digits, as a form sends them', async () => {
    const res = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, oprice: '1000', price: '750' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ oprice: 1000, price: 750, discount: '25%' });
  });

  it('answers 401 without a token', async () => {
    const res = await call('POST', '/products/add', { body: newProduct });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: api.unauthorized });
  });

  it("answers 403 to a shopper's token and stores nothing", async () => {
    const before = await countRows(products);
    const res = await call('POST', '/products/add', { token: shopper.token, body: newProduct });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ msg: api.forbidden });
    expect(await countRows(products)).toBe(before);
  });

  it('answers 400 with an error for every missing field', async () => {
    const res = await call('POST', '/products/add', { token: admin.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(api.badRequest);
    expect(Object.keys(res.body.errors).sort()).toEqual(['brand', 'category', 'images', 'name', 'oprice', 'price']);
  });

  it.each([
    ['a boolean price', { price: true }, 'price'],
    ['an array as original price', { oprice: [5] }, 'oprice'],
    ['a number as name', { name: 5 }, 'name'],
    ['a zero price', { price: 0 }, 'price'],
    ['a negative price', { price: -10 }, 'price'],
    ['a fractional price', { price: 12.5 }, 'price'],
    ['a price above the original price', { price: 2500 }, 'price'],
    ['a javascript: image link', { images: ['javascript:alert(1)'] }, 'images.0'],
    ['a data: image link', { images: ['data:image/svg+xml,<svg onload=alert(1)>'] }, 'images.0'],
    ['a protocol-relative image link', { images: ['//evil.example.com/x.png'] }, 'images.0'],
    // Browsers read each of these as //evil.example.com: another site's image.
    ['an image path with a backslash', { images: ['/\\evil.example.com/x.svg'] }, 'images.0'],
    ['an image path of backslashes', { images: ['\\\\evil.example.com/x.svg'] }, 'images.0'],
    ['an image path with a tab', { images: ['/\t/evil.example.com/x.svg'] }, 'images.0'],
    ['a second image with a backslash', { images: ['/images/products/tee.svg', '/images\\x.svg'] }, 'images.1'],
    ['no images at all', { images: [] }, 'images'],
    ['images given as a string', { images: 'https://img.example.com/x.png' }, 'images'],
  ])('answers 400 for %s and stores nothing', async (_label, change, field) => {
    const before = await countRows(products);
    const res = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(await countRows(products)).toBe(before);
  });

  it('says why a discount price above the original price is refused', async () => {
    const res = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, oprice: 100, price: 200 } });
    expect(res.body.errors.price).toBe(validation.discountAbove);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const raw of ['[1,2]', '"text"', 'not json', '']) {
      const res = await call('POST', '/products/add', { token: admin.token, raw, headers: { 'content-type': 'application/json' } });
      expect(res.status, raw).toBe(400);
      expect(res.body).toEqual({ msg: api.badJson });
    }
  });
});

describe('PATCH /products/update/:id', () => {
  it('changes the edited fields, keeps the others and recomputes the discount', async () => {
    const p = await makeProduct();
    const res = await call('PATCH', `/products/update/${p._id}`, {
      token: admin.token,
      body: { ...p, name: 'Renamed Tee', oprice: 1000, price: 500, discount: '1%', _id: 424242 },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(api.productUpdated);
    expect(res.body.data).toMatchObject({ _id: p._id, name: 'Renamed Tee', brand: p.brand, oprice: 1000, price: 500, discount: '50%' });
    expect((await call('GET', `/products/${p._id}`)).body.msg[0]).toMatchObject({ name: 'Renamed Tee', discount: '50%' });
  });

  it('accepts a partial body', async () => {
    const p = await makeProduct();
    const res = await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { brand: 'Other Brand' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ brand: 'Other Brand', name: p.name, price: p.price });
  });

  it('answers 400 when the new price would be above the stored original price, and changes nothing', async () => {
    const p = await makeProduct({ oprice: 1000, price: 800 });
    const res = await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { price: 1200, name: 'Should Not Stick' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ price: validation.discountAbove });
    const [row] = await selectRows(products, eq(products._id, p._id));
    expect(row).toMatchObject({ price: 800, name: p.name });
  });

  it('answers 400 for a wrong type and changes nothing', async () => {
    const p = await makeProduct();
    const res = await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { price: 'cheap', name: 'Nope' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('price');
    expect((await call('GET', `/products/${p._id}`)).body.msg[0].name).toBe(p.name);
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await call('PATCH', `/products/update/${id}`, { token: admin.token, body: { name: 'X' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: expect.any(String) });
  });

  it('answers 401 without a token and 403 to a shopper, and changes nothing', async () => {
    const p = await makeProduct();
    expect((await call('PATCH', `/products/update/${p._id}`, { body: { name: 'Hacked' } })).status).toBe(401);
    expect((await call('PATCH', `/products/update/${p._id}`, { token: shopper.token, body: { name: 'Hacked' } })).status).toBe(403);
    expect((await call('GET', `/products/${p._id}`)).body.msg[0].name).toBe(p.name);
  });
});

describe('product details: material & care and fit', () => {
  it('adds a product with its own material & care and fit, and the product page answers them', async () => {
    const body = { ...newProduct, materialCare: '  100% linen\nHand wash cold  ', fit: 'Slim fit\nSize up for a looser look' };
    const res = await call('POST', '/products/add', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ materialCare: '100% linen\nHand wash cold', fit: 'Slim fit\nSize up for a looser look' });
    const detail = await call('GET', `/products/${res.body.data._id}`);
    expect(detail.body.msg[0]).toMatchObject({ materialCare: '100% linen\nHand wash cold', fit: 'Slim fit\nSize up for a looser look' });
  });

  it.each([
    ['a clothing category', "Men's T-shirts", CLOTHING_DETAILS],
    ['Sneakers', 'Sneakers', detailsFor('Sneakers')],
    ['Accessories', 'Accessories', detailsFor('Accessories')],
  ])('gives a product added without them the defaults of %s', async (_label, category, defaults) => {
    const res = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, category, materialCare: '', fit: undefined } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject(defaults);
  });

  it('updates them alone, keeping every other field', async () => {
    const p = await makeProduct({ materialCare: 'Cotton', fit: 'Regular' });
    const res = await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { materialCare: 'Wool blend\nDry clean only' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ materialCare: 'Wool blend\nDry clean only', fit: 'Regular', name: p.name, description: p.description });
    const again = await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { fit: 'Oversized' } });
    expect(again.body.data).toMatchObject({ materialCare: 'Wool blend\nDry clean only', fit: 'Oversized' });
    expect((await call('GET', `/products/${p._id}`)).body.msg[0]).toMatchObject({ materialCare: 'Wool blend\nDry clean only', fit: 'Oversized' });
  });

  it.each([
    ['a number as material & care', { materialCare: 5 }, 'materialCare'],
    ['a list as fit', { fit: ['Slim'] }, 'fit'],
    ['a fit over the limit', { fit: 'x'.repeat(5001) }, 'fit'],
    ['material & care over the limit', { materialCare: 'x'.repeat(5001) }, 'materialCare'],
  ])('answers 400 {msg, errors} for %s, on add and on update, and stores nothing', async (_label, change, field) => {
    const before = await countRows(products);
    const added = await call('POST', '/products/add', { token: admin.token, body: { ...newProduct, ...change } });
    expect(added.status).toBe(400);
    expect(added.body.msg).toBe(api.badRequest);
    expect(added.body.errors).toHaveProperty([field]);
    expect(await countRows(products)).toBe(before);
    const p = await makeProduct({ fit: 'Regular', materialCare: 'Cotton' });
    const updated = await call('PATCH', `/products/update/${p._id}`, { token: admin.token, body: { ...change, name: 'Should Not Stick' } });
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toHaveProperty([field]);
    expect((await call('GET', `/products/${p._id}`)).body.msg[0]).toMatchObject({ name: p.name, fit: 'Regular', materialCare: 'Cotton' });
  });
});

describe('DELETE /products/delete/:id', () => {
  it('removes the product: its page answers 404 afterwards', async () => {
    const p = await makeProduct();
    const res = await call('DELETE', `/products/delete/${p._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: api.productDeleted });
    expect((await call('GET', `/products/${p._id}`)).status).toBe(404);
    expect((await call('DELETE', `/products/delete/${p._id}`, { token: admin.token })).status).toBe(404);
  });

  it('takes the product out of carts but keeps the orders already placed', async () => {
    const p = await makeProduct();
    const s = await shopperWithCart([{ prodId: p._id, quantity: 1 }]);
    const placed = await call('POST', '/order/add', { token: s.token, body: { prodId: p._id, quantity: 2, addressId: s.addressId } });
    expect(placed.status).toBe(201);
    expect((await call('DELETE', `/products/delete/${p._id}`, { token: admin.token })).status).toBe(200);
    expect((await call('GET', '/cart', { token: s.token })).body.data).toEqual([]);
    expect(await countRows(cartItems, eq(cartItems.prodId, p._id))).toBe(0);
    const mine = await call('GET', '/order', { token: s.token });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ name: p.name, price: p.price, quantity: 2, prodId: null });
    expect(await countRows(orders, eq(orders._id, placed.body.data._id))).toBe(1);
  });

  it.each(['999999', 'abc'])('answers 404 for the id %s', async (id) => {
    const res = await call('DELETE', `/products/delete/${id}`, { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: expect.any(String) });
  });

  it('answers 401 without a token and 403 to a shopper, and the product stays', async () => {
    const p = await makeProduct();
    expect((await call('DELETE', `/products/delete/${p._id}`)).status).toBe(401);
    const res = await call('DELETE', `/products/delete/${p._id}`, { token: shopper.token });
    expect(res.status).toBe(403);
    expect((await call('GET', `/products/${p._id}`)).status).toBe(200);
  });
});
