import { FIRST_PAGE, MAX_RESULT_WINDOW } from './constants';

/** The deepest page of a catalogue list of `limit` rows a page: its last row is at most the MAX_RESULT_WINDOW-th. */
export const deepestPage = (limit: number) => Math.max(FIRST_PAGE, Math.floor(MAX_RESULT_WINDOW / Math.max(1, limit)));
