/**
 * GST on the store's sales: the HSN code of each category, the rates with the day
 * each came into force, the States' GST codes, and the arithmetic of a tax invoice or credit note. The
 * store's prices include GST, so tax is taken out of them: per line, taxable = round(inclusive × 100 /
 * (100 + rate)) and tax = inclusive − taxable, in integer paise, so the lines add up to the paise to
 * what the shopper pays. Pure functions: the server issues documents with them and tests call them.
 */
import { HOME_COUNTRY, type StateOrUt } from './constants';

/** What a rate row applies to: clothing (HSN chapters 61–63), footwear (64), other goods at one rate, and the delivery service. */
export type GoodsClass = 'apparel' | 'footwear' | 'goods18' | 'shipping';

export interface HsnRow {
  /** Matched against the category's name, first match wins. */
  match: RegExp;
  hsn: string;
  goods: GoodsClass;
}

/**
 * The HSN code of a category (the one table): a category is matched by its name, so a new category
 * such as "Kids' T-shirts" finds its code without an edit here; the first row that matches wins, and
 * HSN_DEFAULT covers the rest (the store's collections are tees and sweatshirts, knitted).
 */
export const HSN_BY_CATEGORY: readonly HsnRow[] = [
  { match: /leather.*(shoe|boot)|boot/i, hsn: '6403', goods: 'footwear' },
  { match: /sneaker|shoe|trainer|footwear|sandal|slider/i, hsn: '6404', goods: 'footwear' },
  { match: /bag|backpack|tote|wallet/i, hsn: '4202', goods: 'goods18' },
  { match: /women.*(sweatpant|jogger|trouser|pant|legging)/i, hsn: '6104', goods: 'apparel' },
  { match: /sweatpant|jogger|track ?pant/i, hsn: '6103', goods: 'apparel' },
  { match: /hoodie|sweatshirt|sweater|pullover/i, hsn: '6110', goods: 'apparel' },
  { match: /t-?shirt|tees?\b|vest/i, hsn: '6109', goods: 'apparel' },
  { match: /women.*(outerwear|jacket|coat)/i, hsn: '6202', goods: 'apparel' },
  { match: /outerwear|jacket|coat/i, hsn: '6201', goods: 'apparel' },
  { match: /women.*(shirt|blouse|top)/i, hsn: '6206', goods: 'apparel' },
  { match: /shirt/i, hsn: '6205', goods: 'apparel' },
  { match: /women.*(trouser|jeans|pant)/i, hsn: '6204', goods: 'apparel' },
  { match: /trouser|jeans|pant|short/i, hsn: '6203', goods: 'apparel' },
  { match: /bodysuit/i, hsn: '6114', goods: 'apparel' },
  { match: /accessor|cap|beanie|sock|scarf/i, hsn: '6117', goods: 'apparel' },
];
export const HSN_DEFAULT: Omit<HsnRow, 'match'> = { hsn: '6109', goods: 'apparel' };
/** Delivery of the goods, its own line on the invoice: goods transport services. */
export const HSN_SHIPPING = '9965';

export function hsnFor(category: string): Omit<HsnRow, 'match'> {
  const row = HSN_BY_CATEGORY.find((r) => r.match.test(category));
  return row ? { hsn: row.hsn, goods: row.goods } : HSN_DEFAULT;
}

export interface RateRow {
  goods: GoodsClass;
  /** In force from this day (India time), 'YYYY-MM-DD'. */
  from: string;
  /** A piece priced at most this (rupees, as sold, GST included) takes `low`; above it `high`. Null: `low` for any price. */
  upTo: number | null;
  low: number;
  high: number;
}

/**
 * GST rates with the day each came into force (the latest row not after the invoice's day applies).
 * Clothing and footwear: 5% up to Rs 1,000 a piece and 12% above from 1 July 2017; 5% up to Rs 2,500
 * and 18% above from 22 September 2025. The piece's price is its selling price as listed (before the
 * payment method's discount).
 */
export const GST_RATES: readonly RateRow[] = [
  { goods: 'apparel', from: '2017-07-01', upTo: 1000, low: 5, high: 12 },
  { goods: 'footwear', from: '2017-07-01', upTo: 1000, low: 5, high: 12 },
  { goods: 'apparel', from: '2025-09-22', upTo: 2500, low: 5, high: 18 },
  { goods: 'footwear', from: '2025-09-22', upTo: 2500, low: 5, high: 18 },
  { goods: 'goods18', from: '2017-07-01', upTo: null, low: 18, high: 18 },
  { goods: 'shipping', from: '2017-07-01', upTo: null, low: 18, high: 18 },
];

/** The rate (percent) for a piece of `goods` priced `unitPrice` rupees, sold on `day` ('YYYY-MM-DD'). */
export function rateFor(goods: GoodsClass, unitPrice: number, day: string): number {
  const row = GST_RATES.filter((r) => r.goods === goods && r.from <= day)
    .sort((a, b) => a.from.localeCompare(b.from))
    .at(-1);
  if (!row) throw new Error(`No GST rate for ${goods} on ${day}`);
  return row.upTo === null || unitPrice <= row.upTo ? row.low : row.high;
}

/** The GST code of each State and Union Territory (the first two digits of a GSTIN registered there). */
export const GST_STATE_CODES: Readonly<Record<StateOrUt, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};
/** The place of supply of goods sent abroad. */
export const OTHER_COUNTRY = { name: 'Other country', code: '96' } as const;

export const isStateOrUt = (s: string | undefined | null): s is StateOrUt => s !== undefined && s !== null && Object.hasOwn(GST_STATE_CODES, s);

/** A GSTIN: the State's 2 digits, the PAN (5 letters, 4 digits, a letter), the entity's number, 'Z', a check character. */
export const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export interface PlaceOfSupply {
  name: string;
  code: string;
}

/**
 * Where the goods are supplied: the delivery State; abroad, 'Other country'. An Indian address without
 * a State that its PIN cannot tell either is supplied where the seller is (the rule for a buyer whose
 * address is not on record).
 */
export function placeOfSupply(country: string, state: string | null | undefined, sellerState: StateOrUt): PlaceOfSupply {
  if (country !== HOME_COUNTRY) return { ...OTHER_COUNTRY };
  const s = isStateOrUt(state) ? state : sellerState;
  return { name: s, code: GST_STATE_CODES[s] };
}

/** India's financial year (April to March) of a day 'YYYY-MM-DD': '2026-27'. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A document's number: series, financial year, the sequence in six digits ('FS/2026-27/000123'). */
export const SEQ_DIGITS = 6;
export const documentNumber = (series: string, fy: string, seq: number) => `${series}/${fy}/${String(seq).padStart(SEQ_DIGITS, '0')}`;

/** One line of a tax document; every amount in paise. */
export interface TaxLine {
  /** 'order:<id>' for an item, 'shipping' for delivery. */
  key: string;
  orderId: number | null;
  description: string;
  size: string | null;
  hsn: string;
  quantity: number;
  /** The price as sold, GST included, before the payment discount. */
  gross: number;
  /** The line's share of the payment method's discount. */
  discount: number;
  taxable: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** What the line comes to: taxable + its tax = gross − discount. */
  total: number;
}

export const AMOUNTS = ['gross', 'discount', 'taxable', 'cgst', 'sgst', 'igst', 'total'] as const;
export type Amounts = Record<(typeof AMOUNTS)[number], number>;

export interface TaxFigures {
  /** CGST + SGST when the place of supply is the seller's State, IGST otherwise. */
  intraState: boolean;
  lines: TaxLine[];
  totals: Amounts;
}

export interface TaxItem {
  orderId: number;
  name: string;
  size: string;
  category: string;
  /** Rupees a piece, GST included. */
  price: number;
  quantity: number;
}

const PAISE = 100;

/** round(amount × 100 / (100 + rate)), half up, in integers. */
const taxableOf = (inclusive: number, rate: number) => {
  const sign = inclusive < 0 ? -1 : 1;
  const a = Math.abs(inclusive);
  return sign * Math.floor((a * 200 + (100 + rate)) / (2 * (100 + rate)));
};

/** Splits `amount` paise over `weights` in proportion, largest remainders first, so the parts add up to it. */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const total = BigInt(sum);
  const parts = weights.map((w) => big * BigInt(w));
  const shares = parts.map((p) => Number(p / total));
  const left = amount - shares.reduce((s, x) => s + x, 0);
  const order = parts.map((p, i) => ({ i, rem: p % total })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (let k = 0; k < left; k++) shares[order[k % order.length].i] += 1;
  return shares;
}

/** A line's tax from what it comes to (GST included): CGST and SGST half each, the odd paisa to CGST. */
function taxed(base: Omit<TaxLine, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>, intraState: boolean): TaxLine {
  const total = base.gross - base.discount;
  const taxable = taxableOf(total, base.rate);
  const tax = total - taxable;
  const sgst = intraState ? Math.trunc(tax / 2) : 0;
  return { ...base, taxable, cgst: intraState ? tax - sgst : 0, sgst, igst: intraState ? 0 : tax, total };
}

export function sumLines(lines: readonly TaxLine[]): Amounts {
  const totals = Object.fromEntries(AMOUNTS.map((k) => [k, 0])) as Amounts;
  for (const l of lines) for (const k of AMOUNTS) totals[k] += l[k];
  return totals;
}

/**
 * A purchase's figures: each item a line at its rate (the discount, in rupees, apportioned to the items
 * by their prices), shipping a line of its own at the delivery service's rate. The lines' totals add
 * up to subtotal + shipping − discount, in paise.
 */
export function taxFigures(input: { items: readonly TaxItem[]; shipping: number; discount: number; intraState: boolean; day: string }): TaxFigures {
  const { items, intraState, day } = input;
  const gross = items.map((i) => i.price * i.quantity * PAISE);
  const shares = apportion(input.discount * PAISE, gross);
  const lines = items.map((item, n) => {
    const { hsn, goods } = hsnFor(item.category);
    return taxed(
      {
        key: `order:${item.orderId}`,
        orderId: item.orderId,
        description: item.name,
        size: item.size,
        hsn,
        quantity: item.quantity,
        gross: gross[n],
        discount: shares[n],
        rate: rateFor(goods, item.price, day),
      },
      intraState,
    );
  });
  if (input.shipping > 0) {
    lines.push(
      taxed(
        {
          key: 'shipping',
          orderId: null,
          description: 'Shipping',
          size: null,
          hsn: HSN_SHIPPING,
          quantity: 1,
          gross: input.shipping * PAISE,
          discount: 0,
          rate: rateFor('shipping', input.shipping, day),
        },
        intraState,
      ),
    );
  }
  return { intraState, lines, totals: sumLines(lines) };
}

/** `a − b` line by line (by key), dropping lines that come to nothing: what a credit note gives back. */
export function subtractFigures(a: TaxFigures, b: TaxFigures): TaxFigures {
  const lines: TaxLine[] = [];
  const keys = [...new Set([...a.lines.map((l) => l.key), ...b.lines.map((l) => l.key)])];
  for (const key of keys) {
    const x = a.lines.find((l) => l.key === key);
    const y = b.lines.find((l) => l.key === key);
    const base = (x ?? y) as TaxLine;
    const line: TaxLine = { ...base, quantity: (x?.quantity ?? 0) - (y?.quantity ?? 0) };
    for (const k of AMOUNTS) line[k] = (x?.[k] ?? 0) - (y?.[k] ?? 0);
    if (AMOUNTS.some((k) => line[k] !== 0)) lines.push(line);
  }
  return { intraState: a.intraState, lines, totals: sumLines(lines) };
}

/** Paise as rupees with two decimals and Indian grouping, without a currency sign: '1,49,999.00', '-75.50'. */
export function formatPaise(paise: number): string {
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / PAISE).toLocaleString('en-IN');
  return `${paise < 0 ? '-' : ''}${rupees}.${String(abs % PAISE).padStart(2, '0')}`;
}

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface Party {
  name: string;
  /** The address's lines as printed. */
  address: string[];
  state: string;
  stateCode: string;
}

/**
 * What a tax invoice or credit note says, kept as issued (tax_documents.document), so a reprint is the
 * same document whatever changes later (the seller's settings, the shopper's address, the rates).
 */
export interface TaxDocument {
  kind: DocumentKind;
  number: string;
  /** When it was issued (ISO 8601) and its day in India, 'YYYY-MM-DD'. */
  issuedAt: string;
  day: string;
  seller: Party & { gstin: string };
  buyer: Party;
  placeOfSupply: PlaceOfSupply;
  /** `coupon`: the code of the coupon it used, whose amount is part of the discount. */
  purchase: { id: number; placedAt: string; paymentMethod: string; coupon?: string };
  /** A credit note: the invoice it corrects, and why. */
  invoice?: { number: string; day: string };
  reason?: string;
  figures: TaxFigures;
}
