/**
 * 'Notify me' on a sold-out size: a shopper or guest asks to be told when one size
 * of a product is back; the restock that brings it back (an admin's edit of the sizes, or units given
 * back by a rejected or cancelled order: `replaceSizes` and `giveBack` in ./stock.ts) queues one
 * back-in-stock mail per confirmed pending request in its own transaction and marks the request done.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, min, sql } from 'drizzle-orm';
import { NOTIFY_OUTCOME_PARAM, type NotifyOutcome } from '../../lib/constants';
import { canBuy } from '../../lib/stock';
import { NOTIFY_CONFIRM_HOURS, NOTIFY_CONFIRMS_PER_ADDRESS, RATE_LIMIT_SWEEP_CHANCE } from '../config';
import { getDb } from '../db/client';
import { productSizes, products, stockRequests, users } from '../db/schema';
import type { Tx } from '../db/types';
import { HttpError, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import { api } from '../messages';
import { validation } from '../../lib/messages';
import { siteLink } from '../mail/links';

/** The product's page with the size chosen, as the mail links it (absolute, from SITE_URL). */
const productLink = (prodId: number, size: string) => siteLink(`/products/${prodId}?${new URLSearchParams({ size })}`);

const TOKEN_BYTES = 32;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const confirmLink = (token: string) => siteLink(`/api/products/notify/confirm?${new URLSearchParams({ token })}`);
/** A guest's request not confirmed in time: nothing was agreed, and the address may be asked again. */
const lapsed = sql`${stockRequests.confirmedAt} is null and ${stockRequests.createdAt} <= now() - make_interval(hours => ${NOTIFY_CONFIRM_HOURS})`;

/**
 * Records one request for `size` of `prodId`, to be answered at `email` (or, for a signed-in shopper,
 * at the account's own address, whatever the body says). The same e-mail asking again for the same
 * size while a request is pending is that one request. A signed-in shopper's request is confirmed at
 * once (and confirms a guest's for that address); a guest's waits for the link mailed now to the address
 * (double opt-in: nothing else reaches a stranger's inbox), and one address gets at most
 * NOTIFY_CONFIRMS_PER_ADDRESS such mails in NOTIFY_CONFIRM_HOURS, whichever clients ask (429 past it).
 * 400 with `errors.size` for a size the product does not have or that can be bought now, `errors.email`
 * for a guest without an e-mail; 404 for an unknown product.
 */
export async function requestNotice(
  prodId: number,
  size: string,
  email: string | undefined,
  userId: number | undefined,
): Promise<{ size: string; email: string; confirmed: boolean }> {
  const db = await getDb();
  const answer = await db.transaction(async (tx) => {
    const [account] = userId === undefined ? [] : await tx.select({ email: users.email }).from(users).where(eq(users._id, userId));
    const to = account?.email.toLowerCase() ?? email;
    if (!to) throw new HttpError(400, api.badRequest, { email: validation.notifyEmail });
    const [product] = await tx.select({ _id: products._id, name: products.name }).from(products).where(eq(products._id, prodId));
    if (!product) throw notFound(api.productNotFound);
    // FOR SHARE: a restock updates this row, so it waits for this request to commit (and then answers
    // it) or this request waits for the restock and sees the size in stock. No request is left pending
    // for a size that is already back.
    const [row] = await tx
      .select({ size: productSizes.size, stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.prodId, prodId), eq(productSizes.size, size)))
      .for('share');
    if (!row) throw new HttpError(400, api.badRequest, { size: api.unknownSize(size) });
    if (canBuy(row)) throw new HttpError(400, api.badRequest, { size: api.sizeInStock(size) });
    if (account) {
      // The pending key (product, size, e-mail) makes a repeated request the same one; the account's
      // own address needs no link, and a guest's request for it waiting for one is confirmed now.
      await tx
        .insert(stockRequests)
        .values({ prodId, size, email: to, userId, confirmedAt: new Date() })
        .onConflictDoUpdate({
          target: [stockRequests.prodId, stockRequests.size, stockRequests.email],
          targetWhere: isNull(stockRequests.notifiedAt),
          set: { confirmedAt: sql`coalesce(${stockRequests.confirmedAt}, now())`, confirmTokenHash: null, userId },
        });
      return { size, email: to, confirmed: true };
    }
    // One address at a time, in every process (a transaction-level advisory lock): the count of
    // confirmation mails below cannot be raced past.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notify-address:${to}`}, 0))`);
    const pendingKey = and(eq(stockRequests.prodId, prodId), eq(stockRequests.size, size), eq(stockRequests.email, to), isNull(stockRequests.notifiedAt));
    // A lapsed request for the same size makes way for a new one (and a new link).
    await tx.delete(stockRequests).where(and(pendingKey, lapsed));
    const [same] = await tx.select({ confirmedAt: stockRequests.confirmedAt }).from(stockRequests).where(pendingKey);
    if (same) return { size, email: to, confirmed: same.confirmedAt !== null };
    const [sent] = await tx
      .select({ n: count(), first: min(stockRequests.createdAt) })
      .from(stockRequests)
      .where(
        and(
          eq(stockRequests.email, to),
          isNull(stockRequests.userId),
          sql`${stockRequests.createdAt} > now() - make_interval(hours => ${NOTIFY_CONFIRM_HOURS})`,
        ),
      );
    if (sent.n >= NOTIFY_CONFIRMS_PER_ADDRESS) {
      const retryAfterS = sent.first ? Math.max(1, Math.ceil((sent.first.getTime() + NOTIFY_CONFIRM_HOURS * 3_600_000 - Date.now()) / 1000)) : 60;
      throw new HttpError(429, api.notifyAddressLimit, undefined, retryAfterS);
    }
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await tx.insert(stockRequests).values({ prodId, size, email: to, userId: null, confirmTokenHash: hashOf(token) });
    await queueMail(tx, { kind: 'notify-confirm', to, productName: product.name, size, confirmUrl: confirmLink(token), validHours: NOTIFY_CONFIRM_HOURS });
    return { size, email: to, confirmed: false };
  });
  // Now and then, drop the guests' requests nobody confirmed in time.
  if (Math.random() < RATE_LIMIT_SWEEP_CHANCE) await db.delete(stockRequests).where(lapsed);
  return answer;
}

/**
 * GET /products/notify/confirm: the link of a guest's confirmation mail. Confirms the request (once;
 * opening it again changes nothing) and, when the size is back already, answers it at once. Says where
 * to send the browser: the product's page with `?notify=confirmed` or `expired` (ask again there), or the
 * catalogue with `invalid` (a link altered, or its product deleted).
 */
export async function confirmNotice(token: string | undefined): Promise<{ outcome: NotifyOutcome; prodId?: number; size?: string }> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return { outcome: 'invalid' };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: stockRequests._id,
        prodId: stockRequests.prodId,
        size: stockRequests.size,
        confirmed: sql<boolean>`${stockRequests.confirmedAt} is not null`,
        lapsed: sql<boolean>`${lapsed}`,
      })
      .from(stockRequests)
      .where(eq(stockRequests.confirmTokenHash, hashOf(token)))
      .for('update');
    if (!request) return { outcome: 'invalid' as const };
    const found = { prodId: request.prodId, size: request.size };
    if (request.confirmed) return { outcome: 'confirmed' as const, ...found };
    if (request.lapsed) return { outcome: 'expired' as const, ...found };
    // As a request does (requestNotice): the size's row first, so a restock at this moment either
    // waits for the confirmation and answers it, or is seen by `answerRequests` below.
    await tx
      .select({ size: productSizes.size })
      .from(productSizes)
      .where(and(eq(productSizes.prodId, request.prodId), eq(productSizes.size, request.size)))
      .for('share');
    await tx.update(stockRequests).set({ confirmedAt: new Date() }).where(eq(stockRequests._id, request.id));
    await answerRequests(tx, request.prodId, request.size);
    return { outcome: 'confirmed' as const, ...found };
  });
}

/** Where the confirmation link sends the browser: the product's page with the size, or the catalogue. */
export function notifyOutcomePath({ outcome, prodId, size }: { outcome: NotifyOutcome; prodId?: number; size?: string }): string {
  const query = new URLSearchParams({ ...(size !== undefined && { size }), [NOTIFY_OUTCOME_PARAM]: outcome });
  return prodId === undefined ? `/products?${query}` : `/products/${prodId}?${query}`;
}

/**
 * Inside a restock's transaction: every confirmed pending request of `prodId` (of `size` only, when
 * given) whose size can now be bought gets its back-in-stock mail queued and is marked done. One UPDATE claims them:
 * a second restock, here or in another process, finds none.
 */
export async function answerRequests(tx: Tx, prodId: number, size?: string): Promise<number> {
  const due = await tx
    .update(stockRequests)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(stockRequests.prodId, prodId),
        isNull(stockRequests.notifiedAt),
        isNotNull(stockRequests.confirmedAt),
        size === undefined ? undefined : eq(stockRequests.size, size),
        sql`exists (select 1 from ${productSizes} where ${productSizes.prodId} = ${stockRequests.prodId}
          and ${productSizes.size} = ${stockRequests.size} and (${productSizes.stock} is null or ${productSizes.stock} > 0))`,
      ),
    )
    .returning({ email: stockRequests.email, size: stockRequests.size });
  if (due.length === 0) return 0;
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products._id, prodId));
  if (!product) return 0;
  for (const r of due) {
    await queueMail(tx, { kind: 'back-in-stock', to: r.email, productName: product.name, size: r.size, productUrl: productLink(prodId, r.size) });
  }
  return due.length;
}
