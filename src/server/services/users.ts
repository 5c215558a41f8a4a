/** Shopper accounts: sign-up, login, the account page (profile, password, deletion), and the admin's dashboard figures computed in SQL. */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { ROLE_USER, SIGNUP_WALLET } from '../../lib/constants';
import { PROFIT_PER_USER } from '../config';
import { api } from '../messages';
import type { LoginInput, PasswordChangeInput, ProfileInput, RegisterInput } from '../../lib/schemas';
import type { Principal } from '../auth';
import { hashPassword, refuseWhenHashingIsFull } from '../passwords';
import { getDb } from '../db/client';
import { orders, purchases, users } from '../db/schema';
import { forgetRecipient, queueMail } from '../mail/outbox';
import { HttpError, notFound } from '../errors';
import { checkLogin, claimEmail, endSessions, sessionFor } from './accounts';
import { offsetOf } from './paging';
import { endResetLinks } from './password-reset';
import { spend } from './throttle';
import { figure, parseTotals, readTotals, totalsJson } from './totals';

export const publicUser = {
  _id: users._id,
  name: users.name,
  email: users.email,
  city: users.city,
  phone: users.phone,
  role: users.role,
  wallet: users.wallet,
  createdAt: users.createdAt,
};

/**
 * docs/product.md §6: sign-up always makes role 'user' with the starting wallet, whatever the body says.
 * Sign-up signs in: the answer carries a token as a login's does, and the welcome message is
 * queued in the same transaction as the account.
 */
export async function register(input: RegisterInput, client: string) {
  refuseWhenHashingIsFull();
  await spend('signup', client);
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const rows = await db.transaction(async (tx) => {
    await claimEmail(tx, input.email);
    const made = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, city: input.city, role: ROLE_USER, wallet: SIGNUP_WALLET })
      .onConflictDoNothing({ target: users.email })
      .returning({ _id: users._id, sessionVersion: users.sessionVersion });
    if (made.length === 1) await queueMail(tx, { kind: 'welcome', to: input.email });
    return made;
  });
  if (rows.length === 0) throw new HttpError(409, api.duplicateEmail);
  return { token: await sessionFor({ ...rows[0], role: ROLE_USER }, input.remember), role: ROLE_USER, msg: api.registered };
}

export async function login(input: LoginInput, client: string) {
  const db = await getDb();
  const account = await checkLogin(
    client,
    input,
    async (email) =>
      (
        await db
          .select({ _id: users._id, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion })
          .from(users)
          .where(eq(users.email, email))
          .limit(1)
      )[0],
  );
  return { token: await sessionFor({ ...account, role: ROLE_USER }, input.remember), role: ROLE_USER, msg: api.loggedIn };
}

export async function getUser(id: number) {
  const db = await getDb();
  const [user] = await db.select(publicUser).from(users).where(eq(users._id, id)).limit(1);
  if (!user) throw notFound();
  return user;
}

/**
 * The dashboard's 'Manage Users' rows and totals, one page at a time (docs/product.md §2, §9). A
 * shopper's orders (purchases with something kept) and spending (revenue as services/revenue.ts defines
 * it) are running totals on the row, and the store's figures, its revenue too, come from
 * `running_totals` (drizzle/0021), so no request sums the orders (at 100,000 orders those sums were ~60 ms a page on
 * PGlite); the cart count is a running total too. The page's ids are picked first, off the
 * (created_at, id) index, so only the rows shown are read.
 */
export async function listUsers(page: number, limit: number) {
  const db = await getDb();
  const ids = db.select({ id: users._id }).from(users).orderBy(desc(users.createdAt), desc(users._id)).limit(limit).offset(offsetOf(page, limit)).as('page');
  // The store's figures ride along in the same statement (computed once, as an uncorrelated subquery):
  // one round trip instead of two, which is a third of the request's time on the embedded database.
  const data = await db
    .select({ ...publicUser, orders: users.ordersCount, cart: users.cartCount, total: users.ordersTotal, totals: totalsJson })
    .from(ids)
    .innerJoin(users, eq(users._id, ids.id))
    .orderBy(desc(users.createdAt), desc(users._id));
  // A page past the end has no row to carry them.
  const totals = data[0] ? parseTotals(data[0].totals) : await readTotals(db);
  const userCount = figure(totals, 'users');
  const rows = data.map(({ totals: _totals, ...u }) => ({ ...u, profit: PROFIT_PER_USER }));
  return {
    data: rows,
    totals: {
      users: userCount,
      orders: figure(totals, 'shopper_orders'),
      cart: figure(totals, 'cart_lines'),
      total: figure(totals, 'shopper_revenue'),
      profit: userCount * PROFIT_PER_USER,
      revenue: figure(totals, 'revenue'),
    },
    total: userCount,
    page,
    limit,
  };
}

/** The account page's edit: name and phone, either or both. */
export async function updateProfile(id: number, input: ProfileInput) {
  const db = await getDb();
  const set = { ...(input.name !== undefined && { name: input.name }), ...(input.phone !== undefined && { phone: input.phone }) };
  const [user] =
    Object.keys(set).length > 0
      ? await db.update(users).set(set).where(eq(users._id, id)).returning(publicUser)
      : await db.select(publicUser).from(users).where(eq(users._id, id)).limit(1);
  if (!user) throw notFound();
  return user;
}

/**
 * A password change on the account page: the current password proves it is the owner (a wrong one is
 * a 400 on `currentPassword`, counted like a failed login from this client), then the new hash, its reset
 * links used up and a new session version in one transaction, so every other session is signed out and
 * no link sent before opens the account again; this one gets a new token
 * of the same lifetime kind.
 */
export async function changePassword(principal: Principal, input: PasswordChangeInput, client: string): Promise<string> {
  refuseWhenHashingIsFull();
  const db = await getDb();
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users._id, principal.userId)).limit(1);
  if (!row) throw notFound();
  try {
    await checkLogin(client, { email: row.email, password: input.currentPassword }, async () => ({ _id: principal.userId, passwordHash: row.passwordHash }));
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) throw new HttpError(400, api.account.wrongPassword, { currentPassword: api.account.wrongPassword });
    throw err;
  }
  const passwordHash = await hashPassword(input.password);
  const version = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users._id, principal.userId));
    await endResetLinks(tx, ROLE_USER, principal.userId);
    return endSessions(tx, ROLE_USER, principal.userId);
  });
  if (version === undefined) throw notFound();
  return sessionFor({ _id: principal.userId, role: ROLE_USER, sessionVersion: version }, principal.remember);
}

/**
 * Deleting an account, by the shopper or an admin: its orders and purchases stay for the books with the
 * personal details removed (name and e-mail on each order, the name, street, company and phone of each
 * purchase's address copy; city, State, PIN code and country stay, which the books need for tax), and
 * its cart, wishlist, saved addresses, reset links and 'Notify me' requests go with the row (ON DELETE
 * CASCADE), and every e-mail to its address leaves the Outbox (`forgetRecipient`). One transaction:
 * nothing is half-done. Its tokens stop working with the row.
 */
export async function deleteUser(id: number): Promise<void> {
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    await tx.update(orders).set({ userName: api.account.deletedName, userEmail: '' }).where(eq(orders.userId, id));
    await tx
      .update(purchases)
      .set({ address: sql`${purchases.address} || ${JSON.stringify(ANONYMOUS_ADDRESS)}::jsonb` })
      .where(and(eq(purchases.userId, id), isNotNull(purchases.address)));
    const gone = await tx.delete(users).where(eq(users._id, id)).returning({ _id: users._id, email: users.email });
    for (const account of gone) await forgetRecipient(tx, account.email);
    return gone;
  });
  if (rows.length === 0) throw notFound();
}

/** What a deleted account's purchases keep of the address copy's personal fields. */
const ANONYMOUS_ADDRESS = { firstName: '', lastName: '', address: '', company: '', phone: '' };
