import { MAX_RESULT_WINDOW } from '../../lib/constants';
import { deepestPage } from '../../lib/paging';
import { HttpError } from '../errors';
import { api } from '../messages';

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * The offset of a page of a public list, refusing one past the first MAX_RESULT_WINDOW results (400
 * keyed `page`): the database reads every row before an offset, so a deep page is what one anonymous
 * client could loop to stall the store.
 */
export function boundedOffset(page: number, limit: number): number {
  const errors = pageErrors(page, limit);
  if (errors.page) throw new HttpError(400, errors.page, errors);
  return offsetOf(page, limit);
}

/** `{page}` when the page is past the ones served, else nothing: for a check that names every bad parameter at once. */
export const pageErrors = (page: number, limit: number): Record<string, string> =>
  page <= deepestPage(limit) ? {} : { page: api.tooDeepPage(MAX_RESULT_WINDOW) };
