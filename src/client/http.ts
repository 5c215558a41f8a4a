/**
 * The one HTTP client of the browser (docs/architecture.md): base URL, the `token` header, a
 * timeout, and every failure turned into an ApiError {status, msg, errors}.
 */
import { FetchError, ofetch } from 'ofetch';
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

const client = ofetch.create({
  baseURL,
  timeout: HTTP_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    const token = tokenOf();
    if (token) {
      const headers = new Headers(options.headers);
      headers.set('token', token);
      options.headers = headers;
    }
  },
});

function toApiError(err: unknown): ApiError {
  if (err instanceof FetchError) {
    const status = err.response?.status ?? 0;
    const data = err.data as { msg?: unknown; errors?: Record<string, string> } | undefined;
    if (status === 401 && tokenOf()) onUnauthorized();
    if (typeof data?.msg === 'string') return new ApiError(status, data.msg, data.errors);
    if (status >= 500) return new ApiError(status, common.serverError);
    if (err.name === 'TimeoutError' || /timeout|aborted/i.test(err.message)) return new ApiError(0, common.timeout);
    return new ApiError(status, common.networkError);
  }
  return new ApiError(0, common.networkError);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function request<T>(
  method: Method,
  path: string,
  opts: { body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<T> {
  try {
    return await client<T>(path, { method, body: opts.body as BodyInit | Record<string, unknown> | undefined, query: opts.query, headers: opts.headers });
  } catch (err) {
    throw toApiError(err);
  }
}

/** A file the API answers (the orders' CSV): the bytes as a Blob, failures as ApiError like any call. */
export async function download(path: string, query: Record<string, unknown> = {}): Promise<Blob> {
  try {
    // A large export takes longer than a JSON call: no timeout here, the stream's own pace decides.
    return await client(path, { method: 'GET', query, responseType: 'blob', timeout: 0 });
  } catch (err) {
    throw toApiError(err);
  }
}
