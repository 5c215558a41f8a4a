/**
 * Throttling that protects without locking owners out (docs/operating.md "Operating the store"):
 * - a per-client budget of requests for login, sign-up and support messages;
 * - failed logins counted per client address *and* account, so someone else's guesses never refuse
 *   the owner's correct password from their own device.
 * The counters live in the database (table rate_limits): every server process on one PostgreSQL
 * counts against the same limits.
 */
import { eq, lte, sql } from 'drizzle-orm';
import { api } from '../messages';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, RATE_LIMIT_SWEEP_CHANCE, rateLimits as limitsConfig } from '../config';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../errors';

export type LimitName = keyof typeof limitsConfig;

/** Adds one hit to `key` in a window of `windowMs` and returns the hits in the current window. */
async function hit(key: string, windowMs: number, now: number): Promise<{ hits: number; resetAt: Date }> {
  const db = await getDb();
  const at = new Date(now).toISOString();
  const expired = sql`${rateLimits.resetAt} <= ${at}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: new Date(now + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  // Now and then, as a window starts, drop the windows that have ended: the table stays small.
  if (row.hits === 1 && Math.random() < RATE_LIMIT_SWEEP_CHANCE) await db.delete(rateLimits).where(lte(rateLimits.resetAt, new Date(now)));
  return row;
}

const tooMany = (msg: string, resetAt: Date, now: number) => new HttpError(429, msg, undefined, Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000)));

/** Spends one request of `client`'s budget for `limit`; past it, a 429 with Retry-After. */
export async function spend(limit: LimitName, client: string, now = Date.now()): Promise<void> {
  const { max, windowMs } = limitsConfig[limit];
  const { hits, resetAt } = await hit(`${limit}:${client}`, windowMs, now);
  if (hits > max) throw tooMany(api.tooManyRequests, resetAt, now);
}

/**
 * One key per client and account, whichever endpoint is used (POST /auth/login, /users/login,
 * /admins/login): an e-mail names one account, so the three share one count.
 */
const failureKey = (client: string, email: string) => `fail:${client}:${email.toLowerCase()}`;

/**
 * Reserves one login attempt at an account from a client, before its password is checked: one
 * statement counts it and reads the count (`hit`), so parallel attempts, in one process or several,
 * each get their own number and no more than LOGIN_MAX_FAILURES are checked between successes. Past
 * it, a 429 with Retry-After. A wrong password leaves its attempt counted; `clearFailures` (a right
 * one) or `releaseAttempt` (no answer was reached) take it back.
 */
export async function reserveAttempt(client: string, email: string, now = Date.now()): Promise<void> {
  const { hits, resetAt } = await hit(failureKey(client, email), LOGIN_WINDOW_MS, now);
  if (hits > LOGIN_MAX_FAILURES) throw tooMany(api.tooManyAttempts, resetAt, now);
}

/** Gives back an attempt whose password was never judged (the database failed on the way). */
export async function releaseAttempt(client: string, email: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, failureKey(client, email)));
}

export async function clearFailures(client: string, email: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, failureKey(client, email)));
}
