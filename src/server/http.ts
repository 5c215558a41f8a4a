/** Small helpers the route files share: parse input with a schema, or answer 400/404. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { api } from '../lib/messages';
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
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(parsed.error);
  return parsed.data;
}

/** An id that cannot exist is an unknown id: 404, like someone else's. */
export function readId(c: Context, name = 'id'): number {
  const parsed = idParam.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export interface Page<T> { data: T[]; total: number; page: number; limit: number }
