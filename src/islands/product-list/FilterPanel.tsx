import type { Facets } from '../../client/api';
import { PRICE_BANDS } from '../../lib/constants';
import { filters as t } from './messages';
import { type ListFilter, type ListQuery, toggle } from './query';

interface Props {
  query: ListQuery;
  facets: Facets | undefined;
  onChange: (next: ListQuery) => void;
}

const bandLabel = (id: string) => {
  const b = PRICE_BANDS.find((x) => x.id === id);
  return b ? t.band(b.min, b.max) : id;
};
/** How a filter's value reads to a shopper (a price band by its rupees, anything else as the catalogue writes it). */
export const valueLabel = (key: ListFilter, value: string) => (key === 'price' ? bandLabel(value) : value);

const GROUPS: { key: ListFilter; title: string }[] = [
  { key: 'category', title: t.category },
  { key: 'brand', title: t.brand },
  { key: 'size', title: t.size },
  { key: 'price', title: t.price },
];

function Option({ label, count, checked, onToggle }: { label: string; count: number; checked: boolean; onToggle: () => void }) {
  // An option that would show nothing is off, unless it is already on (it must stay removable).
  const disabled = count === 0 && !checked;
  return (
    <label className={`flex cursor-pointer items-center gap-2 py-1 text-sm ${disabled ? 'cursor-not-allowed text-muted opacity-60' : ''}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} className="size-4 accent-ink" />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="text-xs text-muted">{count}</span>
    </label>
  );
}

/** Each filter as a group of checkboxes with its count for the current search so products.ts stays the catalogue's reads and edits. */
export function FilterPanel({ query, facets, onChange }: Props) {
  if (!facets) return null;
  return (
    <div className="flex flex-col gap-2">
      {GROUPS.map(({ key, title }) =>
        facets[key].length ? (
          <details key={key} open className="border-b border-line pb-2">
            <summary className="cursor-pointer py-2 text-sm font-semibold">{title}</summary>
            <fieldset className="max-h-64 overflow-y-auto pr-1">
              <legend className="sr-only">{title}</legend>
              {facets[key].map((o) => (
                <Option
                  key={o.value}
                  label={valueLabel(key, o.value)}
                  count={o.count}
                  checked={query[key].includes(o.value)}
                  onToggle={() => onChange(toggle(query, key, o.value))}
                />
              ))}
            </fieldset>
          </details>
        ) : null,
      )}
      <fieldset className="pb-2">
        <legend className="py-2 text-sm font-semibold">{t.availability}</legend>
        <Option label={t.onSale} count={facets.onSale} checked={query.onSale} onToggle={() => onChange({ ...query, onSale: !query.onSale, page: 1 })} />
        <Option label={t.inStock} count={facets.inStock} checked={query.inStock} onToggle={() => onChange({ ...query, inStock: !query.inStock, page: 1 })} />
      </fieldset>
    </div>
  );
}
