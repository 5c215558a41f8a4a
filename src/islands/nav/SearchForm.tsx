import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useEarlyInput } from '../../ui/useEarlyInput';
import { LIMITS } from '../../lib/constants';
import { SearchIcon } from '../../ui/icons';
import { PRODUCTS_PATH, searchHref } from './menus';
import { nav } from './messages';
import { SuggestionList } from './SuggestionList';
import { useSuggestions } from './useSuggestions';

/**
 * A GET form to /products?search=…, so it works before hydration too; a blank search opens the list.
 * While typing it suggests products, categories and brands: an ARIA combobox (arrows move, Enter
 * opens the choice or, with none, searches; Escape closes the list, then clears the box).
 */
export function SearchForm({ className = '', autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // Words typed before the bar started (client:touch starts it with that focus) are taken up now.
  useEarlyInput(form);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const choices = useSuggestions(text);
  const expanded = open && choices.length > 0;
  const current = expanded ? choices[active] : undefined;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (current) return location.assign(current.href);
    // The words as the box holds them: typed before the bar started, they may not have reached `text` yet.
    const term = String(new FormData(e.currentTarget).get('search') ?? text).trim();
    location.assign(term ? searchHref(term) : PRODUCTS_PATH);
  };
  // -1 is the box itself (no choice); the arrows go round through the choices and back to it.
  const move = (by: 1 | -1) => {
    setOpen(true);
    const last = choices.length - 1;
    setActive((i) => (by === 1 ? (i >= last ? -1 : i + 1) : i === -1 ? last : i - 1));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <form ref={form} role="search" aria-label={nav.searchLandmark} action={PRODUCTS_PATH} method="get" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {nav.search}
      </label>
      <input
        id={inputId}
        name="search"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${listId}-${current.key}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
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
      <SuggestionList id={listId} choices={choices} active={active} hidden={!expanded} onHover={setActive} />
    </form>
  );
}
