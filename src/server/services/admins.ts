/** Staff accounts: login, the admins list, adding and removing admins. */
import { count, desc, eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../lib/constants';
import { api } from '../messages';
import type { AdminInput, LoginInput } from '../../lib/schemas';
import { hashPassword } from '../passwords';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { admins } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { checkLogin, claimEmail, sessionFor } from './accounts';
import { offsetOf } from './paging';

export const publicAdmin = {
  _id: admins._id,
  name: admins.name,
  email: admins.email,
  contact: admins.contact,
  role: admins.role,
  image: admins.image,
  createdAt: admins.createdAt,
};

export async function login(input: LoginInput, client: string) {
  const db = await getDb();
  const account = await checkLogin(
    client,
    input,
    async (email) =>
      (
        await db
          .select({ _id: admins._id, passwordHash: admins.passwordHash, sessionVersion: admins.sessionVersion })
          .from(admins)
          .where(eq(admins.email, email))
          .limit(1)
      )[0],
  );
  return { token: await sessionFor({ ...account, role: ROLE_ADMIN }, input.remember), role: ROLE_ADMIN, msg: api.loggedIn };
}

export async function listAdmins(page: number, limit: number) {
  const db = await getDb();
  const [data, [{ total }]] = await Promise.all([
    db.select(publicAdmin).from(admins).orderBy(desc(admins.createdAt), desc(admins._id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(admins),
  ]);
  return { data, total, page, limit };
}

export async function getAdmin(id: number) {
  const db = await getDb();
  const [admin] = await db.select(publicAdmin).from(admins).where(eq(admins._id, id)).limit(1);
  if (!admin) throw notFound();
  return admin;
}

/** Used by the API and by `npm run create-admin`. */
export async function addAdmin(input: AdminInput, db?: Db) {
  const conn = db ?? (await getDb());
  const passwordHash = await hashPassword(input.password);
  // An e-mail names one account, shopper or admin (services/accounts.ts).
  const rows = await conn.transaction(async (tx) => {
    await claimEmail(tx, input.email);
    return tx
      .insert(admins)
      .values({ name: input.name, email: input.email, passwordHash, contact: input.contact, role: input.role, image: input.image })
      .onConflictDoNothing({ target: admins.email })
      .returning(publicAdmin);
  });
  if (rows.length === 0) throw new HttpError(409, api.duplicateEmail);
  return rows[0];
}

export async function deleteAdmin(id: number, by: number): Promise<void> {
  if (id === by) throw new HttpError(400, api.cannotDeleteSelf);
  const db = await getDb();
  const rows = await db.delete(admins).where(eq(admins._id, id)).returning({ _id: admins._id });
  if (rows.length === 0) throw notFound();
}
