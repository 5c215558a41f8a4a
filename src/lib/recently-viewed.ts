/**
 * 'Recently viewed' on the product page: kept in the shopper's browser only (localStorage), so the
 * server holds no state for it and a cached product page stays the same for everyone.
 */
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX } from './constants';

/** What a card needs, stored as it was when the product was viewed. */
export interface ViewedProduct {
  _id: number;
  name: string;
  brand: string;
  price: number;
  image: string;
}

const isViewed = (v: unknown): v is ViewedProduct => {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return Number.isInteger(p._id) && typeof p.name === 'string' && typeof p.brand === 'string' && typeof p.price === 'number' && typeof p.image === 'string';
};

/** The stored list, newest first; anything unreadable (an older format, a hand edit) counts as nothing. */
export function parseViewed(text: string | null): ViewedProduct[] {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter(isViewed).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The list with `item` first, once, cut to `max`. */
export const withViewed = (list: readonly ViewedProduct[], item: ViewedProduct, max = RECENTLY_VIEWED_MAX): ViewedProduct[] =>
  [item, ...list.filter((p) => p._id !== item._id)].slice(0, max);

/** The products viewed before this one (the one on screen left out). */
export const viewedBefore = (list: readonly ViewedProduct[], currentId: number) => list.filter((p) => p._id !== currentId);

/** Reads the browser's list; a browser that refuses storage (private mode, quota) has none. */
export function readViewed(): ViewedProduct[] {
  try {
    return parseViewed(localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

/** Puts a viewed product first; a browser that refuses storage simply remembers nothing. */
export function rememberViewed(item: ViewedProduct): void {
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(readViewed(), item)));
  } catch {
    // Storage full or disabled: 'Recently viewed' is a convenience, never an error to the shopper.
  }
}

/** The shopper's 'Clear': the browser forgets every viewed product. */
export function forgetViewed(): void {
  try {
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // Storage refused: nothing was kept to forget.
  }
}
