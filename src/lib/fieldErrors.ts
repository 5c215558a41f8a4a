import type { ZodError } from 'zod';

/** The first message per field of a failed zod parse, keyed like the API's `errors` (path joined by dots). */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}
