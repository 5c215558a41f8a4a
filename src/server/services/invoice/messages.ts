/** The words printed on a tax invoice or credit note (pdf.ts); amounts as 'Rs.', which the standard PDF fonts can draw. */
import type { DocumentKind } from '../../../lib/gst';
import { STORE_TIME_ZONE } from '../../config';

/** '25 Nov 2026' for a day 'YYYY-MM-DD'. */
const day = (d: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
/** '25 Nov 2026' for a moment, as a day in India. */
const moment = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: STORE_TIME_ZONE }).format(new Date(iso));

export const pdfText = {
  taxInvoice: 'TAX INVOICE',
  creditNote: 'CREDIT NOTE',
  original: 'Original for recipient',
  producer: 'Fashion Store',
  stateLine: (state: string, code: string) => `State: ${state} (code ${code})`,
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  number: (kind: DocumentKind, n: string) => `${kind === 'invoice' ? 'Invoice No.' : 'Credit Note No.'}: ${n}`,
  date: (kind: DocumentKind, d: string) => `${kind === 'invoice' ? 'Invoice Date' : 'Credit Note Date'}: ${day(d)}`,
  against: (n: string, d: string) => `Against Invoice: ${n} of ${day(d)}`,
  order: (id: number, placedAt: string) => `Order #${id} of ${moment(placedAt)}`,
  payment: (method: string) => `Payment: ${method}`,
  coupon: (code: string) => `Coupon: ${code}`,
  billTo: 'Bill to / Ship to',
  placeOfSupply: (state: string, code: string) => `Place of supply: ${state} (code ${code})`,
  reason: (why: string) => `Reason: ${why}`,
  description: 'Description',
  size: 'Size',
  hsn: 'HSN/SAC',
  qty: 'Qty',
  taxable: 'Taxable (Rs.)',
  rate: 'GST',
  cgst: 'CGST (Rs.)',
  sgst: 'SGST (Rs.)',
  igst: 'IGST (Rs.)',
  lineTotal: 'Total (Rs.)',
  totals: 'Total',
  grossValue: 'Value of supply (GST included)',
  discount: 'Payment discount',
  discountWithCoupon: 'Discount (payment and coupon)',
  taxableValue: 'Taxable value',
  cgstTotal: 'CGST',
  sgstTotal: 'SGST',
  igstTotal: 'IGST',
  invoiceTotal: 'Invoice total',
  creditTotal: 'Credit note total',
  /** As the store shows money (lib/money.ts formatRs): 'Rs. 1,048.00', '-Rs. 50.00'. */
  rs: (amount: string) => (amount.startsWith('-') ? `-Rs. ${amount.slice(1)}` : `Rs. ${amount}`),
  inclusive: 'Prices include GST; the taxable value is the price less the tax in it, and discounts (payment method, coupon) lower it.',
  reverseCharge: 'Tax payable on reverse charge: No.',
  computerMade: 'This is a computer-generated document and needs no signature.',
};
