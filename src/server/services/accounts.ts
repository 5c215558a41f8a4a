/**
 * What shoppers and admins share: one e-mail names one account of either kind, and one sign-in finds
 * it by e-mail and answers with its role (README "Demo accounts"). Nothing reads meaning into the text
 * of an address.
 */
import { eq, sql } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_USER } from '../../lib/constants';
import type { LoginInput } from '../../lib/schemas';
import { api } from '../messages';
import { type Role, signToken } from '../auth';
import { getDb } from '../db/client';
import { admins, users } from '../db/schema';
import type { Tx } from '../db/types';
import { HttpError } from '../errors';
import { dummyPasswordHash, inHashSlot, refuseWhenHashingIsFull, verifyInSlot } from '../passwords';
import { clearFailures, releaseAttempt, reserveAttempt, spend } from './throttle';

/**
 * Inside the transaction that is about to store `email` on an account: waits for any other transaction
 * doing the same for that address (a transaction-level advisory lock, released at commit, so every
 * process on one PostgreSQL agrees), then refuses with 409 when a shopper or an admin already has it.
 * The tables' own unique indexes still catch a duplicate within one kind.
 */
export async function claimEmail(tx: Tx, email: string): Promise<void> {
  const address = email.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account-email:${address}`}, 0))`);
  const taken = await tx.execute(
    // E-mails are stored lower-cased (the schemas' `email`), so each table's unique index answers.
    sql`select exists(select 1 from ${users} where ${users.email} = ${address}) or exists(select 1 from ${admins} where ${admins.email} = ${address}) as taken`,
  );
  if ((taken as unknown as { rows: { taken: boolean }[] }).rows[0]?.taken) throw new HttpError(409, api.duplicateEmail);
}

/**
 * Shared by every login (POST /auth/login, /users/login, /admins/login): a per-client budget of
 * attempts; then a password-hash slot, waited for before any other database work, so a flood that
 * ends in 503s costs the database one statement a request (on PGlite the database runs on the thread
 * that serves the pages); then one attempt reserved at the account before its password is checked (so
 * parallel guesses cannot slip past the count), failures counted per client and account (another
 * client's guesses never refuse the owner), the same cost for unknown e-mails.
 */
export async function checkLogin<A extends { _id: number; passwordHash: string }>(
  client: string,
  input: LoginInput,
  find: (email: string) => Promise<A | undefined>,
): Promise<A> {
  refuseWhenHashingIsFull();
  await spend('login', client);
  const dummy = await dummyPasswordHash();
  return inHashSlot(async () => {
    await reserveAttempt(client, input.email);
    let ok: boolean;
    let row: A | undefined;
    try {
      row = await find(input.email);
      ok = await verifyInSlot(input.password, row?.passwordHash ?? dummy);
    } catch (err) {
      // No answer on the password (a lost connection): the attempt is given back.
      await releaseAttempt(client, input.email);
      throw err;
    }
    if (!row || !ok) throw new HttpError(401, api.wrongCredentials);
    await clearFailures(client, input.email);
    return row;
  });
}

type Found = { _id: number; passwordHash: string; sessionVersion: number; role: typeof ROLE_USER | typeof ROLE_ADMIN };

/**
 * The account with this e-mail, shopper or admin. Accounts from before e-mails were unique across
 * both kinds may share one: then each is tried in turn (admins first), see `login`.
 */
async function accountsWith(email: string): Promise<Found[]> {
  const db = await getDb();
  // One statement for both kinds, admins first.
  const rows = await db
    .select({ _id: admins._id, passwordHash: admins.passwordHash, sessionVersion: admins.sessionVersion, role: sql<string>`${ROLE_ADMIN}::text`.as('role') })
    .from(admins)
    .where(eq(admins.email, email))
    .unionAll(
      db
        .select({ _id: users._id, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion, role: sql<string>`${ROLE_USER}::text`.as('role') })
        .from(users)
        .where(eq(users.email, email)),
    );
  return rows.map((r): Found => ({ ...r, role: r.role === ROLE_ADMIN ? ROLE_ADMIN : ROLE_USER }));
}

/** POST /auth/login: one sign-in for everyone, with the same throttle and costs as the seed's two. */
export async function login(input: LoginInput, client: string) {
  const found = await accountsWith(input.email);
  // An unknown e-mail costs one password check like a known one, and is refused with the same 401.
  if (found.length === 0) await checkLogin(client, input, async () => undefined);
  // A legacy pair sharing an address: the one whose password this is (the throttle counts each try).
  for (const [i, account] of found.entries()) {
    try {
      await checkLogin(client, input, async () => account);
      return { token: await sessionFor(account, input.remember), role: account.role, msg: api.loggedIn };
    } catch (err) {
      if (i === found.length - 1 || !(err instanceof HttpError) || err.status !== 401) throw err;
    }
  }
  throw new HttpError(401, api.wrongCredentials);
}

/** A token for an account that has just proved who it is (sign-in, sign-up, a password change). */
export function sessionFor(account: { _id: number; role: Role; sessionVersion: number }, remember = false): Promise<string> {
  return signToken({ userId: account._id, role: account.role, version: account.sessionVersion, remember });
}

/**
 * Signs out every session of an account (a password change or reset), inside the transaction that
 * changes the password: each token carries the version it was signed with (src/server/auth.ts), and
 * the next request with an older one is a 401. Answers the new version, for the one token the caller
 * may hand back (the session that changed its own password).
 */
export async function endSessions(tx: Tx, role: Role, id: number): Promise<number | undefined> {
  const table = role === ROLE_ADMIN ? admins : users;
  const [row] = await tx
    .update(table)
    .set({ sessionVersion: sql`${table.sessionVersion} + 1` })
    .where(eq(table._id, id))
    .returning({ version: table.sessionVersion });
  return row?.version;
}
