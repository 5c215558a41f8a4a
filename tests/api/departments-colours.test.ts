/** Departments and colours: the list's department and colour filters and their counts, a style's colours, GET /categories and the console's category edits. */
import { beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { call, makeAdmin, makeProduct, makeUser } from './helpers';

type Listed = { data: { name: string }[] };
const names = (body: Listed) => body.data.map((p) => p.name).sort();
const countsOf = (options: { value: string; count: number }[]) => Object.fromEntries(options.filter((o) => o.count > 0).map((o) => [o.value, o.count]));

let admin: Awaited<ReturnType<typeof makeAdmin>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = await makeAdmin();
  shopper = await makeUser();
  // Five products sharing the word 'zorblax', so every count below can be worked out by hand.
  const add = async (name: string, over: Parameters<typeof makeProduct>[0]) => {
    ids[name] = (await makeProduct({ name, ...over }))._id;
  };
  await add('Zorblax Crew Tee', { category: "Men's T-shirts", department: 'men', colour: 'Jet Black', colourFamily: 'black', styleCode: 'zorblax-crew' });
  await add('Zorblax Crew Tee Navy', {
    category: "Men's T-shirts",
    department: 'men',
    colour: 'Midnight Navy',
    colourFamily: 'navy',
    styleCode: 'zorblax-crew',
  });
  await add('Zorblax Baby Tee', { category: "Women's T-shirts", department: 'women', colour: 'Black', colourFamily: 'black' });
  await add('Zorblax Dad Cap', { category: 'Accessories', department: 'unisex', colour: 'Brick Red', colourFamily: 'red' });
  await add('Zorblax Cropped Hoodie', { category: "Women's Hoodies & Sweatshirts", department: 'women', colour: 'Peach', colourFamily: 'pink' });
});

const list = (query: string) =>
  call<Listed & { total: number; facets: Record<string, { value: string; count: number }[]> }>('GET', `/products?search=zorblax&limit=50&${query}`);

describe('GET /products: department and colour filters', () => {
  it("lists men's and unisex products for men, and none of the women's", async () => {
    const res = await list('department=men');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Zorblax Crew Tee', 'Zorblax Crew Tee Navy', 'Zorblax Dad Cap']);
    expect(res.body.total).toBe(3);
  });

  it("lists women's and unisex products for women, and only unisex ones for unisex", async () => {
    expect(names((await list('department=women')).body)).toEqual(['Zorblax Baby Tee', 'Zorblax Cropped Hoodie', 'Zorblax Dad Cap']);
    expect(names((await list('department=unisex')).body)).toEqual(['Zorblax Dad Cap']);
  });

  it('filters by one colour family or several, whatever the case, and combines with the department', async () => {
    expect(names((await list('colour=black')).body)).toEqual(['Zorblax Baby Tee', 'Zorblax Crew Tee']);
    expect(names((await list('colour=BLACK,red')).body)).toEqual(['Zorblax Baby Tee', 'Zorblax Crew Tee', 'Zorblax Dad Cap']);
    expect(names((await list('department=men&colour=black')).body)).toEqual(['Zorblax Crew Tee']);
    expect((await list('department=women&colour=navy')).body).toMatchObject({ data: [], total: 0 });
  });

  it('answers 400 with errors naming an unknown department or colour, and lists nothing', async () => {
    const dept = await list('department=kids');
    expect(dept.status).toBe(400);
    expect(dept.body).toMatchObject({ msg: api.badRequest, errors: { department: validation.unknownDepartment(['kids']) } });
    const colour = await list('colour=black,teal');
    expect(colour.status).toBe(400);
    expect(colour.body).toMatchObject({ errors: { colour: validation.unknownColour(['teal']) } });
  });

  it('counts each department and colour as its filter would list, under the other filters but not its own', async () => {
    const all = await list('facets=1');
    expect(countsOf(all.body.facets.departments)).toEqual({ men: 3, women: 3, unisex: 1 });
    expect(countsOf(all.body.facets.colours)).toEqual({ black: 2, navy: 1, red: 1, pink: 1 });
    // Every family is offered, with 0 where none is.
    expect(all.body.facets.colours.map((o) => o.value)).toEqual(expect.arrayContaining(['white', 'multi', 'purple']));
    expect(all.body.facets.colours.find((o) => o.value === 'white')?.count).toBe(0);

    const men = await list('facets=1&department=men');
    expect(men.body.total).toBe(3);
    expect(countsOf(men.body.facets.colours)).toEqual({ black: 1, navy: 1, red: 1 });
    expect(countsOf(men.body.facets.departments)).toEqual({ men: 3, women: 3, unisex: 1 });

    const black = await list('facets=1&colour=black');
    expect(black.body.total).toBe(2);
    expect(countsOf(black.body.facets.departments)).toEqual({ men: 1, women: 1 });
    expect(countsOf(black.body.facets.colours)).toEqual({ black: 2, navy: 1, red: 1, pink: 1 });
  });

  it("carries each product's department, colour, family and style code in the list", async () => {
    const res = await list('colour=navy');
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Zorblax Crew Tee Navy', department: 'men', colour: 'Midnight Navy', colourFamily: 'navy', styleCode: 'zorblax-crew' }),
    ]);
  });
});

describe("GET /products/{id}: the style's colours", () => {
  it('lists every colour of the style, itself included, oldest first, with each one’s picture', async () => {
    for (const name of ['Zorblax Crew Tee', 'Zorblax Crew Tee Navy']) {
      const res = await call('GET', `/products/${ids[name]}`);
      expect(res.status).toBe(200);
      expect(res.body.msg[0].colours).toEqual([
        { _id: ids['Zorblax Crew Tee'], colour: 'Jet Black', colourFamily: 'black', image: '/images/products/tee.svg' },
        { _id: ids['Zorblax Crew Tee Navy'], colour: 'Midnight Navy', colourFamily: 'navy', image: '/images/products/tee.svg' },
      ]);
    }
  });

  it('lists only itself for a product without a style', async () => {
    const res = await call('GET', `/products/${ids['Zorblax Dad Cap']}`);
    expect(res.body.msg[0]).toMatchObject({ styleCode: null, colours: [{ _id: ids['Zorblax Dad Cap'], colour: 'Brick Red', colourFamily: 'red' }] });
  });

  it('drops a product from its style when its code is cleared', async () => {
    const extra = await makeProduct({ name: 'Zorblax Crew Tee Sage', category: "Men's T-shirts", colourFamily: 'green', styleCode: 'zorblax-crew' });
    expect((await call('GET', `/products/${ids['Zorblax Crew Tee']}`)).body.msg[0].colours).toHaveLength(3);
    const cleared = await call('PATCH', `/products/update/${extra._id}`, { token: admin.token, body: { styleCode: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.styleCode).toBeNull();
    expect((await call('GET', `/products/${ids['Zorblax Crew Tee']}`)).body.msg[0].colours).toHaveLength(2);
    await call('DELETE', `/products/delete/${extra._id}`, { token: admin.token });
  });
});

describe("a product's department and colour in the console's add and edit", () => {
  const product = {
    name: 'Zorblax Plain Tee',
    brand: 'Northloom',
    images: ['https://img.example.com/t.png'],
    oprice: 1000,
    price: 900,
    category: "Women's T-shirts",
  };

  it("takes the category's department and 'multi' when they are left out", async () => {
    const res = await call('POST', '/products/add', { token: admin.token, body: product });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ department: 'women', colourFamily: 'multi', colour: 'Multi', styleCode: null });
    // A new family without a new name takes the family's name.
    const edited = await call('PATCH', `/products/update/${res.body.data._id}`, { token: admin.token, body: { colourFamily: 'green', department: 'unisex' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ department: 'unisex', colourFamily: 'green', colour: 'Green' });
    await call('DELETE', `/products/delete/${res.body.data._id}`, { token: admin.token });
  });

  it('answers 400 naming an unknown department, colour family or a malformed style code, and stores nothing', async () => {
    const res = await call('POST', '/products/add', {
      token: admin.token,
      body: { ...product, department: 'kids', colourFamily: 'teal', styleCode: 'not a code!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ department: validation.department, colourFamily: validation.colourFamily, styleCode: validation.styleCode });
    const found = await call('GET', '/products?search=zorblax%20plain');
    expect(found.body.total).toBe(0);
    const edit = await call('PATCH', `/products/update/${ids['Zorblax Dad Cap']}`, { token: admin.token, body: { department: 'Men' } });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toMatchObject({ department: validation.department });
  });

  it("adds a category it does not know under the product's department", async () => {
    const res = await call('POST', '/products/add', {
      token: admin.token,
      body: { ...product, name: 'Zorblax Kurti', category: 'Kurtis', department: 'women' },
    });
    expect(res.status).toBe(201);
    const tree = await call('GET', '/categories');
    const women = tree.body.departments.find((d: { id: string }) => d.id === 'women');
    expect(women.categories).toContainEqual({ name: 'Kurtis', label: 'Kurtis', slug: 'kurtis' });
    await call('DELETE', `/products/delete/${res.body.data._id}`, { token: admin.token });
    expect((await call('DELETE', '/categories/kurtis', { token: admin.token })).status).toBe(200);
  });
});

describe('GET /categories', () => {
  it('answers the three departments in order, each with its categories as the menus show them', async () => {
    const res = await call('GET', '/categories');
    expect(res.status).toBe(200);
    expect(res.body.departments.map((d: { id: string; label: string }) => [d.id, d.label])).toEqual([
      ['men', 'Men'],
      ['women', 'Women'],
      ['unisex', 'Unisex'],
    ]);
    const [men, women, unisex] = res.body.departments;
    expect(men.categories[0]).toEqual({ name: "Men's T-shirts", label: 'T-shirts', slug: 'mens-t-shirts' });
    expect(men.categories.map((c: { label: string }) => c.label)).toEqual(['T-shirts', 'Hoodies & Sweatshirts', 'Jackets & Coats', 'Sweatpants']);
    expect(women.categories.map((c: { name: string }) => c.name)).toContain("Women's Bodysuits");
    expect(unisex.categories.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Sneakers', 'Accessories', 'Supernova', 'Y2K']));
    // A category name still filters the list as it always has.
    expect(names((await list(`category=${encodeURIComponent("Men's T-shirts")}`)).body)).toEqual(['Zorblax Crew Tee', 'Zorblax Crew Tee Navy']);
  });
});

describe("the console's category edits", () => {
  const labelsOf = async (department: string) => {
    const tree = await call('GET', '/categories');
    return tree.body.departments.find((d: { id: string }) => d.id === department).categories.map((c: { label: string }) => c.label);
  };

  it('answers 401 without a token and 403 to a shopper, and changes nothing', async () => {
    const body = { name: 'Zorblax Shirts', department: 'men' };
    expect((await call('POST', '/categories', { body })).status).toBe(401);
    expect((await call('POST', '/categories', { body, token: shopper.token })).status).toBe(403);
    expect((await call('PATCH', '/categories/mens-t-shirts', { body: { label: 'Tees' }, token: shopper.token })).status).toBe(403);
    expect((await call('DELETE', '/categories/mens-t-shirts', { token: shopper.token })).status).toBe(403);
    expect((await call('GET', '/categories/all', { token: shopper.token })).status).toBe(403);
    expect(await labelsOf('men')).toEqual(['T-shirts', 'Hoodies & Sweatshirts', 'Jackets & Coats', 'Sweatpants']);
  });

  it('adds a category last in its department, with its label and link from the name, and lists it with its products', async () => {
    const res = await call('POST', '/categories', { token: admin.token, body: { name: "Men's Shirts", department: 'men' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      msg: api.categories.added,
      data: { name: "Men's Shirts", department: 'men', label: 'Shirts', slug: 'mens-shirts', position: 5, products: 0 },
    });
    expect(await labelsOf('men')).toEqual(['T-shirts', 'Hoodies & Sweatshirts', 'Jackets & Coats', 'Sweatpants', 'Shirts']);
    const rows = await call('GET', '/categories/all', { token: admin.token });
    expect(rows.body.data).toContainEqual({ name: "Men's T-shirts", department: 'men', label: 'T-shirts', slug: 'mens-t-shirts', position: 1, products: 2 });
  });

  it('answers 409 for a name or a link already taken, and 400 for a bad department or link', async () => {
    const taken = await call('POST', '/categories', { token: admin.token, body: { name: "men's shirts", department: 'men' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ msg: api.categories.nameTaken });
    const slug = await call('POST', '/categories', { token: admin.token, body: { name: 'Shirts for men', department: 'men', slug: 'mens-shirts' } });
    expect(slug.status).toBe(409);
    expect(slug.body).toMatchObject({ msg: api.categories.slugTaken });
    const bad = await call('POST', '/categories', { token: admin.token, body: { name: 'Kidswear', department: 'kids', slug: 'Kids Wear' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ department: validation.department, slug: validation.slug });
    expect((await call('PATCH', '/categories/mens-shirts', { token: admin.token, body: { slug: 'mens-t-shirts' } })).status).toBe(409);
  });

  it('reorders: position 1 puts it first and the others follow in their order', async () => {
    const res = await call('PATCH', '/categories/mens-shirts', { token: admin.token, body: { position: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.position).toBe(1);
    expect(await labelsOf('men')).toEqual(['Shirts', 'T-shirts', 'Hoodies & Sweatshirts', 'Jackets & Coats', 'Sweatpants']);
  });

  it('renames: its products hold the new name, and the list filters by it', async () => {
    const res = await call('PATCH', '/categories/mens-t-shirts', { token: admin.token, body: { name: "Men's Tees", label: 'Tees', slug: 'mens-tees' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Men's Tees", label: 'Tees', slug: 'mens-tees', products: 2 });
    expect(names((await list(`category=${encodeURIComponent("Men's Tees")}`)).body)).toEqual(['Zorblax Crew Tee', 'Zorblax Crew Tee Navy']);
    expect((await list(`category=${encodeURIComponent("Men's T-shirts")}`)).status).toBe(400);
    expect((await call('PATCH', '/categories/mens-t-shirts', { token: admin.token, body: { label: 'x' } })).status).toBe(404);
  });

  it('moves to another department: last there, and its products of the old department with it', async () => {
    const res = await call('PATCH', '/categories/mens-tees', { token: admin.token, body: { department: 'women' } });
    expect(res.status).toBe(200);
    expect(await labelsOf('men')).toEqual(['Shirts', 'Hoodies & Sweatshirts', 'Jackets & Coats', 'Sweatpants']);
    expect((await labelsOf('women')).at(-1)).toBe('Tees');
    expect(names((await list('department=men')).body)).toEqual(['Zorblax Dad Cap']);
    // And back, first this time.
    expect((await call('PATCH', '/categories/mens-tees', { token: admin.token, body: { department: 'men', position: 1 } })).status).toBe(200);
    expect((await labelsOf('men'))[0]).toBe('Tees');
    expect(names((await list('department=men')).body)).toEqual(['Zorblax Crew Tee', 'Zorblax Crew Tee Navy', 'Zorblax Dad Cap']);
  });

  it('deletes only an empty category: 409 while products are in it', async () => {
    const full = await call('DELETE', '/categories/mens-tees', { token: admin.token });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ msg: api.categories.notEmpty(2) });
    const empty = await call('DELETE', '/categories/mens-shirts', { token: admin.token });
    expect(empty).toMatchObject({ status: 200, body: { msg: api.categories.deleted } });
    expect(await labelsOf('men')).toEqual(['Tees', 'Hoodies & Sweatshirts', 'Jackets & Coats', 'Sweatpants']);
    expect((await call('DELETE', '/categories/mens-shirts', { token: admin.token })).status).toBe(404);
    expect((await call('DELETE', '/categories/Not%20A%20Slug', { token: admin.token })).status).toBe(404);
  });
});
