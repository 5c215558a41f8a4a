import { useState } from 'react';
import type { Facets } from '../../client/api';
import { COLOUR_FAMILIES, MULTI_SWATCH, PRICE_BANDS } from '../../lib/constants';
import { type FilterOption, offeredOptions } from '../../lib/filter-options';
import { colourLabels, departmentLabels } from '../../lib/messages';
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
const named = (labels: Record<string, string>, value: string) => labels[value] ?? value;
/** How a filter's value reads to a shopper (a price band by its rupees, a department or colour by its name, anything else as the catalogue writes it). */
export const valueLabel = (key: ListFilter, value: string) =>
  key === 'price' ? bandLabel(value) : key === 'department' ? named(departmentLabels, value) : key === 'colour' ? named(colourLabels, value) : value;

/** Each group, the facet that counts it, and whether its commonest options come first (a size or price keeps its natural order). */
const GROUPS: { key: ListFilter; title: string; facet: (f: Facets) => FilterOption[] | undefined; byCount: boolean }[] = [
  { key: 'department', title: t.department, facet: (f) => f.departments, byCount: false },
  { key: 'category', title: t.category, facet: (f) => f.category, byCount: true },
  { key: 'colour', title: t.colour, facet: (f) => f.colours, byCount: true },
  { key: 'brand', title: t.brand, facet: (f) => f.brand, byCount: true },
  { key: 'size', title: t.size, facet: (f) => f.size, byCount: false },
  { key: 'price', title: t.price, facet: (f) => f.price, byCount: false },
];

function Swatch({ value }: { value: string }) {
  const hex = COLOUR_FAMILIES.find((c) => c.id === value)?.hex;
  return <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-line" style={{ background: value === 'multi' ? MULTI_SWATCH : hex }} />;
}

function Option({ label, count, checked, onToggle, swatch }: { label: string; count: number; checked: boolean; onToggle: () => void; swatch?: string }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
      <input type="checkbox" checked={checked} onChange={onToggle} className="size-4 accent-ink" />
      {swatch && <Swatch value={swatch} />}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="text-xs text-muted">{count}</span>
    </label>
  );
}

/** One group: the options that would show something, the first few, then '+ N more'. */
function Group({
  query,
  options,
  group,
  onChange,
}: {
  query: ListQuery;
  options: FilterOption[];
  group: (typeof GROUPS)[number];
  onChange: Props['onChange'];
}) {
  const [open, setOpen] = useState(false);
  const { key, title, byCount } = group;
  const { first, more } = offeredOptions(options, query[key], { byCount });
  if (!first.length) return null;
  const option = (o: FilterOption) => (
    <Option
      key={o.value}
      label={valueLabel(key, o.value)}
      count={o.count}
      checked={query[key].includes(o.value)}
      onToggle={() => onChange(toggle(query, key, o.value))}
      swatch={key === 'colour' ? o.value : undefined}
    />
  );
  return (
    <details open className="border-b border-line pb-2">
      <summary className="cursor-pointer py-2 text-sm font-semibold">{title}</summary>
      {/* min-w-0: a fieldset is as wide as its longest label unless told, and a long category must truncate. */}
      <fieldset className="min-w-0">
        <legend className="sr-only">{title}</legend>
        {first.map(option)}
        {open && more.map(option)}
        {more.length > 0 && (
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="mt-1 text-sm font-medium underline underline-offset-4">
            {open ? t.fewer : t.more(more.length)}
          </button>
        )}
      </fieldset>
    </details>
  );
}

/** Each filter as a group of checkboxes with its count for the current search; an option that would show nothing is left out. */
export function FilterPanel({ query, facets, onChange }: Props) {
  if (!facets) return null;
  const onSale = facets.onSale > 0 || query.onSale;
  const inStock = facets.inStock > 0 || query.inStock;
  return (
    <div className="flex flex-col gap-2">
      {GROUPS.map((g) => {
        const options = g.facet(facets);
        return options?.length ? <Group key={g.key} query={query} options={options} group={g} onChange={onChange} /> : null;
      })}
      {(onSale || inStock) && (
        <fieldset className="pb-2">
          <legend className="py-2 text-sm font-semibold">{t.availability}</legend>
          {onSale && (
            <Option label={t.onSale} count={facets.onSale} checked={query.onSale} onToggle={() => onChange({ ...query, onSale: !query.onSale, page: 1 })} />
          )}
          {inStock && (
            <Option
              label={t.inStock}
              count={facets.inStock}
              checked={query.inStock}
              onToggle={() => onChange({ ...query, inStock: !query.inStock, page: 1 })}
            />
          )}
        </fieldset>
      )}
    </div>
  );
}
