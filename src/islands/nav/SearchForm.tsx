import { useId, type FormEvent } from 'react';
import { LIMITS } from '../../lib/constants';
import { nav } from './messages';
import { PRODUCTS_PATH, searchHref } from './menus';
import { SearchIcon } from '../../ui/icons';

/** A GET form to /products?search=…, so it works before hydration too; a blank search opens the list. */
export function SearchForm({ className = '', autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const inputId = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const term = String(new FormData(e.currentTarget).get('search') ?? '').trim();
    location.assign(term ? searchHref(term) : PRODUCTS_PATH);
  };
  return (
    <form role="search" action={PRODUCTS_PATH} method="get" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {nav.search}
      </label>
      <input
        id={inputId}
        name="search"
        type="search"
        maxLength={LIMITS.search}
        placeholder={nav.searchPlaceholder}
        autoFocus={autoFocus}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-line bg-soft pl-4 pr-11 text-sm placeholder:text-muted focus:border-ink focus:bg-white"
      />
      <button
        type="submit"
        aria-label={nav.searchSubmit}
        className="absolute right-1 top-1 flex size-8 items-center justify-center rounded-full text-ink hover:bg-line"
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
