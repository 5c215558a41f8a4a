/**
 * Password reset: "Forgot password?" mails a link with a single-use token valid
 * PASSWORD_RESET_MINUTES; only the token's SHA-256 is stored (table password_resets), so that table
 * alone opens no account. The raw link is only in the message itself (the outbox row the sender
 * mails), and the console's Outbox shows it with the token hidden (services/outbox.ts). Setting the
 * new password, or changing it on the account page, uses up the account's links and signs out every
 * session of the account. The same
 * two calls serve shoppers and admins: the account is found by its e-mail.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES, ROLE_ADMIN, ROLE_USER } from '../../lib/constants';
import { RESET_PASSWORD_PATH } from '../../lib/guard';
import type { ForgotInput, ResetInput } from '../../lib/schemas';
import type { Role } from '../auth';
import { FORGOT_CONCURRENCY, FORGOT_QUEUE_MAX, HASH_WAIT_MS, PASSWORD_RESET_KEEP_MS, RATE_LIMIT_SWEEP_CHANCE } from '../config';
import { createGate } from '../gate';
import { getDb } from '../db/client';
import { admins, passwordResets, users } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError } from '../errors';
import { siteLink } from '../mail/links';
import { queueMail } from '../mail/outbox';
import { api } from '../messages';
import { hashPassword, refuseWhenHashingIsFull } from '../passwords';
import { endSessions } from './accounts';
import { spend } from './throttle';

const TOKEN_BYTES = 32;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Thrown to take back the work done for an unknown e-mail (see `forgot`). */
class Rehearsal extends Error {}

/** The account with this e-mail, admins first (as the login tries a legacy pair), with what the mail needs. */
async function accountWith(db: Db, email: string): Promise<{ id: number; role: Role; name: string } | undefined> {
  const rows = await db
    .select({ id: admins._id, name: admins.name, role: sql<string>`${ROLE_ADMIN}::text`.as('role') })
    .from(admins)
    .where(eq(admins.email, email))
    .unionAll(
      db
        .select({ id: users._id, name: users.name, role: sql<string>`${ROLE_USER}::text`.as('role') })
        .from(users)
        .where(eq(users.email, email)),
    );
  const first = rows[0];
  return first && { id: first.id, name: first.name, role: first.role === ROLE_ADMIN ? ROLE_ADMIN : ROLE_USER };
}

/**
 * POST /auth/forgot. Always the same answer, and the same work, whether the e-mail has an account or
 * not: the link's row and its message are written in one transaction either way, and for an unknown
 * e-mail that transaction is rolled back at the end, so the time taken tells nothing either
 * (tests/api/password-reset.test.ts measures it). Limited per client, per client and e-mail, and per
 * e-mail from all clients (config.ts RATE_LIMITS), counted in the database like the login's; the work
 * behind the per-client count runs through its own gate (FORGOT_CONCURRENCY).
 */
export async function forgot(input: ForgotInput, client: string): Promise<{ msg: string }> {
  forgotGate.refuseWhenFull();
  await spend('forgot', client);
  return forgotGate.run(() => forgotInGate(input, client));
}

/**
 * In front of the work, as a login's password check has its hash slots (accounts.ts checkLogin): a
 * flood from many clients waits here or is refused with 503, after one statement each.
 */
const forgotGate = createGate({ concurrency: FORGOT_CONCURRENCY, queueMax: FORGOT_QUEUE_MAX, waitMs: HASH_WAIT_MS });

async function forgotInGate(input: ForgotInput, client: string): Promise<{ msg: string }> {
  await spend('forgotAccount', `${client}:${input.email}`);
  await spend('forgotInbox', input.email);
  const db = await getDb();
  const account = await accountWith(db, input.email);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        tokenHash: hashOf(token),
        userId: account?.role === ROLE_USER ? account.id : null,
        adminId: account?.role === ROLE_ADMIN ? account.id : null,
        expiresAt,
      });
      await queueMail(tx, {
        kind: 'password-reset',
        to: input.email,
        name: account?.name ?? '',
        resetUrl: siteLink(`${RESET_PASSWORD_PATH}?token=${token}`),
        validMinutes: PASSWORD_RESET_MINUTES,
      });
      if (!account) throw new Rehearsal();
    });
  } catch (err) {
    if (!(err instanceof Rehearsal)) throw err;
  }
  // Now and then, drop the links that ended long ago (kept a while to tell "used" and "expired" apart).
  if (Math.random() < RATE_LIMIT_SWEEP_CHANCE)
    await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(Date.now() - PASSWORD_RESET_KEEP_MS)));
  return { msg: api.account.resetSent(PASSWORD_RESET_MINUTES) };
}

/**
 * A link that cannot be used is a 400 with only `msg`: the request is well-formed (a malformed token is
 * refused by the schema, with `errors.token`), the link itself is not, or no longer, good.
 */
const refused = (msg: string) => new HttpError(400, msg);

/**
 * The link's row, if it can still be used: an unknown token (altered, or never sent) is 'not valid',
 * a used one 'already used', an old one 'expired', each a 400 saying so. Expiry is judged by the
 * database's clock, the one that wrote `expires_at`. `lock` holds the row until the transaction ends,
 * so two uses of one link at once cannot both pass.
 */
async function usableLink(conn: Db | Tx, token: string, lock: boolean): Promise<{ role: Role; id: number }> {
  const query = conn
    .select({
      userId: passwordResets.userId,
      adminId: passwordResets.adminId,
      used: sql<boolean>`${passwordResets.usedAt} is not null`,
      expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashOf(token)))
    .limit(1);
  const [link] = lock ? await query.for('update') : await query;
  if (!link || (link.userId === null && link.adminId === null)) throw refused(api.account.resetInvalid);
  if (link.used) throw refused(api.account.resetUsed);
  if (link.expired) throw refused(api.account.resetExpired);
  return link.adminId !== null ? { role: ROLE_ADMIN, id: link.adminId } : { role: ROLE_USER, id: link.userId as number };
}

/**
 * Every reset link of the account still open is used up: by a reset (the link itself and any other
 * sent), and by a password change on the account page (a link sent before it must not undo it).
 */
export async function endResetLinks(tx: Tx, role: Role, id: number): Promise<void> {
  const owner = role === ROLE_ADMIN ? passwordResets.adminId : passwordResets.userId;
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(owner, id), isNull(passwordResets.usedAt)));
}

/** POST /auth/reset/check: whether the reset page should offer the form, or say why not. */
export async function checkLink(token: string, client: string): Promise<{ msg: string }> {
  await spend('reset', client);
  await usableLink(await getDb(), token, false);
  return { msg: api.account.resetValid };
}

/**
 * POST /auth/reset: the new password, the link used up (with every other link of the account), and a
 * new session version, in one transaction: every session of the account is signed out, and the owner
 * signs in again with the new password.
 */
export async function reset(input: ResetInput, client: string): Promise<{ msg: string }> {
  refuseWhenHashingIsFull();
  await spend('reset', client);
  const db = await getDb();
  // A bad link is answered before the password is hashed.
  await usableLink(db, input.token, false);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const account = await usableLink(tx, input.token, true);
    const table = account.role === ROLE_ADMIN ? admins : users;
    await endResetLinks(tx, account.role, account.id);
    await tx.update(table).set({ passwordHash }).where(eq(table._id, account.id));
    await endSessions(tx, account.role, account.id);
  });
  return { msg: api.account.resetDone };
}
