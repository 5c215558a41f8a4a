import { describe, expect, it } from 'vitest';
import { COLOUR_FAMILY_IDS, DEPARTMENTS, SIZE_SCALES } from '../../src/lib/constants';
import { readWords, type WordKind } from '../../src/lib/search-words';
import { COLOUR_WORDS, DEPARTMENT_WORDS } from '../../src/lib/synonyms';

const sizes = Object.values(SIZE_SCALES).flat();
const read = (text: string, kinds?: WordKind[]) => readWords(text, { sizes, kinds });
/** What was read, as 'kind=value' (a price as min-max), and the words left. */
const brief = (text: string, kinds?: WordKind[]) => {
  const r = read(text, kinds);
  return {
    text: r.text,
    parts: r.understood.map(({ part }) => (part.kind === 'price' ? `price=${part.value.min ?? ''}-${part.value.max ?? ''}` : `${part.kind}=${part.value}`)),
  };
};

describe('colours', () => {
  it.each([
    ['black hoodie', 'colour=black', 'hoodie'],
    ['Red Sneakers', 'colour=red', 'Sneakers'],
    ['navy blue joggers', 'colour=navy', 'joggers'],
    ['off white tee', 'colour=white', 'tee'],
    ['maroon sweatshirt', 'colour=red', 'sweatshirt'],
    ['gray beanie', 'colour=grey', 'beanie'],
    ['olive cap', 'colour=green', 'cap'],
    ['kala joota', 'colour=black', 'joota'],
    ['multicolour tee', 'colour=multi', 'tee'],
  ])('%s reads %s and leaves %s', (q, part, left) => {
    expect(brief(q)).toEqual({ text: left, parts: [part] });
  });

  it('reads two colours as two parts', () => {
    expect(brief('black or white tee')).toEqual({ text: 'or tee', parts: ['colour=black', 'colour=white'] });
  });

  it('names only families of the palette', () => {
    expect(Object.keys(COLOUR_WORDS).sort()).toEqual([...COLOUR_FAMILY_IDS].sort());
  });
});

describe('departments', () => {
  it.each([
    ['women hoodie', 'department=women', 'hoodie'],
    ['mens tee', 'department=men', 'tee'],
    ["women's joggers", 'department=women', 'joggers'],
    ['white tee for women', 'colour=white department=women', 'tee for'],
    ['hoodie for her', 'department=women', 'hoodie'],
    ['ladies leggings', 'department=women', 'leggings'],
    ['gents jacket', 'department=men', 'jacket'],
    ['unisex cap', 'department=unisex', 'cap'],
  ])('%s reads %s and leaves %s', (q, parts, left) => {
    expect(brief(q)).toEqual({ text: left, parts: parts.split(' ') });
  });

  it('names only departments the store has', () => {
    expect(Object.keys(DEPARTMENT_WORDS).sort()).toEqual([...DEPARTMENTS].sort());
  });
});

describe('prices', () => {
  it.each([
    ['hoodie under 1500', 'price=-1500', 'hoodie'],
    ['tee below 2k', 'price=-2000', 'tee'],
    ['1000 to 2000', 'price=1000-2000', ''],
    ['joggers between 1000 and 2000', 'price=1000-2000', 'joggers'],
    ['sneakers 1000-2000', 'price=1000-2000', 'sneakers'],
    ['jacket 1k - 2.5k', 'price=1000-2500', 'jacket'],
    ['coat above 3000', 'price=3000-', 'coat'],
    ['over ₹5,000', 'price=5000-', ''],
    ['cap less than Rs 999', 'price=-999', 'cap'],
    ['tee upto 999', 'price=-999', 'tee'],
    ['tee up to rs.799', 'price=-799', 'tee'],
    ['beanie ₹999', 'price=-999', 'beanie'],
    ['tote Rs 1,499', 'price=-1499', 'tote'],
    ['hoodie 2k', 'price=-2000', 'hoodie'],
    ['sneakers 3000 rupees', 'price=-3000', 'sneakers'],
    ['price under 1500 hoodie', 'price=-1500', 'hoodie'],
    ['hoodie 1500 se kam', 'price=-1500', 'hoodie'],
    ['joote 2000 tak', 'price=-2000', 'joote'],
    ['jacket 3000 se upar', 'price=3000-', 'jacket'],
    ['tee from 500', 'price=500-', 'tee'],
    ['above 1000 below 3000 tee', 'price=1000-3000', 'tee'],
    ['from 2000 to 1000', 'price=1000-2000', ''],
  ])('%s reads %s and leaves “%s”', (q, part, left) => {
    expect(brief(q)).toEqual({ text: left, parts: [part] });
  });

  it.each(['y2k tee', 'varsity 23 tee', '2 to 3 caps', 'tee 999', 'under armour'])('%s has no price', (q) => {
    expect(brief(q).parts.filter((p) => p.startsWith('price'))).toEqual([]);
  });
});

describe('sizes', () => {
  it.each([
    ['sneakers size 9', 'size=UK 9', 'sneakers'],
    ['uk 8 trainers', 'size=UK 8', 'trainers'],
    ['uk10 sneakers', 'size=UK 10', 'sneakers'],
    ['xl tee', 'size=XL', 'tee'],
    ['hoodie size m', 'size=M', 'hoodie'],
    ['hoodie 2xl', 'size=XXL', 'hoodie'],
    ['joggers size extra large', 'size=XL', 'joggers'],
    ['XS crop tee', 'size=XS', 'crop tee'],
  ])('%s reads %s and leaves %s', (q, part, left) => {
    expect(brief(q)).toEqual({ text: left, parts: [part] });
  });

  it('reads only a size the catalogue has', () => {
    expect(brief('sneakers size 14')).toEqual({ text: 'sneakers size 14', parts: [] });
    expect(readWords('size 9 tee', { sizes: ['9'] }).understood.map((u) => u.part)).toEqual([{ kind: 'size', value: '9' }]);
    expect(brief('xxxl hoodie')).toEqual({ text: 'xxxl hoodie', parts: [] });
  });

  it('leaves small, medium and large alone without the word size', () => {
    expect(brief('large tote')).toEqual({ text: 'large tote', parts: [] });
  });
});

describe('the whole query', () => {
  it('reads colour, department, price and size together, in that order, each with the query without it', () => {
    const r = read('Black hoodie for women under ₹3,000 size M');
    expect(r.text).toBe('hoodie for');
    expect(r.taken).toBe('Black women under ₹ 3,000 size M');
    expect(r.understood).toEqual([
      { part: { kind: 'colour', value: 'black' }, without: 'hoodie for women under ₹3,000 size M' },
      { part: { kind: 'department', value: 'women' }, without: 'Black hoodie for under ₹3,000 size M' },
      { part: { kind: 'price', value: { min: null, max: 3000 } }, without: 'Black hoodie for women size M' },
      { part: { kind: 'size', value: 'M' }, without: 'Black hoodie for women under ₹3,000' },
    ]);
  });

  it('reads only the kinds asked for', () => {
    expect(brief('black hoodie for women under 3000', ['price'])).toEqual({ text: 'black hoodie for women', parts: ['price=-3000'] });
  });

  it('leaves a query without such words as it is', () => {
    expect(read('urban monk hoodie')).toEqual({ text: 'urban monk hoodie', understood: [], taken: '' });
    expect(read('t-shirt')).toEqual({ text: 't-shirt', understood: [], taken: '' });
  });
});
