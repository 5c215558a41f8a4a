/** Tokens (JWT, HS256) and the middleware that checks them; passwords are in passwords.ts. */
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { REMEMBER_SESSION_MS, ROLE_ADMIN, ROLE_USER, SESSION_MS } from '../lib/constants';
import { api } from './messages';
import { jwtSecret, VERIFIED_TOKENS_KEPT } from './config';
import { prepared } from './db/prepared';
import { admins, users } from './db/schema';
import { HttpError } from './errors';

export type Role = typeof ROLE_USER | typeof ROLE_ADMIN;
export interface Principal {
  userId: number;
  role: Role;
  /** The account's session version when the token was signed (users/admins.session_version). */
  version: number;
  /** "Remember me": the token lasts REMEMBER_SESSION_MS instead of SESSION_MS. */
  remember: boolean;
}

/** How long a token signed now lasts. */
export const sessionMs = (remember: boolean) => (remember ? REMEMBER_SESSION_MS : SESSION_MS);

export async function signToken(p: Principal): Promise<string> {
  return new SignJWT({ userId: p.userId, role: p.role, sv: p.version, ...(p.remember ? { rem: true } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(new Date(Date.now() + sessionMs(p.remember)))
    .sign(jwtSecret());
}

async function verifyToken(raw: string): Promise<{ principal: Principal; expiresMs: number } | undefined> {
  try {
    const { payload } = await jwtVerify(raw, jwtSecret(), { algorithms: ['HS256'] });
    const { userId, role, sv = 0, rem } = payload as { userId?: unknown; role?: unknown; sv?: unknown; rem?: unknown };
    if (typeof userId !== 'number' || !Number.isInteger(userId) || (role !== ROLE_USER && role !== ROLE_ADMIN)) return undefined;
    // Tokens signed before session versions (no `sv`) belong to version 0: the first password change ends them too.
    if (typeof sv !== 'number' || !Number.isInteger(sv)) return undefined;
    return { principal: { userId, role, version: sv, remember: rem === true }, expiresMs: Number(payload.exp) * 1000 };
  } catch {
    return undefined;
  }
}

/**
 * Tokens whose signature this process has already checked, until they expire: WebCrypto's HMAC (jose)
 * was a tenth of the server's time under a signed-in load (bench:api's add to cart, CPU profile), and a
 * signature once good stays good. Only the signature and claims are remembered; whether the account
 * still holds that session is asked of the database on every request (stillValid). Oldest out first.
 */
const verified = new Map<string, { principal: Principal; expiresMs: number }>();

async function readToken(raw: string): Promise<Principal | undefined> {
  const known = verified.get(raw);
  if (known && known.expiresMs > Date.now()) return known.principal;
  verified.delete(raw);
  const checked = await verifyToken(raw);
  if (!checked) return undefined;
  if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
  verified.set(raw, checked);
  return checked.principal;
}

/**
 * The account behind a token must still exist and still be on the token's session version: a deleted
 * account's token, or one signed before a password change or reset, is refused. One statement on the
 * primary key, as before versions: this runs for every signed-in request.
 */
const sessionOf = (table: typeof users | typeof admins, name: string) =>
  prepared((db) =>
    db
      .select({ id: table._id })
      .from(table)
      .where(and(eq(table._id, sql.placeholder('id')), eq(table.sessionVersion, sql.placeholder('version'))))
      .limit(1)
      .prepare(name),
  );
const sessions = { [ROLE_USER]: sessionOf(users, 'auth_user_session'), [ROLE_ADMIN]: sessionOf(admins, 'auth_admin_session') };

async function stillValid(p: Principal): Promise<boolean> {
  const statement = await sessions[p.role]();
  const rows = await statement.execute({ id: p.userId, version: p.version });
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
/** What a route behind requireAuth/requireUser/requireAdmin sees: the caller is always there. */
export type SignedInEnv = { Bindings: ClientBindings; Variables: { principal: Principal } };

function tokenOf(header: (name: string) => string | undefined): string | undefined {
  const direct = header('token');
  if (direct) return direct;
  const bearer = header('authorization');
  return bearer?.startsWith('Bearer ') ? bearer.slice(7) : undefined;
}

/** The caller when a token is sent (undefined without one); a token that is not valid is a 401. */
async function callerOf(header: (name: string) => string | undefined): Promise<Principal | undefined> {
  const raw = tokenOf(header);
  if (!raw) return undefined;
  const principal = await readToken(raw);
  if (!principal || !(await stillValid(principal))) throw new HttpError(401, api.badToken);
  return principal;
}

/** A token when one is sent: `c.var.principal` may be undefined. */
export const optionalAuth: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const principal = await callerOf((n) => c.req.header(n));
  if (principal) c.set('principal', principal);
  return next();
};

/**
 * A token required (401 without one), of `role` when given (403 otherwise). The routes behind it see
 * `c.var.principal` as always set (SignedInEnv), so none needs a `!` or a check of its own.
 */
function signedIn(role?: Role): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const principal = await callerOf((n) => c.req.header(n));
    if (!principal) throw new HttpError(401, api.unauthorized);
    if (role && principal.role !== role) throw new HttpError(403, api.forbidden);
    c.set('principal', principal);
    return next();
  };
}

export const requireAuth = signedIn();
export const requireUser = signedIn(ROLE_USER);
export const requireAdmin = signedIn(ROLE_ADMIN);
