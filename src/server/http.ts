/** Small helpers the route files share: parse input with a schema, or answer 400/404. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { MAX_JSON_DEPTH } from '../lib/constants';
import { api, validation } from '../lib/messages';
import type { AuthEnv, ClientBindings } from './auth';
import { trustProxy } from './config';
import { idParam } from '../lib/schemas';
import { badRequest, HttpError, notFound } from './errors';

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  // Refused before parsing: a body of a million nested brackets would cost the parser (and every
  // walk over the result) a long stretch of the one main thread.
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new HttpError(400, api.tooDeep);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
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

/** How deep the arrays and objects of a JSON text nest (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > deepest) deepest = depth;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

/**
 * The client's address, for the per-client limits: the socket's, or with TRUST_PROXY=N the address
 * the N-th proxy from us wrote into X-Forwarded-For (the entries before it are whatever the client
 * sent, so they are never trusted).
 */
export function clientAddress(c: Context<AuthEnv>): string {
  const env = c.env as ClientBindings | undefined;
  const socket = env?.incoming?.socket?.remoteAddress ?? env?.clientAddress ?? 'unknown';
  return pickAddress(c.req.header('x-forwarded-for'), socket, trustProxy);
}

export function pickAddress(forwardedFor: string | undefined, socket: string, proxies: number): string {
  if (proxies > 0) {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const hop = hops[hops.length - proxies];
    if (hop) return hop.slice(0, 64);
  }
  return socket;
}

/** An id that cannot exist is an unknown id: 404, like someone else's. */
export function readId(c: Context, name = 'id'): number {
  const parsed = idParam.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}
