/**
 * Reading a shopper's query as a shop assistant would: 'black hoodie under 3000' is a hoodie, in
 * black, at most Rs 3,000. The colour, whom it is for, the price and the size become filters (the
 * same ones the list's URL sets); the words left are searched as before (search-query.ts). Pure: the
 * server passes the sizes its catalogue has. The words themselves are listed in synonyms.ts.
 * Unit tests: tests/unit/search-words.test.ts.
 */
import { LIMITS, SEARCH_RANGE_WORD_MIN } from './constants';
import { COLOUR_WORDS, DEPARTMENT_WORDS, PRICE_WORDS, SIZE_WORDS } from './synonyms';

/** A price read from words, in rupees, both ends included; null = no bound on that side. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}
export type WordPart =
  | { kind: 'colour'; value: string }
  | { kind: 'department'; value: string }
  | { kind: 'size'; value: string }
  | { kind: 'price'; value: PriceRange };
export type WordKind = WordPart['kind'];
export const WORD_KINDS: readonly WordKind[] = ['colour', 'department', 'price', 'size'];

export interface Understood {
  part: WordPart;
  /** The query as typed without this part's words: what the search becomes when the shopper drops it. */
  without: string;
}
export interface Reading {
  /** The words not read as a filter, as typed: what the full-text search looks for ('' when none). */
  text: string;
  understood: Understood[];
  /** The words read, as typed, in their order ('black under 3000'): kept when the words left are corrected. */
  taken: string;
}
export interface ReadOptions {
  /** The sizes the catalogue has, as it writes them ('UK 9', 'XL'): a size it lacks is not read. */
  sizes: readonly string[];
  /** What to read (default: everything). */
  kinds?: readonly WordKind[];
}

interface Token {
  /** Lower case, accents off, "men's" as "men". */
  word: string;
  start: number;
  end: number;
}

/** Words with their place in the text; a '₹' or a lone '-' is a token of its own ('₹999', '1000 - 2000'). */
export function lex(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/₹|[\p{L}\p{N}]+(?:[.,'’/-][\p{L}\p{N}]+)*(?:\/-)?|-/gu)) {
    const word = m[0]
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['’]s$/, '');
    out.push({ word, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Phrases longest first, each as its words. */
const phrases = (list: readonly string[]) => list.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
const byValue = (table: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(table)
    .flatMap(([value, words]) => phrases(words).map((p) => ({ value, p })))
    .sort((a, b) => b.p.length - a.p.length);
const COLOURS = byValue(COLOUR_WORDS);
const DEPARTMENTS = byValue(DEPARTMENT_WORDS);
const P = Object.fromEntries(Object.entries(PRICE_WORDS).map(([k, list]) => [k, phrases(list)])) as Record<keyof typeof PRICE_WORDS, string[][]>;
const SIZE_LEAD = phrases(SIZE_WORDS.lead);
const SIZE_NAMED = Object.entries(SIZE_WORDS.named)
  .map(([words, size]) => ({ p: words.split(' '), size }))
  .sort((a, b) => b.p.length - a.p.length);

/** How many tokens from i the phrase takes, 0 when it does not match there. */
function at(tokens: Token[], i: number, p: readonly string[]): number {
  return p.every((w, k) => tokens[i + k]?.word === w) ? p.length : 0;
}
const anyAt = (tokens: Token[], i: number, list: readonly (readonly string[])[]) => {
  for (const p of list) if (at(tokens, i, p)) return p.length;
  return 0;
};

const NUMBER = /^(?:rs\.?|inr|₹)?(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?(k)?(?:rs|\/-)?$/;

/** An amount of rupees at i: '1500', '1,500', 'Rs 999', '₹999', 'rs.999', '2k', '1.5k', '999 rupees'. */
function amount(tokens: Token[], i: number): { value: number; end: number; marked: boolean } | undefined {
  let j = i;
  const before = anyAt(tokens, j, P.currency);
  j += before;
  const m = tokens[j] && NUMBER.exec(tokens[j].word);
  if (!m) return undefined;
  const whole = Number(m[1].replaceAll(',', ''));
  const value = m[3] ? Math.round(Number(`${whole}.${m[2] ?? 0}`) * 1000) : whole;
  if (!Number.isFinite(value) || value <= 0 || value > LIMITS.price) return undefined;
  j++;
  const after = anyAt(tokens, j, P.currency);
  const marked = before > 0 || after > 0 || Boolean(m[3]) || tokens[j - 1].word !== m[1];
  return { value, end: j + after, marked };
}

const range = (a: number, b: number): PriceRange => ({ min: Math.min(a, b), max: Math.max(a, b) });

/** A price phrase at i, and where it ends. */
function price(tokens: Token[], i: number): { value: PriceRange; end: number } | undefined {
  const start = i + anyAt(tokens, i, P.lead);
  const pair = (from: number, needMarked: boolean) => {
    const a = amount(tokens, from);
    if (!a) return undefined;
    const and = anyAt(tokens, a.end, P.and);
    const b = and ? amount(tokens, a.end + and) : undefined;
    if (!b) return undefined;
    // '2 to 3' is not a price; '1000 to 2000' is.
    if (needMarked && !a.marked && !b.marked && Math.min(a.value, b.value) < SEARCH_RANGE_WORD_MIN) return undefined;
    return { value: range(a.value, b.value), end: b.end };
  };
  const between = anyAt(tokens, start, P.between) || at(tokens, start, ['from']);
  if (between) {
    const r = pair(start + between, false);
    if (r) return r;
  }
  // One token: '1000-2000', '1k-2k'.
  const joined = tokens[start]?.word.split('-');
  if (joined?.length === 2) {
    const [a, b] = joined.map((w) => amount([{ word: w, start: 0, end: 0 }], 0));
    if (a && b) return { value: range(a.value, b.value), end: start + 1 };
  }
  const r = pair(start, true);
  if (r) return r;
  for (const [words, side] of [
    [P.atMost, 'max'],
    [P.atLeast, 'min'],
  ] as const) {
    const n = anyAt(tokens, start, words);
    const a = n ? amount(tokens, start + n) : undefined;
    if (a) return { value: side === 'max' ? { min: null, max: a.value } : { min: a.value, max: null }, end: a.end };
  }
  const a = amount(tokens, start);
  if (!a) return undefined;
  const most = anyAt(tokens, a.end, P.atMostAfter);
  if (most) return { value: { min: null, max: a.value }, end: a.end + most };
  const least = anyAt(tokens, a.end, P.atLeastAfter);
  if (least) return { value: { min: a.value, max: null }, end: a.end + least };
  // 'Rs 999' or '2k' alone is a budget.
  if (a.marked) return { value: { min: null, max: a.value }, end: a.end };
  return undefined;
}

/** A size at i, as the catalogue writes it: 'size 9' (UK 9 for shoes), 'uk 9', 'size m', 'xl', 'size extra large'. */
function size(tokens: Token[], i: number, sizes: readonly string[]): { value: string; end: number } | undefined {
  const known = (...candidates: string[]) => {
    for (const c of candidates) {
      const found = sizes.find((s) => s.toLowerCase() === c.toLowerCase());
      if (found) return found;
    }
    return undefined;
  };
  const named = (j: number) => {
    for (const { p, size: s } of SIZE_NAMED) if (at(tokens, j, p)) return { name: s, end: j + p.length };
    return undefined;
  };
  const w = tokens[i].word;
  const uk = /^uk(\d{1,2})$/.exec(w);
  if (uk) {
    const value = known(`UK ${uk[1]}`);
    return value ? { value, end: i + 1 } : undefined;
  }
  const lead = anyAt(tokens, i, SIZE_LEAD);
  if (lead) {
    const j = i + lead;
    const next = tokens[j]?.word;
    if (next === undefined) return undefined;
    const n = named(j);
    const value = /^\d{1,2}$/.test(next) ? (w === 'uk' ? known(`UK ${next}`) : known(`UK ${next}`, next)) : n ? known(n.name) : known(next);
    return value ? { value, end: n && !/^\d/.test(next) ? n.end : j + 1 } : undefined;
  }
  if ((SIZE_WORDS.alone as readonly string[]).includes(w)) {
    const n = named(i);
    const value = known(n?.name ?? w);
    return value ? { value, end: i + 1 } : undefined;
  }
  return undefined;
}

function tableAt(tokens: Token[], i: number, table: { value: string; p: string[] }[]) {
  for (const { value, p } of table) if (at(tokens, i, p)) return { value, end: i + p.length };
  return undefined;
}

/** The text without the tokens in `drop`, spaces tidied. */
function textWithout(text: string, tokens: Token[], drop: Set<number>): string {
  let out = '';
  let from = 0;
  for (const [k, t] of tokens.entries()) {
    if (!drop.has(k)) continue;
    out += `${text.slice(from, t.start)} `;
    from = t.end;
  }
  return (out + text.slice(from)).replace(/\s+/g, ' ').trim();
}

/**
 * The query's colours, departments, price and sizes, each with the words it took, and the words left.
 * Several colours or sizes are each their own part ('black or white tee'); the price is one part,
 * its two ends gathered from anywhere ('above 1000 below 3000').
 */
export function readWords(text: string, { sizes, kinds = WORD_KINDS }: ReadOptions): Reading {
  const tokens = lex(text);
  const found: { part: WordPart; taken: number[] }[] = [];
  let priceFound: { value: PriceRange; taken: number[] } | undefined;
  const take = (from: number, end: number) => Array.from({ length: end - from }, (_, k) => from + k);
  const add = (kind: 'colour' | 'department' | 'size', value: string, taken: number[]) => {
    const same = found.find((f) => f.part.kind === kind && f.part.value === value);
    if (same) same.taken.push(...taken);
    else found.push({ part: { kind, value }, taken });
  };
  for (let i = 0; i < tokens.length; ) {
    const p = kinds.includes('price') ? price(tokens, i) : undefined;
    if (p) {
      priceFound = priceFound
        ? { value: { min: p.value.min ?? priceFound.value.min, max: p.value.max ?? priceFound.value.max }, taken: [...priceFound.taken, ...take(i, p.end)] }
        : { value: p.value, taken: take(i, p.end) };
      i = p.end;
      continue;
    }
    const s = kinds.includes('size') ? size(tokens, i, sizes) : undefined;
    const c = !s && kinds.includes('colour') ? tableAt(tokens, i, COLOURS) : undefined;
    const d = !s && !c && kinds.includes('department') ? tableAt(tokens, i, DEPARTMENTS) : undefined;
    const hit = s ? { kind: 'size' as const, ...s } : c ? { kind: 'colour' as const, ...c } : d ? { kind: 'department' as const, ...d } : undefined;
    if (hit) {
      add(hit.kind, hit.value, take(i, hit.end));
      i = hit.end;
    } else i++;
  }
  if (priceFound) {
    const { min, max } = priceFound.value;
    const value = min !== null && max !== null && min > max ? { min: max, max: min } : priceFound.value;
    found.push({ part: { kind: 'price', value }, taken: priceFound.taken });
  }
  const all = new Set(found.flatMap((f) => f.taken));
  const taken = tokens
    .filter((_, k) => all.has(k))
    .map((t) => text.slice(t.start, t.end))
    .join(' ');
  const order = (k: WordKind) => WORD_KINDS.indexOf(k);
  return {
    text: textWithout(text, tokens, all),
    understood: found
      .sort((a, b) => order(a.part.kind) - order(b.part.kind))
      .map(({ part, taken }) => ({ part, without: textWithout(text, tokens, new Set(taken)) })),
    taken,
  };
}
