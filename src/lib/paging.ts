import { FIRST_PAGE, MAX_RESULT_WINDOW, MAX_SEARCH_RESULT_WINDOW } from './constants';

/** How many results a catalogue list may page through: fewer when it is searched (constants.ts). */
export const resultWindow = (searched: boolean) => (searched ? MAX_SEARCH_RESULT_WINDOW : MAX_RESULT_WINDOW);

/** The deepest page of a catalogue list of `limit` rows a page: its last row is within the result window. */
export const deepestPage = (limit: number, searched = false) => Math.max(FIRST_PAGE, Math.floor(resultWindow(searched) / Math.max(1, limit)));

/** How many pages `total` rows make at `limit` a page (at least the first, even when empty). */
export const pageCount = (total: number, limit: number) => Math.max(FIRST_PAGE, Math.ceil(total / Math.max(1, limit)));

/** A list is searched when its search has a word in it (a blank one lists the catalogue). */
export const isSearched = (search: string | undefined) => Boolean(search?.trim());
