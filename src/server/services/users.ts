/** Shopper accounts: sign-up, login, and the admin's dashboard figures computed in SQL. */
import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { PROFIT_PER_USER, ROLE_USER, SIGNUP_WALLET } from '../../lib/constants';
import { api } from '../messages';
import type { LoginInput, RegisterInput } from '../../lib/schemas';
import { signToken } from '../auth';
import { dummyPasswordHash, hashPassword, refuseWhenHashingIsFull, verifyPassword } from '../passwords';
import { getDb } from '../db/client';
import { cartItems, orders, users } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { offsetOf } from './paging';
import { checkFailures, clearFailures, recordFailure, spend } from './throttle';

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
  const rows = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, city: input.city, role: ROLE_USER, wallet: SIGNUP_WALLET })
    .onConflictDoNothing({ target: users.email })
    .returning({ _id: users._id });
  if (rows.length === 0) throw new HttpError(409, api.duplicateEmail);
}

/**
 * Shared by the users' and admins' login: a per-client budget of attempts, failures counted per
 * client and account (another client's guesses never refuse the owner), same cost for unknown e-mails.
 */
export async function checkLogin(
  scope: string,
  client: string,
  input: LoginInput,
  find: (email: string) => Promise<{ _id: number; passwordHash: string } | undefined>,
): Promise<number> {
  refuseWhenHashingIsFull();
  await spend('login', client);
  await checkFailures(scope, client, input.email);
  const row = await find(input.email);
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !ok) {
    await recordFailure(scope, client, input.email);
    throw new HttpError(401, api.wrongCredentials);
  }
  await clearFailures(scope, client, input.email);
  return row._id;
}

export async function login(input: LoginInput, client: string) {
  const db = await getDb();
  const userId = await checkLogin(
    'user',
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

// Drizzle writes columns unqualified in a one-table select list, so a bare ${users._id} inside these
// subqueries would read as the subquery's own "id" (orders.id, cart_items.id): name the outer column in full.
const outerUserId = sql`${users}.${sql.identifier(users._id.name)}`;
const orderCount = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${outerUserId})`;
// bigint: a shopper's spending can pass 2^31 rupees, and an int cast would then fail the whole page.
const orderTotal =
  sql<number>`(select coalesce(sum(${orders.price}::bigint * ${orders.quantity}), 0) from ${orders} where ${orders.userId} = ${outerUserId})`.mapWith(Number);
const cartCount = sql<number>`(select count(*)::int from ${cartItems} where ${cartItems.userId} = ${outerUserId})`;

/** The dashboard's 'Manage Users' rows and totals, one page at a time (docs/product.md §2, §9). */
export async function listUsers(page: number, limit: number) {
  const db = await getDb();
  const [data, [{ users: userCount }], [orderTotals], [{ cart }]] = await Promise.all([
    db
      .select({ ...publicUser, orders: orderCount, cart: cartCount, total: orderTotal })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users._id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ users: count() }).from(users),
    // One pass over the orders for both figures (at 100,000 orders each pass is ~10 ms on PGlite).
    db
      .select({
        orders: count(),
        total: sql<number>`coalesce(sum(${orders.price}::bigint * ${orders.quantity}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(isNotNull(orders.userId)),
    db.select({ cart: count() }).from(cartItems),
  ]);
  const rows = data.map((u) => ({ ...u, profit: PROFIT_PER_USER }));
  return {
    data: rows,
    totals: { users: userCount, orders: orderTotals.orders, cart, total: orderTotals.total, profit: userCount * PROFIT_PER_USER },
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
