/** Passwords (scrypt, memory-hard), tokens (JWT, HS256) and the middleware that checks them. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { BUSY_RETRY_AFTER_S, HASH_QUEUE_MAX, HASH_WAIT_MS, ROLE_ADMIN, ROLE_USER, SESSION_MS } from '../lib/constants';
import { api } from '../lib/messages';
import { hashConcurrency, jwtSecret } from './config';
import { getDb } from './db/client';
import { admins, users } from './db/schema';
import { HttpError } from './errors';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
// N=2^15, r=8: 32 MiB per hash, ~60 ms here; memory-hard as DESIGN.md asks.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 32;

let hashing = 0;
const waiting: (() => void)[] = [];
const busy = () => new HttpError(503, api.busy, undefined, BUSY_RETRY_AFTER_S);

/**
 * Runs a password hash when one of `hashConcurrency` slots is free. scrypt runs on libuv's thread
 * pool, which static files and the database folder share: a flood of logins must not take all of it.
 * Past a short queue, or a short wait, the answer is 503 (Retry-After) instead of a stalled store.
 */
/** Refuse at once, before any database work, when a hash would not even get a place in the queue. */
export function refuseWhenHashingIsFull(): void {
  if (hashing >= hashConcurrency && waiting.length >= HASH_QUEUE_MAX) throw busy();
}

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < hashConcurrency) hashing++;
  else {
    if (waiting.length >= HASH_QUEUE_MAX) throw busy();
    await new Promise<void>((resolve, reject) => {
      const turn = () => { clearTimeout(timer); resolve(); };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(busy());
      }, HASH_WAIT_MS);
      waiting.push(turn);
    });
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await inHashSlot(() => scrypt(password, salt, KEY_LEN, SCRYPT));
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await inHashSlot(() => scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem,
  }));
  return timingSafeEqual(actual, expected);
}

/** A stand-in hash so that an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(12).toString('hex')));
}

export type Role = typeof ROLE_USER | typeof ROLE_ADMIN;
export interface Principal { userId: number; role: Role }

export async function signToken(p: Principal): Promise<string> {
  return new SignJWT({ userId: p.userId, role: p.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(new Date(Date.now() + SESSION_MS))
    .sign(jwtSecret());
}

async function readToken(raw: string): Promise<Principal | undefined> {
  try {
    const { payload } = await jwtVerify(raw, jwtSecret(), { algorithms: ['HS256'] });
    const { userId, role } = payload as { userId?: unknown; role?: unknown };
    if (typeof userId !== 'number' || !Number.isInteger(userId) || (role !== ROLE_USER && role !== ROLE_ADMIN)) return undefined;
    return { userId, role };
  } catch {
    return undefined;
  }
}

/** The account behind a token must still exist: a deleted user's token is refused. */
async function stillExists(p: Principal): Promise<boolean> {
  const db = await getDb();
  const table = p.role === ROLE_ADMIN ? admins : users;
  const rows = await db.select({ id: table._id }).from(table).where(eq(table._id, p.userId)).limit(1);
  return rows.length === 1;
}

/**
 * What the server hands the app with each request, so it can tell the client's address: Node's
 * socket (@hono/node-server), or the address Astro read (src/pages/api/[...path].ts).
 */
export interface ClientBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  clientAddress?: string;
}
export type AuthEnv = { Bindings: ClientBindings; Variables: { principal?: Principal } };

function tokenOf(header: (name: string) => string | undefined): string | undefined {
  const direct = header('token');
  if (direct) return direct;
  const bearer = header('authorization');
  return bearer?.startsWith('Bearer ') ? bearer.slice(7) : undefined;
}

/** Reads a token when one is sent; `required` refuses the request without one (401). */
function authenticate(required: boolean, role?: Role): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const raw = tokenOf((n) => c.req.header(n));
    if (!raw) {
      if (required) throw new HttpError(401, api.unauthorized);
      return next();
    }
    const principal = await readToken(raw);
    if (!principal || !(await stillExists(principal))) throw new HttpError(401, api.badToken);
    if (role && principal.role !== role) throw new HttpError(403, api.forbidden);
    c.set('principal', principal);
    return next();
  };
}

export const optionalAuth = authenticate(false);
export const requireAuth = authenticate(true);
export const requireUser = authenticate(true, ROLE_USER);
export const requireAdmin = authenticate(true, ROLE_ADMIN);
