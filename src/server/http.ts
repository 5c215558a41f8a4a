/** Small helpers the route files share: parse input with a schema, or answer 400/404. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { api, validation } from '../lib/messages';
import { idParam } from '../lib/schemas';
import { badRequest, HttpError, notFound } from './errors';

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, api.badJson);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, api.badJson);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error);
  return refuseNul(parsed.data);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(parsed.error);
  return refuseNul(parsed.data);
}

/**
 * PostgreSQL text cannot hold U+0000: the insert or the LIKE would fail with a 500. Refuse it as bad
 * input instead. A loop, not recursion, so no nesting depth can overflow the stack.
 */
function refuseNul<T>(data: T): T {
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new HttpError(400, api.badRequest, { [path || '_']: validation.badCharacter });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) stack.push([v, path ? `${path}.${k}` : k]);
    }
  }
  return data;
}

/** An id that cannot exist is an unknown id: 404, like someone else's. */
export function readId(c: Context, name = 'id'): number {
  const parsed = idParam.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export interface Page<T> { data: T[]; total: number; page: number; limit: number }
