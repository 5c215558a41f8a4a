/**
 * Search that reads words: shoppers' queries with a colour, whom it is for, a price, a size or a
 * Hinglish word, against the demo catalogue. Each case names what must come first (or among the first
 * results), what must never show, and what every result must be (the filter the words were read as).
 * Then what the list tells the client it understood, the chips a shopper removes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/demo/seed';
import { call } from './helpers';

interface Every {
  colour?: string;
  /** The departments a result may be in ('women' shows women's and unisex). */
  department?: string[];
  min?: number;
  max?: number;
  category?: string;
}
interface Case {
  q: string;
  first?: string;
  /** Each among the first `within` results (default: as many as listed, plus 2). */
  top?: string[];
  within?: number;
  never?: string[];
  every?: Every;
  none?: true;
}

const WOMEN = ['women', 'unisex'];
const MEN = ['men', 'unisex'];

const CASES: Case[] = [
  // Colours.
  {
    q: 'black hoodie',
    top: ['Hatch Street Logo Hoodie', 'Urban Monk Essential Hoodie (Jet Black)'],
    within: 2,
    never: ['Urban Monk Essential Hoodie'],
    every: { colour: 'black' },
  },
  { q: 'kala hoodie', top: ['Hatch Street Logo Hoodie', 'Urban Monk Essential Hoodie (Jet Black)'], within: 2, every: { colour: 'black' } },
  {
    q: 'white sneakers',
    top: ['Stride Lab Aero Runner', 'Stride Lab Court Classic'],
    within: 2,
    never: ['Bluebeam Midnight Skate Shoe'],
    every: { colour: 'white' },
  },
  { q: 'red sneakers', none: true },
  { q: 'navy blue joggers', first: 'Hatch Street Tech Fleece Joggers', never: ['Hatch Street Tech Fleece Joggers (Charcoal)'], every: { colour: 'navy' } },
  { q: 'grey joggers', top: ['Urban Monk Heavyweight Joggers', 'Hatch Street Tech Fleece Joggers (Charcoal)'], every: { colour: 'grey' } },
  { q: 'gray hoodie', first: 'Urban Monk Essential Hoodie (Grey Marl)', every: { colour: 'grey' } },
  { q: 'lilac sweatshirt', first: 'Velvet Yard Oversized Sweatshirt (Lilac)', every: { colour: 'purple' } },
  {
    q: 'pink tee',
    top: ['Goof Fest Smiley Tee', 'Kite & Co Essential Crew Tee', 'Y2K Butterfly Baby Tee'],
    never: ['Kite & Co Essential Crew Tee (White)'],
    every: { colour: 'pink' },
  },
  { q: 'black leggings', first: 'Mossline High-Rise Leggings', never: ['Mossline High-Rise Leggings (Wine)'], every: { colour: 'black' } },
  { q: 'red bodysuit', top: ['Kite & Co Scoop Tank Bodysuit', 'Velvet Yard Square-Neck Bodysuit (Cherry Red)'], never: ['Velvet Yard Square-Neck Bodysuit'] },
  { q: 'olive jacket', first: 'Forge & Fable Bomber Jacket', never: ['Retrograde Corduroy Jacket'], every: { colour: 'green' } },
  { q: 'multicolour jacket', first: 'Retrograde Colour-Block Track Jacket', every: { colour: 'multi' } },
  { q: 'beige coat', first: 'Northloom Belted Trench Coat', never: ['Northloom Wool Overcoat'] },
  { q: 'blue puffer', first: 'Tidewell Quilted Puffer Jacket', never: ['Tidewell Packable Puffer'] },
  { q: 'orange puffer', first: 'Tidewell Packable Puffer', never: ['Tidewell Quilted Puffer Jacket'] },
  { q: 'brown sneakers', first: 'Northloom Suede Retro', every: { colour: 'brown' } },
  { q: 'purple trainers', first: 'Urban Monk Chunky Trainer' },
  { q: 'white socks', first: 'Stride Lab Crew Socks (3 Pack)' },
  { q: 'green cap', first: 'Urban Monk Six-Panel Cap', never: ['Hatch Street Dad Cap'] },
  { q: 'maroon sweatshirt', first: 'Varsity Crest Sweatshirt', every: { colour: 'red' } },
  { q: 'black', top: ['Hatch Street Logo Hoodie', 'Mossline High-Rise Leggings', 'Bluebeam Midnight Skate Shoe'], within: 20, every: { colour: 'black' } },
  // Departments.
  {
    q: 'white tee for women',
    top: ['Velvet Yard Graphic Baby Tee', 'Kite & Co Essential Crew Tee (White)'],
    within: 6,
    never: ['Northloom Boxy Heavyweight Tee'],
    every: { colour: 'white', department: WOMEN },
  },
  {
    q: 'mens joggers',
    top: ['Urban Monk Heavyweight Joggers', 'Hatch Street Tech Fleece Joggers'],
    within: 4,
    never: ['Mossline Cloud Fleece Joggers'],
    every: { department: MEN },
  },
  {
    q: 'unisex hoodie',
    top: ['Supernova Galaxy Hoodie', 'Mira Kapoor Garden Hoodie'],
    never: ['Mossline Cropped Hoodie', 'Hatch Street Logo Hoodie'],
    every: { department: ['unisex'] },
  },
  {
    q: 'ladies jacket',
    top: ['Velvet Yard Cropped Denim Jacket', 'Tidewell Quilted Puffer Jacket'],
    within: 5,
    never: ['Forge & Fable Bomber Jacket', 'Dev Anand Studio Marquee Jacket'],
    every: { department: WOMEN },
  },
  { q: 'gents jacket', top: ['Forge & Fable Bomber Jacket'], within: 4, never: ['Velvet Yard Cropped Denim Jacket'], every: { department: MEN } },
  { q: 'women shorts', first: 'Kite & Co Running Shorts', every: { department: WOMEN } },
  { q: 'men shorts', top: ['Retrograde Checked Shorts', 'Goof Fest Checkerboard Shorts'], never: ['Kite & Co Running Shorts'], every: { department: MEN } },
  {
    q: 'safed tee for men',
    top: ['Northloom Boxy Heavyweight Tee'],
    within: 4,
    never: ['Kite & Co Essential Crew Tee (White)'],
    every: { colour: 'white', department: MEN },
  },
  // Prices.
  { q: 'hoodie under 2000', top: ['Mossline Cropped Hoodie', 'Mossline Cropped Hoodie (Lilac)'], never: ['Hatch Street Logo Hoodie'], every: { max: 2000 } },
  {
    q: 'sweatshirt below 2k',
    top: ['Retrograde Band Sweatshirt', 'Velvet Yard Oversized Sweatshirt'],
    within: 6,
    never: ['Varsity Crest Sweatshirt'],
    every: { max: 2000 },
  },
  { q: 'tee below 1k', top: ['Summer Polka Dot Tee', 'Northloom Boxy Heavyweight Tee'], within: 30, never: ['Supernova Star Print Tee'], every: { max: 1000 } },
  {
    q: 'sneakers 3000 to 4000',
    top: ['Stride Lab Aero Runner', 'Stride Lab Court Classic', 'Bluebeam Cloud Jogger'],
    within: 3,
    never: ['Stride Lab Trail Pacer', 'Kite & Co Canvas Low'],
    every: { min: 3000, max: 4000 },
  },
  {
    q: 'jacket above 4000',
    top: ['Varsity Letterman Jacket', 'Tidewell Quilted Puffer Jacket', 'Dev Anand Studio Marquee Jacket'],
    never: ['Retrograde Corduroy Jacket', 'Forge & Fable Bomber Jacket'],
    every: { min: 4000 },
  },
  { q: 'less than Rs 999 cap', top: ['Urban Monk Six-Panel Cap', 'Hatch Street Dad Cap', 'Dev Anand Studio Poster Cap'], every: { max: 999 } },
  {
    q: 'coat between 5000 and 9000',
    top: ['Northloom Belted Trench Coat', 'Northloom Wool Overcoat'],
    never: ['Tidewell Packable Puffer'],
    every: { min: 5000, max: 9000 },
  },
  { q: '₹999 tee', top: ['Northloom Boxy Heavyweight Tee'], within: 30, never: ['Urban Monk Oversized Graphic Tee'], every: { max: 999 } },
  { q: '2k hoodie', first: 'Mossline Cropped Hoodie', never: ['Hatch Street Logo Hoodie'], every: { max: 2000 } },
  {
    q: 'sneakers above 4000',
    top: ['Urban Monk Chunky Trainer', 'Northloom Suede Retro', 'Stride Lab Trail Pacer'],
    within: 3,
    never: ['Stride Lab Aero Runner'],
    every: { min: 4000 },
  },
  { q: 'tee 1000 se kam', top: ['Summer Polka Dot Tee'], within: 30, never: ['Supernova Star Print Tee'], every: { max: 1000 } },
  {
    q: 'women under 1000',
    top: ['Kite & Co Running Shorts', 'Y2K Butterfly Baby Tee'],
    within: 30,
    never: ['Northloom Boxy Heavyweight Tee'],
    every: { department: WOMEN, max: 1000 },
  },
  {
    q: 'black tee under 1000',
    top: ['Northloom Boxy Heavyweight Tee (Black)', 'Kite & Co Essential Crew Tee (Black)'],
    within: 2,
    never: ['Urban Monk Oversized Graphic Tee', 'Dev Anand Studio Film Reel Tee'],
    every: { colour: 'black', max: 1000 },
  },
  // Sizes.
  { q: 'sneakers size 9', never: ['Hatch Street Logo Hoodie', 'Urban Monk Six-Panel Cap'], every: { category: 'Sneakers' } },
  { q: 'xl hoodie', never: ['Stride Lab Aero Runner', 'Kite & Co Ribbed Beanie'] },
  // Hinglish and Indian English.
  {
    q: 'joote',
    top: ['Stride Lab Aero Runner', 'Urban Monk Chunky Trainer', 'Bluebeam Midnight Skate Shoe'],
    within: 8,
    never: ['Hatch Street Logo Hoodie'],
    every: { category: 'Sneakers' },
  },
  { q: 'joota under 3000', top: ['Bluebeam Midnight Skate Shoe', 'Kite & Co Canvas Low'], within: 2, never: ['Stride Lab Aero Runner'], every: { max: 3000 } },
  { q: 'chappal', none: true },
  { q: 'kurti', none: true },
  { q: 'lower', top: ['Field Day Track Pants', 'Y2K Low-Rise Track Pants', 'Urban Monk Heavyweight Joggers'], within: 12, never: ['Hatch Street Logo Hoodie'] },
  {
    q: 'lower for men',
    top: ['Urban Monk Heavyweight Joggers', 'Northloom Relaxed Sweatpants'],
    within: 6,
    never: ['Mossline Cloud Fleece Joggers', 'Y2K Low-Rise Track Pants'],
    every: { department: MEN },
  },
  { q: 'banian', top: ['Tidewell Linen Tank Top', 'Kite & Co Scoop Tank Bodysuit'], never: ['Hatch Street Logo Hoodie'] },
  { q: 'vest', top: ['Tidewell Linen Tank Top'], within: 3 },
];

interface Found {
  name: string;
  price: number;
  category: string;
  department: string;
  colourFamily: string;
}

async function search(q: string): Promise<Found[]> {
  const res = await call('GET', `/products?search=${encodeURIComponent(q)}&limit=100`);
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  await seedIfEmpty(await getDb());
});

describe('the relevance test set of words read as filters, on the demo catalogue', () => {
  it('holds at least 40 queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('$q', async (c) => {
    const found = await search(c.q);
    const names = found.map((p) => p.name);
    if (c.none) return expect(names).toEqual([]);
    expect(names.length).toBeGreaterThan(0);
    if (c.first) expect(names[0]).toBe(c.first);
    if (c.top) expect(names.slice(0, c.within ?? c.top.length + 2)).toEqual(expect.arrayContaining(c.top));
    for (const n of c.never ?? []) expect(names).not.toContain(n);
    const e = c.every;
    if (!e) return;
    for (const p of found) {
      if (e.colour) expect(p.colourFamily, p.name).toBe(e.colour);
      if (e.department) expect(e.department, p.name).toContain(p.department);
      if (e.min !== undefined) expect(p.price, p.name).toBeGreaterThanOrEqual(e.min);
      if (e.max !== undefined) expect(p.price, p.name).toBeLessThanOrEqual(e.max);
      if (e.category) expect(p.category, p.name).toBe(e.category);
    }
  });
});

describe('what the list says it understood', () => {
  it('names each part read, with its label and the search without it', async () => {
    const res = await call('GET', `/products?search=${encodeURIComponent('black hoodie under 3000')}`);
    expect(res.status).toBe(200);
    expect(res.body.understood).toEqual([
      { kind: 'colour', value: 'black', label: 'Colour: Black', search: 'hoodie under 3000' },
      { kind: 'price', value: '-3000', label: 'Under Rs. 3,000.00', search: 'black hoodie' },
    ]);
    expect(res.body.wordsLeft).toBe('hoodie');
    const found = res.body.data as Found[];
    expect(
      found
        .map((p) => p.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Hatch Street Logo Hoodie', 'Urban Monk Essential Hoodie (Jet Black)']);
    for (const p of found) {
      expect(p.colourFamily).toBe('black');
      expect(p.price).toBeLessThanOrEqual(3000);
    }
  });

  it('searches again without a part when the shopper drops it', async () => {
    const withoutColour = await call('GET', `/products?search=${encodeURIComponent('hoodie under 3000')}&limit=100`);
    const colours = new Set(withoutColour.body.data.map((p: Found) => p.colourFamily));
    expect(colours.size).toBeGreaterThan(1);
    expect(withoutColour.body.understood).toEqual([{ kind: 'price', value: '-3000', label: 'Under Rs. 3,000.00', search: 'hoodie' }]);
    const withoutPrice = await call('GET', `/products?search=${encodeURIComponent('black hoodie')}&limit=100`);
    expect(withoutPrice.body.understood.map((u: { kind: string }) => u.kind)).toEqual(['colour']);
  });

  it('labels a department, a range, a lower bound and a size', async () => {
    const res = await call('GET', `/products?search=${encodeURIComponent('women sneakers 1000 to 4000 size 7')}`);
    expect(res.body.understood).toEqual([
      { kind: 'department', value: 'women', label: 'Department: Women', search: 'sneakers 1000 to 4000 size 7' },
      { kind: 'price', value: '1000-4000', label: 'Rs. 1,000.00 – Rs. 4,000.00', search: 'women sneakers size 7' },
      { kind: 'size', value: 'UK 7', label: 'Size: UK 7', search: 'women sneakers 1000 to 4000' },
    ]);
    const above = await call('GET', `/products?search=${encodeURIComponent('coat above 5000')}`);
    expect(above.body.understood).toEqual([{ kind: 'price', value: '5000-', label: 'Rs. 5,000.00 and above', search: 'coat' }]);
  });

  it('lets a filter the URL sets win over the words for it', async () => {
    const res = await call('GET', `/products?search=${encodeURIComponent('black hoodie under 3000')}&colour=green&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.understood.map((u: { kind: string }) => u.kind)).toEqual(['price']);
    expect(res.body.data.map((p: Found) => p.name)).toEqual(expect.arrayContaining(['Mira Kapoor Garden Hoodie', 'Urban Monk Essential Hoodie']));
    for (const p of res.body.data as Found[]) {
      expect(p.colourFamily).toBe('green');
      expect(p.price).toBeLessThanOrEqual(3000);
    }
    const band = await call('GET', `/products?search=${encodeURIComponent('hoodie under 2000')}&price=2000-2999&limit=100`);
    expect(band.body.understood).toBeUndefined();
    expect(band.body.data.map((p: Found) => p.name)).toContain('Hatch Street Logo Hoodie');
  });

  it('lists every product of the filters when no word is left to search', async () => {
    const res = await call('GET', `/products?search=${encodeURIComponent('under 700')}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.wordsLeft).toBe('');
    expect(res.body.total).toBeGreaterThan(3);
    for (const p of res.body.data as Found[]) expect(p.price).toBeLessThanOrEqual(700);
    const all = await call('GET', '/products?limit=100');
    expect(res.body.total).toBe((all.body.data as Found[]).filter((p) => p.price <= 700).length);
  });

  it('counts the facets within the words: other colours stay offered with their counts', async () => {
    const res = await call('GET', `/products?search=${encodeURIComponent('black hoodie under 3000')}&facets=1`);
    const black = await call('GET', `/products?search=hoodie&colour=black&price=under-1000,1000-1999,2000-2999`);
    expect(res.body.total).toBe(black.body.total);
    const colours = Object.fromEntries(res.body.facets.colours.map((o: { value: string; count: number }) => [o.value, o.count]));
    expect(colours.black).toBe(black.body.total);
    // Green is offered with as many as ticking it shows.
    const green = await call('GET', `/products?search=${encodeURIComponent('hoodie under 3000')}&colour=green`);
    expect(green.body.total).toBeGreaterThanOrEqual(2);
    expect(colours.green).toBe(green.body.total);
    // The price read from the words holds for every facet: no hoodie over Rs. 3,000 is counted.
    const bands = Object.fromEntries(res.body.facets.price.map((o: { value: string; count: number }) => [o.value, o.count]));
    expect(bands['5000-plus']).toBe(0);
  });

  it('keeps the words read in "did you mean"', async () => {
    const res = await call('GET', `/products?search=${encodeURIComponent('hoodie zzqxv under 3000')}`);
    expect(res.body.total).toBe(0);
    expect(res.body.didYouMean).toBe('hoodie under 3000');
  });

  it('says nothing when no word was read, and reads no size the catalogue lacks', async () => {
    const plain = await call('GET', '/products?search=hoodie');
    expect(plain.status).toBe(200);
    expect(plain.body.understood).toBeUndefined();
    expect(plain.body.wordsLeft).toBeUndefined();
    const size = await call('GET', `/products?search=${encodeURIComponent('sneakers size 14')}`);
    expect(size.status).toBe(200);
    expect(size.body.understood).toBeUndefined();
  });

  it('still refuses an unknown colour in the URL', async () => {
    const res = await call('GET', `/products?search=hoodie&colour=chartreuse`);
    expect(res.status).toBe(400);
    expect(res.body.errors.colour).toBeTruthy();
  });
});
