import type { ProductPage } from '../../client/api';
import { CloseIcon } from '../../ui/icons';
import { valueLabel } from './FilterPanel';
import { filters as t } from './messages';
import { activeFilterCount, clearFilters, LIST_FILTERS, type ListQuery, toggle } from './query';

interface Props {
  query: ListQuery;
  /** What the search's words were read as, and the words left: from the list's answer. */
  words?: Pick<ProductPage, 'understood' | 'wordsLeft'>;
  onChange: (next: ListQuery) => void;
}

/**
 * The filters that are on, each removable, and 'Clear all'. What the search's words were read as
 * ('Colour: Black', 'Under Rs. 1,500') comes first: removing one searches again without its words.
 */
export function FilterChips({ query, words, onChange }: Props) {
  const understood = words?.understood ?? [];
  if (activeFilterCount(query) === 0 && understood.length === 0) return null;
  const chips = [
    ...understood.map((u) => ({ id: `words:${u.kind}:${u.value}`, label: u.label, next: () => ({ ...query, search: u.search, page: 1 }) })),
    ...LIST_FILTERS.flatMap((key) =>
      query[key].map((value) => ({ id: `${key}:${value}`, label: valueLabel(key, value), next: () => toggle(query, key, value) })),
    ),
    ...(query.onSale ? [{ id: 'onSale', label: t.onSale, next: () => ({ ...query, onSale: false, page: 1 }) }] : []),
    ...(query.inStock ? [{ id: 'inStock', label: t.inStock, next: () => ({ ...query, inStock: false, page: 1 }) }] : []),
  ];
  const clearAll = () => {
    const cleared = clearFilters(query);
    return understood.length ? { ...cleared, search: words?.wordsLeft ?? '' } : cleared;
  };
  return (
    <section aria-label={t.applied} className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-label={t.remove(c.label)}
          onClick={() => onChange(c.next())}
          className="inline-flex items-center gap-1 rounded-full border border-line bg-soft py-1 pl-3 pr-2 text-sm hover:border-ink"
        >
          {c.label}
          <CloseIcon size={14} />
        </button>
      ))}
      <button type="button" onClick={() => onChange(clearAll())} className="px-2 py-1 text-sm font-medium underline underline-offset-4">
        {t.clearAll}
      </button>
    </section>
  );
}
