/**
 * Structured logs (pino, one JSON line per request) with the request id. Never a body, a password or
 * a token: only method, path, status and time; errors keep their message, not the failed query's
 * parameters (drizzle puts them in its message, and they can hold a password hash).
 */
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';

export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  redact: { paths: ['req.headers.token', 'req.headers.authorization', '*.password', '*.passwordHash'], censor: '[redacted]' },
});

/** What of an unexpected error is safe to write down. */
export function safeError(err: unknown): { name: string; message: string; code?: string } {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err).slice(0, 200) };
  const cause = err.cause instanceof Error ? err.cause : undefined;
  // drizzle's DrizzleQueryError keeps the name 'Error': known by its class (its message holds the parameters).
  const source = (err instanceof DrizzleQueryError || err.name === 'DrizzleQueryError') && cause ? cause : err;
  return { name: source.name, message: source.message.slice(0, 500), code: (source as { code?: string }).code };
}
