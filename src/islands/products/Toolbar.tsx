import { useEffect, useId, useState, type FormEvent } from 'react';
import { LIMITS } from '../../lib/constants';
import { products as t } from './messages';
import type { ListQuery, Order } from './query';
import { outlineButton, primaryButton } from '../../ui/buttons';
import { SearchIcon } from '../../ui/icons';
import { PRODUCTS_PATH } from '../nav/menus';

interface Props {
  query: ListQuery;
  onSearch: (search: string) => void;
  onSort: (order: Order) => void;
  onReset: () => void;
}

const sortButton = (active: boolean) => `${outlineButton} ${active ? '!bg-ink !text-white' : ''}`;

export function Toolbar({ query, onSearch, onSort, onReset }: Props) {
  const [text, setText] = useState(query.search);
  const inputId = useId();
  // Back/forward or Reset change the URL's search: show it in the box.
  useEffect(() => setText(query.search), [query.search]);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSearch(text.trim());
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      {/* A plain GET form too: without JavaScript it opens /products?search=… */}
      <form role="search" action={PRODUCTS_PATH} onSubmit={submit} className="flex w-full max-w-xl gap-2">
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
        <button type="submit" className={primaryButton}>
          {t.enter}
        </button>
      </form>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={query.order === 'asc'} className={sortButton(query.order === 'asc')} onClick={() => onSort('asc')}>
          {t.sortAsc}
        </button>
        <button type="button" aria-pressed={query.order === 'desc'} className={sortButton(query.order === 'desc')} onClick={() => onSort('desc')}>
          {t.sortDesc}
        </button>
        <button type="button" className={outlineButton} onClick={onReset}>
          {t.reset}
        </button>
      </div>
    </div>
  );
}
