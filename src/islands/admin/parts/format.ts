/** Display helpers of the console: dates, and the text of a failed call. */
import { ApiError } from '../../../client/http';
import { STORE_TIME_ZONE } from '../../../lib/constants';
import { common } from '../../../lib/messages';

/** In the store's time (IST) whatever the admin's computer is set to, as the CSV and Analyse count days. */
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const errorText = (err: unknown) => (err instanceof ApiError ? err.msg : common.serverError);

export const errorsOf = (err: unknown): Record<string, string> => (err instanceof ApiError && err.status === 400 && err.errors ? err.errors : {});
