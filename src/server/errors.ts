/** Errors as values at the edge: every failure becomes `{msg}` (and `errors` per field) with its status. */
import type { ZodError } from 'zod';
import { fieldErrors } from '../lib/fieldErrors';
import { api } from './messages';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly errors?: Record<string, string>,
    /** Seconds, sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (error: ZodError) => new HttpError(400, api.badRequest, fieldErrors(error));
export const notFound = (msg: string = api.notFound) => new HttpError(404, msg);

export { fieldErrors };
