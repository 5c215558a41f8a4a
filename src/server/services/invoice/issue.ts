/**
 * Issuing GST tax documents (README "Tax invoices"), always inside the caller's transaction, with the
 * purchase's row locked: a purchase's invoice when its first item ships (every item still bought, the
 * shipping and the payment discount as the purchase stands), and a credit note for what a cancellation
 * or a return takes off an invoiced purchase. The document is stored whole (lib/gst.ts TaxDocument),
 * so it prints the same whenever it is asked for.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Step } from '../../../lib/fulfilment';
import { type Party, placeOfSupply, subtractFigures, type TaxDocument, type TaxFigures, taxFigures, type TaxItem } from '../../../lib/gst';
import { CREDIT_NOTE_SERIES, INVOICE_SERIES, STORE_TIME_ZONE, seller } from '../../config';
import { type AddressCopy, orders, purchases, type TaxDocumentRow, taxDocuments } from '../../db/schema';
import type { Tx } from '../../db/types';
import { HttpError } from '../../errors';
import { log } from '../../log';
import { api } from '../../messages';
import { paymentLabel } from '../payments';
import { lookupPin } from '../pincodes';
import { nextNumber } from './numbering';

const t = api.invoice;

/** A moment's day in India, 'YYYY-MM-DD': the invoice's date and financial year. */
export const indiaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(at);

async function lockPurchase(tx: Tx, purchaseId: number) {
  const [p] = await tx.select().from(purchases).where(eq(purchases._id, purchaseId)).for('update');
  return p;
}

const itemsOf = (tx: Tx, purchaseId: number) =>
  tx
    .select({
      orderId: orders._id,
      name: orders.name,
      size: orders.size,
      category: orders.category,
      price: orders.price,
      quantity: orders.quantity,
      step: orders.step,
      userName: orders.userName,
    })
    .from(orders)
    .where(eq(orders.purchaseId, purchaseId))
    .orderBy(asc(orders._id));

/** The invoice of a purchase, if it has one. */
export async function invoiceOf(tx: Tx, purchaseId: number): Promise<TaxDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.purchaseId, purchaseId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/** The buyer as the delivery address names them; a purchase without one is supplied where the seller is. */
function buyerOf(address: AddressCopy | null, fallbackName: string, sellerState: ReturnType<typeof seller>['state']) {
  const pos = placeOfSupply(address?.country ?? 'India', address?.state ?? (address ? lookupPin(address.pincode)?.state : undefined), sellerState);
  const name = address ? `${address.firstName} ${address.lastName}`.trim() : '';
  const lines = address
    ? [address.company, address.address, `${address.city} ${address.pincode}`.trim(), address.country]
        .map((l) => l?.trim())
        .filter((l): l is string => Boolean(l))
    : [];
  const buyer: Party = { name: name || fallbackName, address: lines, state: pos.name, stateCode: pos.code };
  return { buyer, pos };
}

const toTaxItem = (i: Awaited<ReturnType<typeof itemsOf>>[number]): TaxItem => ({
  orderId: i.orderId,
  name: i.name,
  size: i.size,
  category: i.category,
  price: i.price,
  quantity: i.quantity,
});

async function store(tx: Tx, doc: Omit<TaxDocument, 'number'>, series: string, purchaseId: number, invoiceId: number | null, at: Date) {
  const n = await nextNumber(tx, series, doc.day);
  const document: TaxDocument = { ...doc, number: n.number };
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: doc.kind,
      series,
      financialYear: n.financialYear,
      seq: n.seq,
      number: n.number,
      purchaseId,
      invoiceId,
      issuedAt: at,
      totalPaise: doc.figures.totals.total,
      document,
    })
    .returning();
  return row;
}

/**
 * The purchase's tax invoice, issued now unless it has one: every item not cancelled, shipping and the
 * payment discount as the purchase stands, at the rates of the day. Its total is the purchase's, to the
 * paisa.
 */
export async function issueInvoice(tx: Tx, purchaseId: number, at = new Date()): Promise<TaxDocumentRow | null> {
  const p = await lockPurchase(tx, purchaseId);
  if (!p || (await invoiceOf(tx, purchaseId))) return null;
  const items = (await itemsOf(tx, purchaseId)).filter((i) => i.step !== 'cancelled');
  if (items.length === 0) return null;
  const s = seller();
  const { buyer, pos } = buyerOf(p.address, items[0].userName, s.state);
  const day = indiaDay(at);
  const figures = taxFigures({ items: items.map(toTaxItem), shipping: p.shipping, discount: p.discount, intraState: pos.code === s.stateCode, day });
  // Purchases priced since fulfilment's cancel always agree; one changed by hand (or an item rejected
  // before drizzle/0018 without a new price) is invoiced for what it holds, and the difference logged.
  if (figures.totals.total !== p.total * 100)
    log.warn({ purchaseId, invoicePaise: figures.totals.total, purchasePaise: p.total * 100 }, 'invoice and purchase differ');
  const doc: Omit<TaxDocument, 'number'> = {
    kind: 'invoice',
    issuedAt: at.toISOString(),
    day,
    seller: { name: s.legalName, address: s.address, state: s.state, stateCode: s.stateCode, gstin: s.gstin },
    buyer,
    placeOfSupply: pos,
    purchase: {
      id: p._id,
      placedAt: p.createdAt.toISOString(),
      paymentMethod: paymentLabel(p.paymentMethod),
      ...(p.couponCode ? { coupon: p.couponCode } : {}),
    },
    figures,
  };
  return store(tx, doc, INVOICE_SERIES, purchaseId, null, at);
}

/** What is still invoiced of a purchase: its invoice less its credit notes, line by line. */
async function stillInvoiced(tx: Tx, invoice: TaxDocumentRow): Promise<TaxFigures> {
  const notes = await tx.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice._id)).orderBy(asc(taxDocuments._id));
  return notes.reduce((left, n) => subtractFigures(left, n.document.figures), invoice.document.figures);
}

export interface CreditNoteInput {
  purchaseId: number;
  /** The items (orders rows) cancelled or returned. */
  orderIds: readonly number[];
  /**
   * 'cancellation': the purchase's totals were priced again for what remains (fulfilment's cancel), so
   * the note gives back the difference, shipping and discount included. 'return': the returned items'
   * lines as invoiced (their share of the discount off), the rest of the purchase untouched.
   */
  cause: 'cancellation' | 'return';
}

/**
 * A credit note for what a cancellation or return takes off an invoiced purchase, in the credit notes'
 * own series; null when the purchase has no invoice yet or nothing changes. Call it inside the
 * transaction that cancels or returns, after the rows (and, for a cancellation, the purchase's totals)
 * are updated: a rollback takes the note and its number back too.
 */
export async function issueCreditNote(tx: Tx, input: CreditNoteInput, at = new Date()): Promise<TaxDocumentRow | null> {
  const p = await lockPurchase(tx, input.purchaseId);
  const invoice = p && (await invoiceOf(tx, input.purchaseId));
  if (!p || !invoice) return null;
  const before = await stillInvoiced(tx, invoice);
  const inv = invoice.document;
  const items = await itemsOf(tx, input.purchaseId);
  const leaving = new Set(input.orderIds);
  let after: TaxFigures;
  if (input.cause === 'cancellation') {
    // What is still bought and still on the invoice, priced as the purchase now stands, at the invoice's rates.
    const invoiced = new Set(before.lines.filter((l) => l.orderId !== null && l.quantity > 0).map((l) => l.orderId));
    const kept = items.filter((i) => i.step !== 'cancelled' && !leaving.has(i.orderId) && invoiced.has(i.orderId));
    after = taxFigures({ items: kept.map(toTaxItem), shipping: p.shipping, discount: p.discount, intraState: before.intraState, day: inv.day });
  } else {
    after = subtractFigures(before, { ...before, lines: before.lines.filter((l) => l.orderId !== null && leaving.has(l.orderId)) });
  }
  const figures = subtractFigures(before, after);
  if (figures.lines.length === 0) return null;
  const names = items
    .filter((i) => leaving.has(i.orderId))
    .map((i) => `${i.name} (${i.size})`)
    .join(', ');
  const day = indiaDay(at);
  const doc: Omit<TaxDocument, 'number'> = {
    kind: 'credit_note',
    issuedAt: at.toISOString(),
    day,
    seller: inv.seller,
    buyer: inv.buyer,
    placeOfSupply: inv.placeOfSupply,
    purchase: inv.purchase,
    invoice: { number: inv.number, day: inv.day },
    reason: input.cause === 'cancellation' ? t.cancelled(names) : t.returned(names),
    figures,
  };
  return store(tx, doc, CREDIT_NOTE_SERIES, input.purchaseId, invoice._id, at);
}

/**
 * The fulfilment moves' hook (services/fulfilment.ts), in their transaction once a purchase's items
 * have moved and its totals are priced again: a first shipment issues the invoice, a cancellation after
 * it a credit note. An item cancelled after invoicing was credited, so it is not reinstated (409).
 */
export async function afterMoves(tx: Tx, purchaseId: number, moves: readonly { orderId: number; from: Step; to: Step }[]) {
  if (moves.some((m) => m.from === 'cancelled' && m.to !== 'cancelled') && (await invoiceOf(tx, purchaseId))) {
    throw new HttpError(409, t.reinstateInvoiced);
  }
  if (moves.some((m) => m.to === 'shipped')) await issueInvoice(tx, purchaseId);
  const cancelled = moves.filter((m) => m.to === 'cancelled' && m.from !== 'cancelled').map((m) => m.orderId);
  if (cancelled.length) await issueCreditNote(tx, { purchaseId, orderIds: cancelled, cause: 'cancellation' });
}
