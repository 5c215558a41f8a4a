import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../lib/constants';
import { admin } from '../messages';
import { outlineButton } from '../../../ui/buttons';

const DEBOUNCE_MS = 300;

/** Searches as the admin types (after a pause) or at once on Enter / Search. */
export function SearchBar({ onSearch }: { onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const id = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, onSearch]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-md gap-2">
      <label htmlFor="admin-product-search" className="sr-only">
        {admin.products.search}
      </label>
      <input
        id="admin-product-search"
        type="search"
        value={text}
        maxLength={LIMITS.search}
        onChange={(e) => setText(e.target.value)}
        placeholder={admin.products.searchPlaceholder}
        className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-sm"
      />
      <button type="submit" className={outlineButton}>
        {admin.products.searchSubmit}
      </button>
    </form>
  );
}
