/** Shopper accounts: sign-up, login, and the admin's dashboard figures computed in SQL. */
import { desc, eq } from 'drizzle-orm';
import { ROLE_USER, SIGNUP_WALLET } from '../../lib/constants';
import { PROFIT_PER_USER } from '../config';
import { api } from '../messages';
import type { LoginInput, RegisterInput } from '../../lib/schemas';
import { signToken } from '../auth';
import { hashPassword, refuseWhenHashingIsFull } from '../passwords';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { checkLogin, claimEmail } from './accounts';
import { offsetOf } from './paging';
import { spend } from './throttle';
import { figure, parseTotals, readTotals, totalsJson } from './totals';

export const publicUser = {
  _id: users._id,
  name: users.name,
  email: users.email,
  city: users.city,
  role: users.role,
  wallet: users.wallet,
  createdAt: users.createdAt,
};

/** docs/product.md §6: sign-up always makes role 'user' with the starting wallet, whatever the body says. */
export async function register(input: RegisterInput, client: string): Promise<void> {
  refuseWhenHashingIsFull();
  await spend('signup', client);
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const rows = await db.transaction(async (tx) => {
    await claimEmail(tx, input.email);
    return tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, city: input.city, role: ROLE_USER, wallet: SIGNUP_WALLET })
      .onConflictDoNothing({ target: users.email })
      .returning({ _id: users._id });
  });
  if (rows.length === 0) throw new HttpError(409, api.duplicateEmail);
}

export async function login(input: LoginInput, client: string) {
  const db = await getDb();
  const userId = await checkLogin(
    client,
    input,
    async (email) => (await db.select({ _id: users._id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1))[0],
  );
  return { token: await signToken({ userId, role: ROLE_USER }), role: ROLE_USER, msg: api.loggedIn };
}

export async function getUser(id: number) {
  const db = await getDb();
  const [user] = await db.select(publicUser).from(users).where(eq(users._id, id)).limit(1);
  if (!user) throw notFound();
  return user;
}

/**
 * The dashboard's 'Manage Users' rows and totals, one page at a time (docs/product.md §2, §9). A
 * shopper's order count and spending are running totals on the row, and the store's figures come from
 * `running_totals`, so no request sums the orders (at 100,000 orders those sums were ~60 ms a page on
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
    },
    total: userCount,
    page,
    limit,
  };
}

export async function deleteUser(id: number): Promise<void> {
  const db = await getDb();
  const rows = await db.delete(users).where(eq(users._id, id)).returning({ _id: users._id });
  if (rows.length === 0) throw notFound();
}
