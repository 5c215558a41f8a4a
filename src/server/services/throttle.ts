/**
 * Login throttling: failed attempts per e-mail in a sliding window (DESIGN.md: 429 on too many).
 * Kept in memory: each server process throttles on its own, which bounds guessing per process.
 */
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../lib/constants';

const failures = new Map<string, { count: number; resetAt: number }>();

export function isThrottled(key: string, now = Date.now()): boolean {
  const entry = failures.get(key);
  if (!entry) return false;
  if (entry.resetAt <= now) {
    failures.delete(key);
    return false;
  }
  return entry.count >= LOGIN_MAX_FAILURES;
}

export function recordFailure(key: string, now = Date.now()): void {
  const entry = failures.get(key);
  if (!entry || entry.resetAt <= now) failures.set(key, { count: 1, resetAt: now + LOGIN_WINDOW_MS });
  else entry.count += 1;
  // Bound the map: drop expired entries once it grows.
  if (failures.size > 10_000) for (const [k, e] of failures) if (e.resetAt <= now) failures.delete(k);
}

export function clearFailures(key: string): void {
  failures.delete(key);
}
