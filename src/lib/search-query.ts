/**
 * What a shopper typed, turned into what the catalogue's full-text document can answer.
 * Pure functions: the server's search (src/server/services/search/) feeds them the catalogue's
 * vocabulary, every word of every product's name, brand and category, and turns the plan into a
 * PostgreSQL tsquery. Unit tests: tests/unit/search-query.test.ts.
 */
import { SEARCH_PREFIX_WORDS, SEARCH_TYPO_ONE_AT, SEARCH_TYPO_TWO_AT } from './constants';
import { ALSO, SAME } from './synonyms';

/** Words that narrow nothing: dropped before matching ('hoodie for women' is 'hoodie women'). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an the and or for of in on with to by at from my me i some any our your this that is are it its'.split(' '),
);

/**
 * Lower case, accents off, "men's" as "men", a hyphenated word joined ('t-shirt' is 'tshirt'), split
 * on anything else. The same rules as the document's search_words() (drizzle/0011_search.sql).
 */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/([a-z0-9])['’]s\b/g, '$1')
    .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** The words of a query that count: stop words go, unless nothing else is left. */
export function queryWords(text: string): string[] {
  const words = tokenize(text);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return kept.length ? kept : [];
}

/** A light plural-folding key, for looking words up only (PostgreSQL's english stemmer does the matching). */
export function wordKey(w: string): string {
  let k = w;
  if (k.length > 4 && /(ch|sh|x|ss)es$/.test(k)) k = k.slice(0, -2);
  else if (k.length > 3 && k.endsWith('s') && !k.endsWith('ss')) k = k.slice(0, -1);
  // 'hoodie', 'hoodies', 'accessory' and 'accessories' meet at 'hoody', 'accessory'.
  return k.endsWith('ie') ? `${k.slice(0, -2)}y` : k;
}

/** Edits (a letter wrong, missing, extra, or two swapped) between a and b, or `max + 1` once past max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** Typos forgiven in a word: none under 4 letters, one from 4, two from 7 ('hodie' finds hoodie, 'snekers' sneakers). */
export const typoBudget = (w: string) => (w.length >= SEARCH_TYPO_TWO_AT ? 2 : w.length >= SEARCH_TYPO_ONE_AT ? 1 : 0);

/** The catalogue's words (name, brand, category), each with the number of products carrying it. */
export interface Vocabulary {
  /** wordKey → the catalogue's words with that key ('hoodie' → ['hoodie', 'hoodies']). */
  byKey: Map<string, string[]>;
  /** Every word, most common first. */
  words: { word: string; docs: number }[];
}

export function buildVocabulary(rows: readonly { word: string; docs: number }[]): Vocabulary {
  const words = rows.filter((r) => r.word.length > 1 && !/^\d+$/.test(r.word)).sort((a, b) => b.docs - a.docs || a.word.localeCompare(b.word));
  const byKey = new Map<string, string[]>();
  for (const { word } of words) {
    const k = wordKey(word);
    byKey.set(k, [...(byKey.get(k) ?? []), word]);
  }
  return { byKey, words };
}

/** How a query word was matched: ranking puts the words as typed first (services/search/plan.ts). */
export type MatchKind = 'exact' | 'synonym' | 'typo' | 'prefix';
/** One way to match a query word: a catalogue word, or words next to each other ('track pants'). */
export interface Alternative {
  terms: string[];
  kind: MatchKind;
}
/** One word (or joined pair) of the query, and the ways it may match. Every group must match. */
export interface Group {
  text: string;
  alternatives: Alternative[];
}
export interface Plan {
  groups: Group[];
  /** Words that match nothing in the catalogue, even forgiving typos: the search finds nothing. */
  unknown: string[];
}

/** Synonyms by wordKey of each side (a phrase's words joined by a space). */
const synonymMap: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  const key = (s: string) => tokenize(s).map(wordKey).join(' ');
  const add = (from: string, to: string) => {
    const k = key(from);
    if (k !== key(to)) map.set(k, [...(map.get(k) ?? []), to]);
  };
  for (const group of SAME) for (const a of group) for (const b of group) add(a, b);
  for (const [from, tos] of Object.entries(ALSO)) for (const to of tos) add(from, to);
  return map;
})();
const synonymSources = [...synonymMap.keys()].filter((k) => !k.includes(' '));

const dedupe = (alts: Alternative[]): Alternative[] => {
  const seen = new Set<string>();
  return alts.filter((a) => {
    const k = a.terms.join(' ');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** A word or phrase as the catalogue writes it, or undefined when some word of it is not in the catalogue. */
function inCatalogue(vocab: Vocabulary, phrase: string, kind: MatchKind): Alternative[] {
  const parts = tokenize(phrase);
  if (parts.length === 1) return (vocab.byKey.get(wordKey(parts[0])) ?? []).map((w) => ({ terms: [w], kind }));
  const terms: string[] = [];
  for (const p of parts) {
    const found = vocab.byKey.get(wordKey(p));
    if (!found) return [];
    terms.push(found[0]);
  }
  return [{ terms, kind }];
}

/** The word as typed (or its plural/singular) and its synonyms. */
function direct(vocab: Vocabulary, word: string, kind: MatchKind): Alternative[] {
  const alts = /^\d+$/.test(word) ? [{ terms: [word], kind }] : inCatalogue(vocab, word, kind);
  for (const syn of synonymMap.get(tokenize(word).map(wordKey).join(' ')) ?? []) alts.push(...inCatalogue(vocab, syn, 'synonym'));
  return alts;
}

/** The catalogue words (or synonym words) closest to a misspelt word, within its typo budget. */
export function closestWords(vocab: Vocabulary, word: string, budget = typoBudget(word)): string[] {
  if (budget === 0) return [];
  let best = budget + 1;
  let found: string[] = [];
  const consider = (candidate: string) => {
    const d = editDistance(word, candidate, best);
    if (d < best) {
      best = d;
      found = [candidate];
    } else if (d === best && d <= budget && !found.includes(candidate)) found.push(candidate);
  };
  for (const { word: w } of vocab.words) if (w.length >= SEARCH_TYPO_ONE_AT - 1) consider(w);
  for (const s of synonymSources) consider(s);
  return best <= budget ? found : [];
}

/** A word the catalogue does not have as such: two catalogue words written together ('sportsbra', 'trackpants')? */
function split(vocab: Vocabulary, word: string): Alternative[] {
  for (let i = 2; i <= word.length - 2; i++) {
    const a = vocab.byKey.get(wordKey(word.slice(0, i)));
    const b = vocab.byKey.get(wordKey(word.slice(i)));
    if (a && b) return [{ terms: [a[0], b[0]], kind: 'exact' }];
  }
  return [];
}

function planWord(vocab: Vocabulary, word: string, prefix: boolean): Alternative[] {
  let alts = direct(vocab, word, 'exact');
  if (alts.length === 0) alts = split(vocab, word);
  if (alts.length === 0) for (const near of closestWords(vocab, word)) alts.push(...direct(vocab, near, 'typo'));
  if (prefix) {
    const starting = vocab.words.filter((w) => w.word.startsWith(word) && w.word !== word).slice(0, SEARCH_PREFIX_WORDS);
    alts.push(...starting.map((w) => ({ terms: [w.word], kind: 'prefix' as const })));
  }
  return dedupe(alts);
}

/**
 * The query's words, each with the ways it may match. Two words that the catalogue (or the synonyms)
 * writes as one are joined first ('t shirt', 'sweat shirt', 'body suit', 'track pants').
 * With `prefixLast` (suggestions while typing) the last word may be the start of a catalogue word.
 */
export function planQuery(text: string, vocab: Vocabulary, { prefixLast = false } = {}): Plan {
  const words = queryWords(text);
  const groups: Group[] = [];
  const unknown: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const last = i === words.length - 1;
    const next = words[i + 1];
    if (next !== undefined) {
      const joined = words[i] + next;
      const pairKey = `${wordKey(words[i])} ${wordKey(next)}`;
      if (vocab.byKey.has(wordKey(joined)) || synonymMap.has(wordKey(joined)) || synonymMap.has(pairKey)) {
        const alts = dedupe([...direct(vocab, joined, 'exact'), ...direct(vocab, `${words[i]} ${next}`, 'exact')]);
        if (alts.length) {
          groups.push({ text: `${words[i]} ${next}`, alternatives: alts });
          i++;
          continue;
        }
      }
    }
    const alternatives = planWord(vocab, words[i], prefixLast && last);
    if (alternatives.length) groups.push({ text: words[i], alternatives });
    else unknown.push(words[i]);
  }
  return { groups, unknown };
}

/** A term as tsquery text: only [a-z0-9] reaches here (tokenize), so nothing needs quoting. */
const phrase = (a: Alternative, labels: string) => a.terms.map((t) => `${t}${labels}`).join(' <-> ');

/** Every group must match, by any of its alternatives, in the name, brand or category (weights A–C; `A` = the name alone). */
export function matchTsQuery(plan: Plan, labels: ':ABC' | ':A' = ':ABC'): string | undefined {
  if (plan.unknown.length || plan.groups.length === 0) return undefined;
  return plan.groups.map((g) => `(${g.alternatives.map((a) => phrase(a, labels)).join(' | ')})`).join(' & ');
}

/**
 * At most how many products a plan can match, from the catalogue's word counts (`docs` of a word, 0
 * for a word it lacks): every group must match, so the smallest group's bound; a group matches by any
 * alternative, so the sum of theirs; a phrase needs every word, so its rarest word's count. The
 * suggestions read it to choose how to fetch (services/search/suggestions.ts), never as a result.
 */
export function matchBound(plan: Plan, docs: (word: string) => number): number {
  if (plan.unknown.length || plan.groups.length === 0) return 0;
  return Math.min(...plan.groups.map((g) => g.alternatives.reduce((sum, a) => sum + Math.min(...a.terms.map(docs)), 0)));
}

/** The alternatives of the given kinds, any of them, anywhere (the description too): what ranking weighs. */
export function rankTsQuery(plan: Plan, kinds: readonly MatchKind[]): string | undefined {
  const alts = plan.groups.flatMap((g) => g.alternatives.filter((a) => kinds.includes(a.kind)));
  return alts.length ? alts.map((a) => `(${phrase(a, '')})`).join(' | ') : undefined;
}

/**
 * 'Did you mean …?': each word the catalogue lacks replaced by its closest catalogue word (a looser
 * budget than the search's own), or left out when there is none. Undefined when nothing changes.
 */
export function correctedQuery(text: string, vocab: Vocabulary): string | undefined {
  const words = queryWords(text);
  const out: string[] = [];
  for (const w of words) {
    if (planWord(vocab, w, false).length) {
      out.push(w);
      continue;
    }
    const near = closestWords(vocab, w, Math.max(2, Math.ceil(w.length / 3)));
    if (near.length) out.push(near[0]);
  }
  const fixed = out.join(' ');
  return fixed && fixed !== words.join(' ') ? fixed : undefined;
}
