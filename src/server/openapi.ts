/**
 * How routes are declared (docs/api.md): one `createRoute` contract each, validated from that
 * declaration with the API's own error shape: 400 `{msg, errors}` for bad input, 404 for an id that
 * cannot exist, 400 for a NUL character, `{msg}` for a body that is not a JSON object or is nested too
 * deeply. The document gets each declaration as written; `resource()` serves it with these readers.
 */
import { type Hook, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context, Env, Handler, Input } from 'hono';
import { MAX_JSON_DEPTH } from './config';
import { idText } from '../lib/schemas';
import { type AuthEnv, optionalAuth, requireAdmin, requireAuth, requireUser } from './auth';
import { securitySchemes } from './document';
import { badRequest, HttpError } from './errors';
import { jsonDepth, refuseNul } from './http';
import { api } from './messages';

type Outcome = { success: true; data: unknown } | { success: false; error: z.ZodError };

/** A parse's outcome as the API answers it: the data, or the refusal to throw. */
function settle(target: string, result: Outcome): unknown {
  if (!result.success) {
    // An id that cannot exist is an unknown id: 404, like someone else's.
    if (target === 'param') throw new HttpError(404, api.notFound);
    throw badRequest(result.error);
  }
  return refuseNul(result.data);
}

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its schemas.
const defaultHook: Hook<any, AuthEnv, any, any> = (result) => {
  settle(result.target, result);
  return undefined;
};

/**
 * A hook for a route with a required header: its absence (or a bad value) is a 400 naming the header,
 * with `message` as both the reply's msg and the field's. Generic, so the route's own types stand.
 */
export const headerHook =
  (header: string, message: string) =>
  <I extends Input, E extends Env, P extends string, R>(...[result]: Parameters<Hook<I, E, P, R>>): undefined => {
    if (!result.success && result.target === 'header') throw new HttpError(400, message, { [header]: message });
    settle(result.target, result);
    return undefined;
  };

/**
 * The body, read as the API always has: nested no deeper than MAX_JSON_DEPTH (checked on the text
 * before parsing: a million brackets would cost the one main thread), a JSON object, then the schema.
 */
async function readJson(c: Context, schema: z.ZodType): Promise<unknown> {
  const text = await c.req.text();
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new HttpError(400, api.tooDeep);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, api.badJson);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, api.badJson);
  return settle('json', schema.safeParse(raw));
}

/** The handler, once the body has been read and judged by `schema` (as `c.req.valid('json')`). */
const withBody =
  (schema: z.ZodType, handler: Handler): Handler =>
  async (c, next) => {
    c.req.addValidatedData('json', (await readJson(c, schema)) as object);
    return handler(c, next);
  };

/** A repeated query parameter counts once, by its first value (as `c.req.query()` reads it). */
const firstValues = (query: unknown) => Object.fromEntries(Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

/** Who may call, for the document, from the route's own middleware (`security: []` = anyone). */
const signedIn = Object.keys(securitySchemes).map((name) => ({ [name]: [] }));
function security(middleware: unknown): Record<string, string[]>[] {
  const list = [middleware].flat();
  if (list.some((m) => m === requireAuth || m === requireUser || m === requireAdmin)) return signedIn;
  if (list.includes(optionalAuth)) return [{}, ...signedIn];
  return [];
}

/**
 * A router for one resource: routes are added with `.openapi(createRoute(…), handler)`. The
 * declaration goes into the document as written; the request is then checked in the order the API
 * has always used: the route's middleware (auth), the query (a repeated parameter by its first value),
 * the path's ids (404), the headers, and last the body, read by `readJson` rather than by Hono's JSON
 * validator, whose media-type check is narrower than the API's 415 rule (app.ts) and would run before
 * the ids.
 */
export function resource() {
  const router = new OpenAPIHono<AuthEnv>({ defaultHook });
  const serve = router.openapi;
  router.openapi = ((route: RouteConfig, handler: Handler, hook?: typeof defaultHook) => {
    const { middleware, hide: _hide, ...contract } = route;
    router.openAPIRegistry.registerPath({ ...contract, security: security(middleware) });
    const { body, query, ...request } = route.request ?? {};
    const media = body?.content['application/json'];
    const schema = media && 'schema' in media && media.schema instanceof z.ZodType ? media.schema : undefined;
    const served: RouteConfig = { ...route, hide: true, request: { ...request, ...(query && { query: z.preprocess(firstValues, query) }) } };
    return serve(served, schema ? withBody(schema, handler) : handler, hook);
  }) as typeof serve;
  return router;
}

/**
 * `{id}` in a path: a whole number; anything else answers 404 (see `settle`). Built here from a fresh
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
