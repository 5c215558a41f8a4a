import { deepestPage, resultWindow } from '../../lib/paging';
import { HttpError } from '../errors';
import { api } from '../messages';

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * The offset of a page of a public list, refusing one past the first MAX_RESULT_WINDOW results (MAX_SEARCH_RESULT_WINDOW when searched) (400
 * keyed `page`): the database reads every row before an offset, so a deep page is what one anonymous
 * client could loop to stall the store.
 */
export function boundedOffset(page: number, limit: number, searched: boolean): number {
  const errors = pageErrors(page, limit, searched);
  if (errors.page) throw new HttpError(400, errors.page, errors);
  return offsetOf(page, limit);
}

/** `{page}` when the page is past the ones served, else nothing: for a check that names every bad parameter at once. */
export const pageErrors = (page: number, limit: number, searched: boolean): Record<string, string> =>
  page <= deepestPage(limit, searched) ? {} : { page: api.tooDeepPage(resultWindow(searched)) };
