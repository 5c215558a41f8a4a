/**
 * How routes are declared (docs/api.md): stock @hono/zod-openapi, `createRoute` + `app.openapi`, each
 * router made by `resource()` with the API's `defaultHook`. The library validates in its own order,
 * which is the API's: the route's `middleware` (auth: 401/403), then query, path ids (404), headers and
 * last the JSON body. The hook gives every refusal the API's envelope: 400 `{msg, errors}` for bad input,
 * 404 for an id that cannot exist, 400 for a NUL character, `{msg}` for a body that is not a JSON object
 * or is nested too deeply (judged on the text by `readJsonBody`, before anything parses it).
 */
import { type Hook, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, Env, Input, MiddlewareHandler } from 'hono';
import { MAX_JSON_DEPTH } from './config';
import { idText } from '../lib/schemas';
import type { AuthEnv } from './auth';
import { errorSchema } from './contract';
import { securitySchemes } from './document';
import { badRequest, HttpError } from './errors';
import { isJson, jsonDepth, refuseNul } from './http';
import { api } from './messages';

/** Why a request's body cannot be read, found before any route ran (see `readJsonBody`). */
const bodyRefusals = new WeakMap<Request, string>();

/**
 * App middleware, after the 415 rule and the body limit: the routes' JSON validator (the library's)
 * reads every JSON media type the 415 rule lets through as application/json. A body nested deeper than
 * MAX_JSON_DEPTH is judged on its text and never parsed (a million brackets would cost the one main
 * thread); its refusal, like that of a missing body, is answered by the hook at the body's turn, so a
 * bad token or id is still answered first.
 */
export const readJsonBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type');
  if (!isJson(type)) {
    // Not JSON means no body (app.ts answers 415 otherwise): a route that needs one says badJson.
    if (type !== undefined) c.req.raw.headers.delete('content-type');
    bodyRefusals.set(c.req.raw, api.badJson);
  } else {
    c.req.raw.headers.set('content-type', 'application/json');
    if (jsonDepth(await c.req.text()) > MAX_JSON_DEPTH) {
      bodyRefusals.set(c.req.raw, api.tooDeep);
      // What the validator parses instead; the hook answers tooDeep before looking at it.
      // (Hono keeps each body reading as a promise, though its type says the value.)
      (c.req.bodyCache as Record<string, Promise<string>>).text = Promise.resolve('{}');
    }
  }
  return next();
};

const isObject = (x: unknown) => x !== null && typeof x === 'object' && !Array.isArray(x);

type Judged = { target: string; success: boolean; data?: unknown; error?: z.ZodError };
function judge(result: Judged, c: Context): undefined {
  if (result.target === 'json') {
    const refusal = bodyRefusals.get(c.req.raw);
    if (refusal) throw new HttpError(400, refusal);
    if (!result.success && !isObject(result.data)) throw new HttpError(400, api.badJson);
  }
  if (!result.success) {
    // An id that cannot exist is an unknown id: 404, like someone else's.
    if (result.target === 'param') throw new HttpError(404, api.notFound);
    throw badRequest(result.error as z.ZodError);
  }
  refuseNul(result.data);
  return undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its schemas.
export const defaultHook: Hook<any, AuthEnv, any, any> = (result, c) => judge(result, c);

/**
 * A route's own hook, for a required header: its absence (or a bad value) is a 400 naming the header,
 * with `message` as both the reply's msg and the field's. Generic, so the route's own types stand.
 */
export const headerHook =
  (header: string, message: string) =>
  <I extends Input, E extends Env, P extends string, R>(...[result, c]: Parameters<Hook<I, E, P, R>>): undefined => {
    if (!result.success && result.target === 'header') throw new HttpError(400, message, { [header]: message });
    return judge(result, c as Context);
  };

/** A router for one resource: add routes with `.openapi(createRoute({…}), handler)`. */
export const resource = () => new OpenAPIHono<AuthEnv>({ defaultHook });

/** Who may call, for `createRoute`'s `security`: anyone, with a token, or with one optionally. */
const tokenSchemes = Object.keys(securitySchemes).map((name) => ({ [name]: [] }));
export const anyone: Record<string, string[]>[] = [];
export const signedIn: Record<string, string[]>[] = tokenSchemes;
export const tokenOptional: Record<string, string[]>[] = [{}, ...tokenSchemes];

/** The answers every route shares, by status; `errors(400, 401)` adds them to a route's `responses`. */
const sharedErrors = {
  400: 'Bad input: `errors` per field; or a body that is not a JSON object, is nested too deeply or holds a NUL character',
  401: 'No token, or one that is not valid',
  403: 'The wrong role',
  404: 'Unknown, or someone else’s',
  409: 'Conflicts with what is stored',
  413: 'A body over 1 MB',
  415: 'A body not sent as application/json',
  429: 'Too many requests from this client; Retry-After',
  503: 'Too busy just now; Retry-After',
} as const;
type SharedStatus = keyof typeof sharedErrors;
const failure = (description: string) => ({ content: { 'application/json': { schema: errorSchema } }, description });
export const errors = <S extends SharedStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, failure(sharedErrors[s])])) as { [K in S]: ReturnType<typeof failure> };
/** A route with a JSON body may also answer these, before its handler runs. */
export const bodyErrors = [400, 413, 415] as const;

/** A query read as the API always has: a repeated parameter counts once, by its first value. */
const firstValues = (query: unknown) => Object.fromEntries(Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
// Typed as the object it wraps: the library takes a query as an object schema, and clients send its input.
export const firstOfEach = <T extends z.ZodObject>(schema: T) => z.preprocess(firstValues, schema) as unknown as T;

/**
 * `{id}` in a path: a whole number from 1; anything else answers 404 (see `judge`). Built here from a
 * fresh string schema: zod 4 gives a schema its methods when it is made, so one made before this
 * library loaded (as src/lib's are, in some import orders) has no `.openapi`.
 */
const pathId = (name: string) =>
  z
    .string()
    .openapi({ param: { name, in: 'path' }, type: 'integer', minimum: 1, maximum: 2_147_483_647 })
    .pipe(idText);
export const idPath = z.object({ id: pathId('id') });
export const prodIdPath = z.object({ prodId: pathId('prodId') });
/** `{id}/…/{pictureId}`: a product and one of its pictures. */
export const pictureIdPath = z.object({ id: pathId('id'), pictureId: pathId('pictureId') });

/** A required JSON body validated by `schema`. */
export const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } }) as const;
