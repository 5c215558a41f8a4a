/** The list's cards carry their style's colours (the swatches), read for a whole page at once. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, makeAdmin, makeProduct } from './helpers';

type Colour = { _id: number; colour: string; colourFamily: string; image: string };
type Listed = { data: { _id: number; name: string; colours: Colour[] }[] };

let admin: Awaited<ReturnType<typeof makeAdmin>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = await makeAdmin();
  const add = async (name: string, over: Parameters<typeof makeProduct>[0]) => {
    ids[name] = (await makeProduct({ name, ...over }))._id;
  };
  await add('Quillit Polo Black', { colour: 'Jet Black', colourFamily: 'black', styleCode: 'quillit-polo' });
  await add('Quillit Polo Navy', { colour: 'Midnight Navy', colourFamily: 'navy', styleCode: 'quillit-polo', images: ['/images/products/polo-navy.svg'] });
  // Of the same style but not found by the search below: its swatch is on the others' cards all the same.
  await add('Harbour Polo Sage', { colour: 'Sage', colourFamily: 'green', styleCode: 'quillit-polo' });
  await add('Quillit Scarf', { category: 'Accessories', department: 'unisex', colour: 'Rust', colourFamily: 'orange' });
  await add('Quillit Band Tee', { colour: 'Off White', colourFamily: 'white', styleCode: 'quillit-band' });
});

const list = (query: string) => call<Listed>('GET', `/products?search=quillit&limit=50&${query}`);
const item = (body: Listed, name: string) => body.data.find((p) => p.name === name);

describe('GET /products: a style’s colours on each card', () => {
  it('gives every card of a style all its colours, itself included, oldest first, each with its picture', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    const polo = [
      { _id: ids['Quillit Polo Black'], colour: 'Jet Black', colourFamily: 'black', image: '/images/products/tee.svg' },
      { _id: ids['Quillit Polo Navy'], colour: 'Midnight Navy', colourFamily: 'navy', image: '/images/products/polo-navy.svg' },
      { _id: ids['Harbour Polo Sage'], colour: 'Sage', colourFamily: 'green', image: '/images/products/tee.svg' },
    ];
    expect(item(res.body, 'Quillit Polo Black')?.colours).toEqual(polo);
    expect(item(res.body, 'Quillit Polo Navy')?.colours).toEqual(polo);
    expect(item(res.body, 'Harbour Polo Sage')).toBeUndefined();
  });

  it('gives a product without a style no colours, and one alone in its style only itself', async () => {
    const res = await list('');
    expect(item(res.body, 'Quillit Scarf')?.colours).toEqual([]);
    expect(item(res.body, 'Quillit Band Tee')?.colours).toEqual([
      { _id: ids['Quillit Band Tee'], colour: 'Off White', colourFamily: 'white', image: '/images/products/tee.svg' },
    ]);
  });

  it('keeps the colours under a filter that leaves the other colours out, and on a later page', async () => {
    const navy = await list('colour=navy');
    expect(navy.body.data.map((p) => p.name)).toEqual(['Quillit Polo Navy']);
    expect(navy.body.data[0].colours.map((c) => c.colour)).toEqual(['Jet Black', 'Midnight Navy', 'Sage']);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => call<Listed>('GET', `/products?search=quillit&limit=1&page=${page}&sort=newest`)));
    const polo = pages.flatMap((p) => p.body.data).find((p) => p.name === 'Quillit Polo Black');
    expect(polo?.colours).toHaveLength(3);
  });

  it('drops a deleted colour from the cards of its style', async () => {
    const extra = await makeProduct({ name: 'Quillit Polo Red', colour: 'Brick Red', colourFamily: 'red', styleCode: 'quillit-polo' });
    expect(item((await list('')).body, 'Quillit Polo Black')?.colours).toHaveLength(4);
    const gone = await call('DELETE', `/products/delete/${extra._id}`, { token: admin.token });
    expect(gone.status).toBe(200);
    const after = item((await list('')).body, 'Quillit Polo Black')?.colours;
    expect(after?.map((c) => c._id)).not.toContain(extra._id);
    expect(after).toHaveLength(3);
  });
});
