/**
 * Reading a purchase's tax documents: the shopper their own purchase's (someone else's is a 404 like an
 * unknown one), an admin any. The PDF is drawn from the stored document each time (pdf.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../../lib/constants';
import type { Principal } from '../../auth';
import { getDb } from '../../db/client';
import { purchases, taxDocuments } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { api } from '../../messages';
import { renderPdf } from './pdf';

const t = api.invoice;

/** The purchase, if the caller may see it. */
async function visiblePurchase(who: Principal, purchaseId: number) {
  const db = await getDb();
  const mine = who.role === ROLE_ADMIN ? undefined : eq(purchases.userId, who.userId);
  const [p] = await db
    .select({ _id: purchases._id })
    .from(purchases)
    .where(and(eq(purchases._id, purchaseId), mine));
  if (!p) throw notFound(api.purchaseNotFound);
  return db;
}

/** GET /order/documents/{id}: the purchase's invoice and credit notes, oldest first (an empty list before it ships). */
export async function listDocuments(who: Principal, purchaseId: number) {
  const db = await visiblePurchase(who, purchaseId);
  const rows = await db
    .select({
      _id: taxDocuments._id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      totalPaise: taxDocuments.totalPaise,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.purchaseId, purchaseId))
    .orderBy(asc(taxDocuments._id));
  return rows;
}

/** A file name without the number's slashes: 'FS-2026-27-000123.pdf'. */
export const pdfName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** GET /order/invoice/{id}: the purchase's invoice as PDF; 409 before it ships. */
export async function invoicePdf(who: Principal, purchaseId: number) {
  const db = await visiblePurchase(who, purchaseId);
  const [row] = await db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.purchaseId, purchaseId), eq(taxDocuments.kind, 'invoice')));
  if (!row) throw new HttpError(409, t.notYet);
  return { name: pdfName(row.document.number), pdf: await renderPdf(row.document) };
}

/** GET /order/credit-note/{id}: a credit note (by its id) as PDF, if its purchase is the caller's (or an admin asks). */
export async function creditNotePdf(who: Principal, id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ purchaseId: taxDocuments.purchaseId, document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments._id, id), eq(taxDocuments.kind, 'credit_note')));
  if (!row) throw notFound(t.creditNoteNotFound);
  await visiblePurchase(who, row.purchaseId).catch(() => {
    throw notFound(t.creditNoteNotFound);
  });
  return { name: pdfName(row.document.number), pdf: await renderPdf(row.document) };
}
