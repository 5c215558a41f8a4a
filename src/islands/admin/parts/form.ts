/** Zod results as per-field texts, keyed like the API's `errors` (path joined by dots). */
import { validation } from '../../../lib/messages';

export type FieldErrors = Record<string, string>;

export { fieldErrors } from '../../../lib/fieldErrors';

/** A blank field says 'required' rather than what a coerced '' fails with ('Enter an amount above 0'). */
export function blanks(values: Record<string, unknown>, fields: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const f of fields) if (typeof values[f] === 'string' && !(values[f] as string).trim()) out[f] = validation.required;
  return out;
}
