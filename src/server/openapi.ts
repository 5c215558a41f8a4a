/**
 * How routes are declared (docs/api.md): one `createRoute` contract each, validated from that
 * declaration. The hook keeps the API's error shape: 400 `{msg, errors}` for bad input, 404 for an id
 * that cannot exist, 400 for a NUL character; `jsonBody` refuses what is not a JSON object first.
 */
import { type Hook, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { MAX_JSON_DEPTH } from '../lib/constants';
import { api } from './messages';
import { idText } from '../lib/schemas';
import type { AuthEnv } from './auth';
import { fieldErrors, HttpError } from './errors';
import { jsonDepth, refuseNul } from './http';

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its schemas.
const defaultHook: Hook<any, AuthEnv, any, any> = (result) => {
  if (!result.success) {
    // An id that cannot exist is an unknown id: 404, like someone else's.
    if (result.target === 'param') throw new HttpError(404, api.notFound);
    throw new HttpError(400, api.badRequest, fieldErrors(result.error));
  }
  refuseNul(result.data);
  return undefined;
};

/** A router for one resource: routes are added with `.openapi(createRoute(…), handler)`. */
export const resource = () => new OpenAPIHono<AuthEnv>({ defaultHook });

/**
 * For routes that take a body: it must be a JSON object, nested no deeper than MAX_JSON_DEPTH
 * (checked on the text before parsing: a million brackets would cost the one main thread).
 */
export const jsonBody: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const text = await c.req.text();
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new HttpError(400, api.tooDeep);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, api.badJson);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, api.badJson);
  await next();
};

/**
 * `{id}` in a path: a whole number; anything else answers 404 (see the hook). Built here from a fresh
 * string schema: zod 4 gives a schema its methods when it is made, so one made before this library
 * loaded (as src/lib's are, in some import orders) has no `.openapi`.
 */
const pathId = (name: string) =>
  z
    .string()
    .openapi({ param: { name, in: 'path' }, type: 'integer' })
    .pipe(idText);
export const idPath = z.object({ id: pathId('id') });
export const prodIdPath = z.object({ prodId: pathId('prodId') });

/** A required JSON body validated by `schema`. */
export const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } }) as const;
