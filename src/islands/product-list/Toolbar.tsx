import { useEffect, useState, type FormEvent, useId } from 'react';
import { LIMITS } from '../../lib/constants';
import { products as t } from './messages';
import { FIRST_PAGE } from '../../lib/constants';
import { type ListQuery, type Order, type Sort, toSearch } from './query';
import { outlineButton, primaryButton } from '../../ui/buttons';
import { SearchIcon } from '../../ui/icons';
import { PRODUCTS_PATH } from '../nav/menus';

interface Props {
  query: ListQuery;
  onSearch: (search: string) => void;
  onSort: (order: Order, sort: Sort) => void;
  onReset: () => void;
}

/** The select's value for a query: price order, another sort, or the default (relevance with a search). */
const sortValue = (q: ListQuery) => q.order || q.sort || (q.search ? 'relevance' : 'newest');
const SORT_CHOICES: Record<string, [Order, Sort]> = {
  relevance: ['', ''],
  newest: ['', 'newest'],
  asc: ['asc', ''],
  desc: ['desc', ''],
  discount: ['', 'discount'],
};

export function Toolbar({ query, onSearch, onSort, onReset }: Props) {
  const [text, setText] = useState(query.search);
  const inputId = useId();
  // Back/forward or Reset change the URL's search: show it in the box.
  useEffect(() => setText(query.search), [query.search]);

  // The rest of the query, so the form sent by the browser itself (without JavaScript, or before the list
  // has started) searches within the same filters and order, as the island does.
  const kept = [...new URLSearchParams(toSearch({ ...query, search: '', page: FIRST_PAGE }))];

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The words as the box holds them: typed before the list started, they may not have reached `text` yet.
    onSearch(String(new FormData(e.currentTarget).get('search') ?? text).trim());
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      {/* A plain GET form too: without JavaScript it opens /products?search=… with the same filters. */}
      <form role="search" aria-label={t.searchLandmark} action={PRODUCTS_PATH} onSubmit={submit} className="flex w-full max-w-xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t.searchLabel}
        </label>
        <div className="relative flex-1">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">
            <SearchIcon size={20} />
          </span>
          <input
            id={inputId}
            name="search"
            type="search"
            value={text}
            maxLength={LIMITS.search}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setText(e.target.value)}
            className="w-full rounded-md border border-line bg-white py-2.5 pl-10 pr-3 text-sm placeholder:text-muted focus:border-ink"
          />
        </div>
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={primaryButton}>
          {t.enter}
        </button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t.sortLabel}</span>
          <select
            value={sortValue(query)}
            onChange={(e) => {
              const [order, sort] = SORT_CHOICES[e.target.value] ?? ['', ''];
              // Without a search the default is already newest first: no need to say so in the URL.
              onSort(order, sort === 'newest' && !query.search ? '' : sort);
            }}
            className="rounded-md border border-line bg-white py-2 pl-3 pr-8 text-sm focus:border-ink"
          >
            {query.search && <option value="relevance">{t.sortRelevance}</option>}
            <option value="newest">{t.sortNewest}</option>
            <option value="asc">{t.sortAsc}</option>
            <option value="desc">{t.sortDesc}</option>
            <option value="discount">{t.sortDiscount}</option>
          </select>
        </label>
        <button type="button" className={outlineButton} onClick={onReset}>
          {t.reset}
        </button>
      </div>
    </div>
  );
}
