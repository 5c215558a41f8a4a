/**
 * Coupons: the console's list and edits, and applying a code to a purchase (src/lib/coupons.ts has the
 * rules). The quote only reads; the checkout claims a use inside its transaction with a conditional
 * UPDATE, which also locks the coupon's row until the purchase commits, so concurrent checkouts cannot
 * pass the total or the per-shopper limit between them.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '../../lib/constants';
import { type CouponLine, type CouponRefusal, checkCoupon, normaliseCode } from '../../lib/coupons';
import { formatRs } from '../../lib/money';
import { type CouponChanges, type CouponInput, couponSchema } from '../../lib/schemas';
import { getDb } from '../db/client';
import { type Coupon, couponUses, coupons } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { badRequest, HttpError, notFound } from '../errors';
import { api } from '../messages';
import { offsetOf } from './paging';

const when = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** What the shopper reads when `coupon` (or the code they typed) does not apply. */
export function refusalText(code: string, refusal: CouponRefusal, coupon: Coupon | null): string {
  const m = api.coupon;
  const scope = coupon?.category ?? (coupon?.department ? api.coupon.departmentScope[coupon.department] : null);
  switch (refusal.reason) {
    case 'unknown':
      return m.unknown(code);
    case 'notYet':
      return m.notYet(code, when.format(refusal.from));
    case 'expired':
      return m.expired(code);
    case 'usedUp':
      return m.usedUp(code);
    case 'usedByYou':
      return m.usedByYou(code);
    case 'notForItems':
      return m.notForItems(code, scope ?? '');
    case 'belowMinimum':
      return scope
        ? m.belowMinimumIn(code, formatRs(refusal.short), formatRs(refusal.minimum), scope)
        : m.belowMinimum(code, formatRs(refusal.short), formatRs(refusal.minimum));
  }
}

async function byCode(db: Db | Tx, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code));
  return row ?? null;
}

async function usedBy(db: Db | Tx, couponId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)));
  return row?.n ?? 0;
}

export type Applied = { coupon: Coupon; off: number };
/** A code that does not apply: the quote shows `message`; the checkout refuses with it. */
export type Refused = { code: string; message: string };

/** The quote's reading of a code: how much it takes off `lines` now, or why it does not apply. Nothing is claimed. */
export async function previewCoupon(db: Db | Tx, userId: number, typed: string, lines: readonly CouponLine[]): Promise<Applied | Refused> {
  const code = normaliseCode(typed);
  const coupon = await byCode(db, code);
  const used = coupon ? await usedBy(db, coupon._id, userId) : 0;
  const check = checkCoupon(coupon, lines, new Date(), used);
  if (!check.ok || !coupon) return { code, message: refusalText(code, check.ok ? { reason: 'unknown' } : check.refusal, coupon) };
  return { coupon, off: check.off };
}

/**
 * Inside the checkout transaction: takes one use of the code for `userId`'s purchase of `lines`, or
 * refuses (409, `errors.couponCode` says why; the caller's transaction is undone). The UPDATE raises
 * `uses` only below the limit and holds the row's lock until commit, so a racing checkout waits here
 * and then reads the raised count; the per-shopper count is read under the same lock.
 */
export async function claimCoupon(tx: Tx, userId: number, typed: string, lines: readonly CouponLine[], handedOver = 0): Promise<Applied> {
  const code = normaliseCode(typed);
  const found = await byCode(tx, code);
  const refuse = (refusal: CouponRefusal, coupon: Coupon | null): never => {
    throw new HttpError(409, api.coupon.changed, { couponCode: refusalText(code, refusal, coupon) });
  };
  if (!found) return refuse({ reason: 'unknown' }, null);
  const now = new Date();
  // Dates, minimum and scope first, so an expired code says so rather than 'used up'.
  const before = checkCoupon(found, lines, now, 0);
  if (!before.ok && before.refusal.reason !== 'usedUp') return refuse(before.refusal, found);
  // The code is part of the condition: an admin who renamed the coupon after the read above (a coupon
  // no purchase used may be renamed) must not make this purchase record a code the shopper never typed.
  // `handedOver`: uses of this code the shopper's own released purchases gave up to this checkout
  // (takeOverReservedUses in services/gateway/online.ts): their rows are gone, the count falls here.
  const [claimed] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1 - ${handedOver}` })
    .where(
      and(
        eq(coupons._id, found._id),
        eq(sql`upper(${coupons.code})`, code),
        sql`(${coupons.useLimit} is null or ${coupons.uses} - ${handedOver} < ${coupons.useLimit})`,
      ),
    )
    .returning();
  if (!claimed) {
    // Nothing matched: renamed meanwhile (the code is unknown now), or at its limit.
    const now = await byCode(tx, code);
    return now?._id === found._id ? refuse({ reason: 'usedUp' }, now) : refuse({ reason: 'unknown' }, null);
  }
  const used = await usedBy(tx, claimed._id, userId);
  // The rules read the count before this use (and the row as it is now: switched off meanwhile, it refuses).
  const check = checkCoupon({ ...claimed, uses: claimed.uses - 1 }, lines, now, used);
  if (!check.ok) return refuse(check.refusal, claimed);
  return { coupon: claimed, off: check.off };
}

/** Records the use claimed above, once the purchase exists (one coupon per purchase: a unique key). */
export async function recordUse(tx: Tx, use: { couponId: number; userId: number | null; purchaseId: number; amount: number }) {
  await tx.insert(couponUses).values(use);
}

/*
 * A purchase paid online keeps its use while its gateway order can still be paid (services/gateway/
 * online.ts): through the hold's time, even after Close released its units, so nobody else takes the
 * last use of a code from under a payment on its way. Past the hold, or once the payment is refunded
 * whole, the use is given back; a payment that still comes must then find room again, or is refunded.
 */

/** Gives back the use `purchaseId` holds, if any (its row gone, the coupon's count one lower). */
export async function giveBackUse(tx: Tx, purchaseId: number): Promise<void> {
  const gone = await tx.delete(couponUses).where(eq(couponUses.purchaseId, purchaseId)).returning({ couponId: couponUses.couponId });
  for (const g of gone)
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} - 1` })
      .where(eq(coupons._id, g.couponId));
}

/**
 * A late payment's purchase takes its use again, under the coupon row's lock, only within both limits
 * (its rules otherwise are not checked again: the shopper had the code when they ordered). False when
 * either limit is reached: the payment is then refunded (services/gateway/online.ts). A purchase that
 * still holds its use, or used no coupon (or one since deleted), needs nothing.
 */
export async function reclaimUse(tx: Tx, purchase: { _id: number; userId: number | null; couponId: number | null; couponDiscount: number }): Promise<boolean> {
  if (purchase.couponId === null) return true;
  const [held] = await tx.select({ _id: couponUses._id }).from(couponUses).where(eq(couponUses.purchaseId, purchase._id));
  if (held) return true;
  const [c] = await tx.select().from(coupons).where(eq(coupons._id, purchase.couponId)).for('update');
  if (!c) return true;
  const used = purchase.userId === null ? 0 : await usedBy(tx, c._id, purchase.userId);
  if ((c.useLimit !== null && c.uses >= c.useLimit) || (c.perShopperLimit !== null && used >= c.perShopperLimit)) return false;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons._id, c._id));
  await recordUse(tx, { couponId: c._id, userId: purchase.userId, purchaseId: purchase._id, amount: purchase.couponDiscount });
  return true;
}

/**
 * Takes a purchase's use away for the shopper's new checkout with the same code (the caller holds the
 * purchase's lock): the row goes now, the coupon's count falls in that checkout's claim (`handedOver`),
 * so the coupon's row is locked only there, after the stock, as in every checkout. Answers how many.
 */
export async function handOverUse(tx: Tx, purchaseId: number): Promise<number> {
  const gone = await tx.delete(couponUses).where(eq(couponUses.purchaseId, purchaseId)).returning({ _id: couponUses._id });
  return gone.length;
}

/** The shopper's purchases holding a use of `typed` (for a checkout taking a released one's over). */
export async function purchasesUsing(tx: Tx, userId: number, typed: string): Promise<number[]> {
  const rows = await tx
    .select({ purchaseId: couponUses.purchaseId })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons._id, couponUses.couponId))
    .where(and(eq(couponUses.userId, userId), eq(sql`upper(${coupons.code})`, normaliseCode(typed))))
    .orderBy(couponUses.purchaseId);
  return rows.map((r) => r.purchaseId);
}

/** A coupon as the console reads it. */
export const couponView = (c: Coupon) => ({
  ...c,
  validFrom: c.validFrom?.toISOString() ?? null,
  validTo: c.validTo?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
});

/** GET /coupons: newest first, with their uses. */
export async function listCoupons(page: number, limit: number) {
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons._id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(coupons),
  ]);
  return { data: rows.map(couponView), total, page, limit };
}

/** POST /coupons: a new code (409 when one exists whatever its case). */
export async function createCoupon(input: CouponInput) {
  const db = await getDb();
  const [row] = await db
    .insert(coupons)
    .values({
      ...input,
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validTo: input.validTo ? new Date(input.validTo) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, api.coupon.duplicate, { code: api.coupon.duplicate });
  return couponView(row);
}

/** A coupon row as the create body says it, to check an edit's result with `couponSchema`. */
const inputOf = (c: Coupon) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minOrder: c.minOrder,
  validFrom: c.validFrom?.toISOString() ?? null,
  validTo: c.validTo?.toISOString() ?? null,
  useLimit: c.useLimit,
  perShopperLimit: c.perShopperLimit,
  category: c.category,
  department: c.department,
});

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
const isDuplicate = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * PATCH /coupons/{id}: any of its fields, or `active` alone (switched off, a code no longer applies;
 * purchases that used it keep it; the stored values are not checked again). Other fields: the result is
 * checked as a new coupon would be (400); a code another
 * coupon has is a 409, and so is a new code for a coupon already used (purchases and invoices name it);
 * a total limit below the uses made is a 400. The row is locked, so a checkout claiming a use waits.
 */
export async function updateCoupon(id: number, changes: CouponChanges) {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(coupons).where(eq(coupons._id, id)).for('update');
      if (!row) throw notFound(api.coupon.notFound);
      const { active, ...fields } = changes;
      // Switching a coupon on or off alone leaves its values as stored: a coupon saved under older
      // rules that today's would refuse can still be switched off.
      if (Object.keys(fields).length === 0) {
        if (active === undefined) return couponView(row);
        const [switched] = await tx.update(coupons).set({ active }).where(eq(coupons._id, id)).returning();
        return couponView(switched);
      }
      const checked = couponSchema.safeParse({ ...inputOf(row), ...fields });
      if (!checked.success) throw badRequest(checked.error);
      const next = checked.data;
      if (next.code !== row.code) {
        const [used] = await tx.select({ n: count() }).from(couponUses).where(eq(couponUses.couponId, id));
        if (row.uses > 0 || (used?.n ?? 0) > 0) throw new HttpError(409, api.coupon.codeUsed, { code: api.coupon.codeUsed });
        const [twin] = await tx
          .select({ _id: coupons._id })
          .from(coupons)
          .where(and(eq(sql`upper(${coupons.code})`, next.code), ne(coupons._id, id)));
        if (twin) throw new HttpError(409, api.coupon.duplicate, { code: api.coupon.duplicate });
      }
      if (next.useLimit !== null && next.useLimit < row.uses) {
        const why = api.coupon.limitBelowUses(row.uses);
        throw new HttpError(400, why, { useLimit: why });
      }
      const [saved] = await tx
        .update(coupons)
        .set({
          ...next,
          validFrom: next.validFrom ? new Date(next.validFrom) : null,
          validTo: next.validTo ? new Date(next.validTo) : null,
          ...(active === undefined ? {} : { active }),
        })
        .where(eq(coupons._id, id))
        .returning();
      return couponView(saved);
    });
  } catch (err) {
    // Another admin created the same code between the check and the update.
    if (isDuplicate(err)) throw new HttpError(409, api.coupon.duplicate, { code: api.coupon.duplicate });
    throw err;
  }
}
