/**
 * Passwords: scrypt (memory-hard), at most `hashConcurrency` hashes at a time. Kept apart from the
 * tokens and the database so the seed and scripts can hash without importing the request layer.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HASH_QUEUE_MAX, HASH_WAIT_MS, hashConcurrency, scryptN } from './config';
import { createGate } from './gate';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
// scrypt's cost (config.ts: production's everywhere but the vitest runner).
const SCRYPT = { N: scryptN(), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 32;

/**
 * The password hash slots: `hashConcurrency` at a time. scrypt runs on libuv's thread pool, which static
 * files and the database folder share: a flood of logins must not take all of it. Past a short queue, or
 * a short wait, the answer is 503 (Retry-After) instead of a stalled store (./gate.ts).
 */
const slots = createGate({ concurrency: hashConcurrency, queueMax: HASH_QUEUE_MAX, waitMs: HASH_WAIT_MS });

/** Refuse at once, before any database work, when a hash would not even get a place in the queue. */
export const refuseWhenHashingIsFull = (): void => slots.refuseWhenFull();

/** Runs `work` (a password hash) when one of the slots is free. */
export const inHashSlot = <T>(work: () => Promise<T>): Promise<T> => slots.run(work);

async function hashWith(password: string, run: (work: () => Promise<Buffer>) => Promise<Buffer>): Promise<string> {
  const salt = randomBytes(16);
  const key = await run(() => scrypt(password, salt, KEY_LEN, SCRYPT));
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function hashPassword(password: string): Promise<string> {
  return hashWith(password, inHashSlot);
}

/**
 * A hash outside the requests' slots, for start-up work that serves nobody yet (the demo seed): it
 * never waits in their queue, so it is never refused after HASH_WAIT_MS. That wait sheds a flood of
 * requests; at a first start on a loaded machine the seed's second hash waited longer than it for the
 * first (one slot on two cores), the start failed, and with WORKERS=2 every worker was restarted into
 * the same wait until the primary gave up.
 */
export function hashPasswordAtStart(password: string): Promise<string> {
  return hashWith(password, (work) => work());
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return inHashSlot(() => verifyInSlot(password, stored));
}

/** `verifyPassword` for a caller that already holds a slot (`inHashSlot`), as the logins do. */
export async function verifyInSlot(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A stand-in hash so that an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(12).toString('hex')));
}
