/**
 * 'Notify me' on a sold-out size: a shopper or guest asks to be told when one size
 * of a product is back; the restock that brings it back (an admin's edit of the sizes, or units given
 * back by a rejected or cancelled order: `replaceSizes` and `giveBack` in ./stock.ts) queues one
 * back-in-stock mail per pending request in its own transaction and marks the request done.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { canBuy } from '../../lib/stock';
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

/**
 * Records one request for `size` of `prodId`, to be answered at `email` (or, for a signed-in shopper,
 * at the account's own address). The same e-mail asking again for the same size while a request is
 * pending is that one request. 400 with `errors.size` for a size the product does not have or that
 * can be bought now, `errors.email` for a guest without an e-mail; 404 for an unknown product.
 */
export async function requestNotice(
  prodId: number,
  size: string,
  email: string | undefined,
  userId: number | undefined,
): Promise<{ size: string; email: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [account] = userId === undefined ? [] : await tx.select({ email: users.email }).from(users).where(eq(users._id, userId));
    const to = account?.email.toLowerCase() ?? email;
    if (!to) throw new HttpError(400, api.badRequest, { email: validation.notifyEmail });
    const [product] = await tx.select({ _id: products._id }).from(products).where(eq(products._id, prodId));
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
    // The pending key (product, size, e-mail) makes a repeated request the same one.
    await tx
      .insert(stockRequests)
      .values({ prodId, size, email: to, userId: account ? userId : null })
      .onConflictDoNothing();
    return { size, email: to };
  });
}

/**
 * Inside a restock's transaction: every pending request of `prodId` (of `size` only, when given) whose
 * size can now be bought gets its back-in-stock mail queued and is marked done. One UPDATE claims them:
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
