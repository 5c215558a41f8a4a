import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  correctedQuery,
  editDistance,
  matchBound,
  matchTsQuery,
  planQuery,
  queryWords,
  tokenize,
  typoBudget,
  wordKey,
} from '../../src/lib/search-query';

const vocab = buildVocabulary(
  [
    'hoodie',
    'hoodies',
    'tshirts',
    't',
    'shirts',
    'sweatshirt',
    'sweatshirts',
    'track',
    'pants',
    'sports',
    'bra',
    'bodysuit',
    'women',
    'men',
    'tee',
    'cap',
    'beanie',
    'sneakers',
    'trainer',
    'urban',
    'monk',
    '100',
  ].map((word) => ({ word, docs: 1 })),
);
const terms = (q: string, opts = {}) => planQuery(q, vocab, opts).groups.map((g) => g.alternatives.map((a) => `${a.kind}:${a.terms.join('+')}`));

describe('reading what a shopper typed', () => {
  it('lower-cases, drops accents and punctuation, and joins hyphenated words', () => {
    expect(tokenize('  T-Shirt, Café & Co! ')).toEqual(['tshirt', 'cafe', 'co']);
    expect(tokenize("Men's hoodies")).toEqual(['men', 'hoodies']);
    expect(tokenize('%_\\:*')).toEqual([]);
  });
  it('leaves stop words out', () => {
    expect(queryWords('a hoodie for the women')).toEqual(['hoodie', 'women']);
    expect(queryWords('the of and')).toEqual([]);
  });
  it('folds plurals to one key', () => {
    expect(wordKey('hoodies')).toBe(wordKey('hoodie'));
    expect(wordKey('joggers')).toBe('jogger');
    expect(wordKey('dress')).toBe('dress');
    expect(wordKey('accessories')).toBe('accessory');
  });
  it('counts wrong, missing, extra and swapped letters', () => {
    expect(editDistance('hodie', 'hoodie', 2)).toBe(1);
    expect(editDistance('jakcet', 'jacket', 2)).toBe(1);
    expect(editDistance('snekers', 'sneakers', 2)).toBe(1);
    expect(editDistance('qwerty', 'hoodie', 2)).toBe(3);
  });
  it('forgives no typo under 4 letters, one from 4, two from 7', () => {
    expect([typoBudget('cap'), typoBudget('jaket'), typoBudget('snekers')]).toEqual([0, 1, 2]);
  });
});

describe('planning a search against the catalogue', () => {
  it('joins two words the catalogue writes as one: t shirt, sweat shirt', () => {
    expect(terms('t shirt')[0]).toContain('exact:tshirts');
    expect(terms('sweat shirt')[0]).toContain('exact:sweatshirt');
  });
  it('splits a word the catalogue writes as two: trackpants, sportsbra', () => {
    expect(terms('trackpants')[0]).toContain('synonym:track+pants');
    expect(terms('sportsbra')[0]).toEqual(['synonym:sports+bra']);
  });
  it('adds synonyms, in both directions for SAME, one way for ALSO', () => {
    expect(terms('tee')[0]).toEqual(expect.arrayContaining(['exact:tee', 'synonym:tshirts']));
    expect(terms('tshirt')[0]).toEqual(expect.arrayContaining(['exact:tshirts', 'synonym:tee']));
    expect(terms('hat')[0]).toEqual(expect.arrayContaining(['synonym:cap', 'synonym:beanie']));
    expect(terms('cap')[0]).not.toContain('synonym:hat');
    expect(terms('mens')[0]).toEqual(['exact:men']);
  });
  it('forgives typos only when the word is not in the catalogue as typed', () => {
    expect(terms('hodie')[0]).toEqual(expect.arrayContaining(['typo:hoodie']));
    expect(terms('hodie')[0].filter((t) => t.startsWith('exact:'))).toEqual([]);
    expect(terms('hoodie')[0]).toEqual(['exact:hoodie', 'exact:hoodies']);
  });
  it('never matches a word inside another word', () => {
    expect(terms('shirt')[0]).toEqual(['exact:shirts']);
    expect(terms('shirt')[0]).not.toContain('exact:sweatshirt');
  });
  it('finds nothing for a word the catalogue lacks, even with typos forgiven', () => {
    const plan = planQuery('laptop hoodie', vocab);
    expect(plan.unknown).toEqual(['laptop']);
    expect(matchTsQuery(plan)).toBeUndefined();
    expect(matchTsQuery(planQuery('qwertyuiop', vocab))).toBeUndefined();
    expect(matchTsQuery(planQuery('the', vocab))).toBeUndefined();
  });
  it('writes a tsquery where every word must match in name, brand or category', () => {
    expect(matchTsQuery(planQuery('urban hodie', vocab))).toBe('(urban:ABC) & (hoodie:ABC | hoodies:ABC)');
    expect(matchTsQuery(planQuery('100', vocab))).toBe('(100:ABC)');
  });
  it('reads the last word as the start of a word while typing', () => {
    expect(terms('hoo', { prefixLast: true })[0]).toEqual(['prefix:hoodie', 'prefix:hoodies']);
    expect(terms('urban mo', { prefixLast: true })[1]).toEqual(['prefix:monk']);
  });
  it("offers 'did you mean' with the closest catalogue words, leaving out what has none", () => {
    expect(correctedQuery('hooooodie', vocab)).toBe('hoodie');
    expect(correctedQuery('laptop hoodie', vocab)).toBe('hoodie');
    expect(correctedQuery('hoodie', vocab)).toBeUndefined();
    expect(correctedQuery('qwertyuiop', vocab)).toBeUndefined();
  });
  it('bounds how many products a plan can match from the word counts: any alternative, every group, a phrase by its rarest word', () => {
    const docs: Record<string, number> = { hoodie: 40, hoodies: 10, women: 300, urban: 5, monk: 7, track: 20, pants: 90 };
    const count = (w: string) => docs[w] ?? 0;
    expect(matchBound(planQuery('hoodie', vocab), count)).toBe(50);
    expect(matchBound(planQuery('women hoodie', vocab), count)).toBe(50);
    expect(matchBound(planQuery('urban monk', vocab), count)).toBe(5);
    expect(matchBound(planQuery('track pants', vocab), count)).toBe(20);
    expect(matchBound(planQuery('urban mo', vocab, { prefixLast: true }), count)).toBe(5);
    expect(matchBound(planQuery('sneakers', vocab), count)).toBe(0);
    expect(matchBound(planQuery('laptop', vocab), count)).toBe(0);
  });
});
