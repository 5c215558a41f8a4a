/** Small helpers the routes share: the client's address, and the checks on raw input (NUL, nesting). */
import type { Context } from 'hono';
import { validation } from '../lib/messages';
import { api } from './messages';
import type { ClientBindings } from './auth';
import { trustProxy } from './config';
import { HttpError } from './errors';

/** application/json, or a +json type, with any parameters: what the API reads as JSON (app.ts's 415 rule). */
export const isJson = (type: string | undefined) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type ?? '');

/**
 * PostgreSQL text cannot hold U+0000: the insert or the LIKE would fail with a 500. Refuse it as bad
 * input instead. A loop, not recursion, so no nesting depth can overflow the stack.
 */
export function refuseNul<T>(data: T): T {
  const stack: [unknown, string][] = [[data, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
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
export function clientAddress(c: Pick<Context, 'env' | 'req'>): string {
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
