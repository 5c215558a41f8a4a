import { useEffect, useState } from 'react';
import type { Suggestions } from '../../client/api';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LETTERS } from '../../lib/constants';
import { categoryHref, PRODUCTS_PATH } from './menus';
import { useDebounced } from './useDebounced';

/** One choice of the suggestions list, where it leads, and its group. */
export interface Choice {
  key: string;
  href: string;
  group: 'products' | 'categories' | 'brands';
  label: string;
  product?: Suggestions['products'][number];
}

export const brandHref = (brand: string) => `${PRODUCTS_PATH}?${new URLSearchParams({ brand })}`;

function choicesOf(s: Suggestions | undefined): Choice[] {
  if (!s) return [];
  return [
    ...s.products.map((p) => ({ key: `p${p._id}`, href: `${PRODUCTS_PATH}/${p._id}`, group: 'products' as const, label: p.name, product: p })),
    ...s.categories.map((c) => ({ key: `c${c}`, href: categoryHref(c), group: 'categories' as const, label: c })),
    ...s.brands.map((b) => ({ key: `b${b}`, href: brandHref(b), group: 'brands' as const, label: b })),
  ];
}

/**
 * The nav bar's suggestions for what is typed: asked once SUGGEST_MIN_LETTERS letters are there and the
 * typing has paused SUGGEST_DEBOUNCE_MS, through the page's query client (fetch-suggestions.ts, loaded
 * on the first such pause). The last answer stays shown while the next is on its way; a failed one
 * leaves the list as it was (the box still searches on Enter).
 */
export function useSuggestions(text: string): Choice[] {
  const term = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = term.length >= SUGGEST_MIN_LETTERS && text.trim().length >= SUGGEST_MIN_LETTERS;
  const [shown, setShown] = useState<Suggestions | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    import('./fetch-suggestions')
      .then((m) => m.fetchSuggestions(term))
      .then((s) => {
        if (current) setShown(s);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [term, enabled]);
  return enabled ? choicesOf(shown) : [];
}
