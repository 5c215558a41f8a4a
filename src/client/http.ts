/**
 * The browser's HTTP layer under the typed client (src/client/api.ts, docs/architecture.md): the
 * `token` header, a timeout, and every failure turned into an ApiError {status, msg, errors}.
 */
import type { ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { HTTP_TIMEOUT_MS } from '../lib/constants';
import { common } from '../lib/messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly errors?: Record<string, string>,
  ) {
    super(msg);
  }
}

let tokenOf: () => string | undefined = () => undefined;
let onUnauthorized: () => void = () => {};

/** The auth store plugs in here, so this module needs no store (docs/architecture.md import rules). */
export function configureAuth(hooks: { token: () => string | undefined; unauthorized: () => void }): void {
  tokenOf = hooks.token;
  onUnauthorized = hooks.unauthorized;
}

export const baseURL: string = import.meta.env.PUBLIC_API_URL || '/api';

/** `fetch` with the session's token and a time limit (0: none); a request that gets no answer is an ApiError. */
async function send(input: RequestInfo | URL, init: RequestInit | undefined, timeoutMs: number): Promise<Response> {
  const headers = new Headers(init?.headers);
  const token = tokenOf();
  if (token) headers.set('token', token);
  try {
    return await fetch(input, { ...init, headers, ...(timeoutMs > 0 && { signal: AbortSignal.timeout(timeoutMs) }) });
  } catch (err) {
    throw new ApiError(0, err instanceof DOMException && err.name === 'TimeoutError' ? common.timeout : common.networkError);
  }
}

/** The typed client's fetch: every JSON call. */
export const apiFetch = (input: RequestInfo | URL, init?: RequestInit) => send(input, init, HTTP_TIMEOUT_MS);
/** A file the API answers (the orders' CSV): a large export takes longer than a JSON call, so no time limit. */
export const fileFetch = (input: RequestInfo | URL, init?: RequestInit) => send(input, init, 0);

/** A refusal as the API words it ({msg, errors}); a 401 with a session ends that session. */
async function refusal(res: { status: number; json(): Promise<unknown> }): Promise<ApiError> {
  const data = (await res.json().catch(() => undefined)) as { msg?: unknown; errors?: Record<string, string> } | undefined;
  if (res.status === 401 && tokenOf()) onUnauthorized();
  if (typeof data?.msg === 'string') return new ApiError(res.status, data.msg, data.errors);
  if (res.status >= 500) return new ApiError(res.status, common.serverError);
  return new ApiError(res.status, common.networkError);
}

/** What a typed call answers when it succeeds (the contract's 2xx body). */
export type Success<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** The body of a successful answer, typed by the route's contract; anything else is thrown as ApiError. */
export async function ok<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Success<R>> {
  const res = await call;
  if (!res.ok) throw await refusal(res);
  try {
    return (await res.json()) as Success<R>;
  } catch {
    throw new ApiError(res.status, common.networkError);
  }
}

/** A file's bytes as a Blob, failures as ApiError like any call. */
export async function blob(call: Promise<ClientResponse<unknown, number, string>>): Promise<Blob> {
  const res = await call;
  if (!res.ok) throw await refusal(res);
  return res.blob();
}
