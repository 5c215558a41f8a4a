/** How the list's filters offer their options (src/islands/product-list/FilterPanel.tsx) and sizes' order, pure. */
import { FILTER_OPTIONS_SHOWN, SIZE_SCALES } from './constants';

const SCALE_ORDER: readonly string[] = Object.values(SIZE_SCALES).flat();

/** Sizes in their natural order: XS…XXL, UK 6…11, One size, then the rest ('UK 5' before 'UK 12'). */
export function sortSizes(sizes: readonly string[]): string[] {
  const rank = (s: string) => (SCALE_ORDER.includes(s) ? SCALE_ORDER.indexOf(s) : SCALE_ORDER.length);
  return [...sizes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
}

export interface FilterOption {
  value: string;
  count: number;
}

/**
 * A group's options as the panel offers them: none that would show nothing (unless ticked: it must stay
 * removable); the first `shown`, the rest behind '+ N more'. With `byCount` the commonest come first
 * (brands, categories); otherwise the given order stays (sizes, prices). A ticked option is always in view.
 */
export function offeredOptions(
  options: readonly FilterOption[],
  ticked: readonly string[],
  { byCount = false, shown = FILTER_OPTIONS_SHOWN } = {},
): { first: FilterOption[]; more: FilterOption[] } {
  const useful = options.filter((o) => o.count > 0 || ticked.includes(o.value));
  const ordered = byCount ? [...useful].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)) : useful;
  const first = ordered.slice(0, shown);
  const more = ordered.slice(shown);
  const tickedLater = more.filter((o) => ticked.includes(o.value));
  return { first: [...first, ...tickedLater], more: more.filter((o) => !ticked.includes(o.value)) };
}
