/**
 * A search's words read as filters (src/lib/search-words.ts): the colour, department, size and price a
 * shopper typed become the filters the list's URL sets, and the words left are searched. A filter the
 * URL sets itself wins over the words for it. The list's answer says what was read (`understood`), so
 * the shopper sees it and can drop it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { COLOUR_FAMILY_IDS, type ColourFamily, DEPARTMENTS, type Department } from '../../../lib/constants';
import { colourLabels, departmentLabels } from '../../../lib/messages';
import { formatRs } from '../../../lib/money';
import type { ProductQuery } from '../../../lib/schemas';
import { queryWords } from '../../../lib/search-query';
import { type PriceRange, readWords, type WordPart } from '../../../lib/search-words';
import type { Understood } from '../../contract';
import { products } from '../../db/schema';
import { api } from '../../messages';
import type { CatalogueInfo } from './vocabulary';

/**
 * A list query after its words are read: the words left as `search`, a price range the bands cannot
 * say, and the departments the words named, whose own products rank before the unisex ones.
 */
export type ReadQuery = ProductQuery & { range?: PriceRange; preferDepartments?: Department[] };

const priceValue = ({ min, max }: PriceRange) => `${min ?? ''}-${max ?? ''}`;

function label(part: WordPart): string {
  const t = api.understood;
  switch (part.kind) {
    case 'colour':
      return t.colour(colourLabels[part.value as ColourFamily]);
    case 'department':
      return t.department(departmentLabels[part.value as Department]);
    case 'size':
      return t.size(part.value);
    case 'price': {
      const { min, max } = part.value;
      if (min !== null && max !== null) return t.between(formatRs(min), formatRs(max));
      return min !== null ? t.above(formatRs(min)) : t.under(formatRs(max ?? 0));
    }
  }
}

/** The query with its words read; `understood` lists only the parts applied (not those the URL overrides). */
export function readQuery(q: ProductQuery, info: CatalogueInfo): { query: ReadQuery; understood: Understood[]; taken: string } {
  if (!q.search) return { query: q, understood: [], taken: '' };
  const reading = readWords(q.search, { sizes: info.sizes });
  const applied = reading.understood.filter(({ part }) => {
    if (part.kind === 'colour') return !q.colour?.length && (COLOUR_FAMILY_IDS as string[]).includes(part.value);
    if (part.kind === 'department') return !q.department?.length && (DEPARTMENTS as readonly string[]).includes(part.value);
    if (part.kind === 'size') return !q.size?.length;
    return !q.price?.length;
  });
  const values = (kind: 'colour' | 'department' | 'size') => {
    const found = applied.flatMap(({ part }) => (part.kind === kind ? [part.value] : []));
    return found.length ? found : undefined;
  };
  const price = applied.find((u) => u.part.kind === 'price')?.part;
  const departments = values('department') as Department[] | undefined;
  const query: ReadQuery = {
    ...q,
    // Only words that narrow nothing left once some were read as filters ('for men' is every men's product): no
    // search, every product of the filters. A query read as nothing stays a search ('%' finds nothing, not everything).
    search: queryWords(reading.text).length || !applied.length ? reading.text : undefined,
    colour: q.colour?.length ? q.colour : (values('colour') as ColourFamily[] | undefined),
    department: q.department?.length ? q.department : departments,
    ...(departments && { preferDepartments: departments }),
    size: q.size?.length ? q.size : values('size'),
    ...(price?.kind === 'price' && { range: price.value }),
  };
  return {
    query,
    understood: applied.map(({ part, without }) => ({
      kind: part.kind,
      value: part.kind === 'price' ? priceValue(part.value) : part.value,
      label: label(part),
      search: without,
    })),
    taken: reading.taken,
  };
}

/** A price range read from words as SQL, both ends included (undefined without one). */
export function rangeCondition(range: PriceRange | undefined): SQL | undefined {
  if (!range) return undefined;
  const { min, max } = range;
  if (min !== null && max !== null) return sql`${products.price} between ${min} and ${max}`;
  if (min !== null) return sql`${products.price} >= ${min}`;
  return max !== null ? sql`${products.price} <= ${max}` : undefined;
}

/** The range as a cache key's part. */
export const rangeKey = (range: PriceRange | undefined) => (range ? priceValue(range) : null);
