/**
 * A tax document as a PDF (pdf-lib, its standard Helvetica: the text can be selected and extracted,
 * and amounts read 'Rs.' since the standard fonts have no rupee sign). Drawn only from the stored
 * document, with its issue time as the file's dates, so the same document gives the same bytes.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatPaise, type TaxDocument, type TaxLine } from '../../../lib/gst';
import { pdfText as t } from './messages';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const SIZE = { title: 16, body: 9, table: 8 } as const;
const LEADING = { body: 12, table: 10 } as const;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);

/** Characters Helvetica's WinAnsi encoding has; any other (a name in Devanagari, an emoji) prints as '?'. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export const printable = (s: string) =>
  [...s.normalize('NFC')].map((ch) => (/[\x20-\x7e\u00a0-\u00ff]/.test(ch) || WIN_ANSI_EXTRA.has(ch) ? ch : ch === '\n' || ch === '\t' ? ' ' : '?')).join('');

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: TaxLine, n: number) => string;
}

function columns(intraState: boolean): Column[] {
  const money = (k: keyof TaxLine) => (l: TaxLine) => formatPaise(l[k] as number);
  const tax: Column[] = intraState
    ? [
        { title: t.cgst, width: 52, align: 'right', cell: money('cgst') },
        { title: t.sgst, width: 52, align: 'right', cell: money('sgst') },
      ]
    : [{ title: t.igst, width: 60, align: 'right', cell: money('igst') }];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_l, n) => String(n + 1) },
    { title: t.hsn, width: 34, align: 'left', cell: (l) => l.hsn },
    { title: t.qty, width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { title: t.taxable, width: 62, align: 'right', cell: money('taxable') },
    { title: t.rate, width: 32, align: 'right', cell: (l) => `${l.rate}%` },
    ...tax,
    { title: t.lineTotal, width: 62, align: 'right', cell: money('total') },
  ];
  const used = fixed.reduce((s, c) => s + c.width, 0);
  const description: Column = { title: t.description, width: PAGE[0] - 2 * MARGIN - used, align: 'left', cell: (l) => describe(l) };
  return [fixed[0], description, ...fixed.slice(1)];
}

const describe = (l: TaxLine) => (l.size ? `${l.description} - ${t.size} ${l.size}` : l.description);

/** Words of `text` in lines at most `width` wide. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

class Writer {
  y = PAGE[1] - MARGIN;
  page: PDFPage;
  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE);
  }
  ensure(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  text(s: string, x: number, y: number, opts: { size?: number; bold?: boolean; align?: 'left' | 'right'; color?: ReturnType<typeof rgb> } = {}) {
    const font = opts.bold ? this.bold : this.regular;
    const size = opts.size ?? SIZE.body;
    const value = printable(s);
    const at = opts.align === 'right' ? x - font.widthOfTextAtSize(value, size) : x;
    this.page.drawText(value, { x: at, y, size, font, color: opts.color });
  }
  rule(y: number) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE[0] - MARGIN, y }, thickness: 0.5, color: RULE });
  }
  /** Lines of text from the left (or right) edge, moving down. */
  block(lines: { s: string; bold?: boolean; color?: ReturnType<typeof rgb> }[], x: number, align: 'left' | 'right' = 'left') {
    let y = this.y;
    for (const l of lines) {
      this.text(l.s, x, y, { bold: l.bold, align, color: l.color });
      y -= LEADING.body;
    }
    return y;
  }
}

function header(w: Writer, doc: TaxDocument) {
  const right = PAGE[0] - MARGIN;
  w.text(doc.kind === 'invoice' ? t.taxInvoice : t.creditNote, MARGIN, w.y, { size: SIZE.title, bold: true });
  w.text(t.original, right, w.y, { align: 'right', color: GREY });
  w.y -= 26;
  const s = doc.seller;
  const left = w.block(
    [{ s: s.name, bold: true }, ...s.address.map((a) => ({ s: a })), { s: t.stateLine(s.state, s.stateCode) }, { s: t.gstin(s.gstin), bold: true }],
    MARGIN,
  );
  const facts = [
    { s: t.number(doc.kind, doc.number), bold: true },
    { s: t.date(doc.kind, doc.day) },
    ...(doc.invoice ? [{ s: t.against(doc.invoice.number, doc.invoice.day) }] : []),
    { s: t.order(doc.purchase.id, doc.purchase.placedAt) },
    { s: t.payment(doc.purchase.paymentMethod) },
    ...(doc.purchase.coupon ? [{ s: t.coupon(doc.purchase.coupon) }] : []),
  ];
  const r = w.block(facts, right, 'right');
  w.y = Math.min(left, r) - 8;
  w.rule(w.y + 4);
  w.y -= 10;
  const b = doc.buyer;
  w.y = w.block(
    [
      { s: t.billTo, bold: true, color: GREY },
      { s: b.name, bold: true },
      ...b.address.map((a) => ({ s: a })),
      { s: t.stateLine(b.state, b.stateCode) },
      { s: t.placeOfSupply(doc.placeOfSupply.name, doc.placeOfSupply.code), bold: true },
      ...(doc.reason ? [{ s: t.reason(doc.reason) }] : []),
    ],
    MARGIN,
  );
  w.y -= 8;
}

function table(w: Writer, doc: TaxDocument) {
  const cols = columns(doc.figures.intraState);
  const xs: number[] = [];
  let x = MARGIN;
  for (const c of cols) {
    xs.push(x);
    x += c.width;
  }
  const cellX = (i: number) => (cols[i].align === 'right' ? xs[i] + cols[i].width - 2 : xs[i] + 2);
  const headerRow = () => {
    w.ensure(LEADING.table * 3);
    w.rule(w.y + LEADING.table);
    cols.forEach((c, i) => {
      w.text(c.title, cellX(i), w.y, { size: SIZE.table, bold: true, align: c.align });
    });
    w.y -= 4;
    w.rule(w.y);
    w.y -= LEADING.table;
  };
  headerRow();
  doc.figures.lines.forEach((line, n) => {
    const desc = wrap(describe(line), w.regular, SIZE.table, cols[1].width - 4);
    if (w.y - desc.length * LEADING.table < MARGIN) {
      w.ensure(PAGE[1]);
      headerRow();
    }
    cols.forEach((c, i) => {
      if (i === 1) for (const [k, d] of desc.entries()) w.text(d, cellX(i), w.y - k * LEADING.table, { size: SIZE.table });
      else w.text(c.cell(line, n), cellX(i), w.y, { size: SIZE.table, align: c.align });
    });
    w.y -= desc.length * LEADING.table + 3;
  });
  w.rule(w.y + LEADING.table - 3);
  const totals = doc.figures.totals;
  const sumRow = { ...doc.figures.lines[0], ...totals, hsn: '', quantity: doc.figures.lines.reduce((s, l) => s + l.quantity, 0) } as TaxLine;
  cols.forEach((c, i) => {
    if (i === 1) w.text(t.totals, cellX(i), w.y, { size: SIZE.table, bold: true });
    else if (c.align === 'right' && i !== 0 && c.title !== t.rate) w.text(c.cell(sumRow, 0), cellX(i), w.y, { size: SIZE.table, bold: true, align: 'right' });
  });
  w.y -= LEADING.table + 10;
}

function summary(w: Writer, doc: TaxDocument) {
  const f = doc.figures.totals;
  const right = PAGE[0] - MARGIN;
  const label = right - 110;
  const rows: [string, number, boolean?][] = [
    [t.grossValue, f.gross],
    ...(f.discount ? ([[doc.purchase.coupon ? t.discountWithCoupon : t.discount, -f.discount]] as [string, number][]) : []),
    [t.taxableValue, f.taxable],
    ...(doc.figures.intraState
      ? ([
          [t.cgstTotal, f.cgst],
          [t.sgstTotal, f.sgst],
        ] as [string, number][])
      : ([[t.igstTotal, f.igst]] as [string, number][])),
    [doc.kind === 'invoice' ? t.invoiceTotal : t.creditTotal, f.total, true],
  ];
  w.ensure(rows.length * LEADING.body + 60);
  for (const [name, paise, strong] of rows) {
    w.text(name, label, w.y, { align: 'right', bold: strong });
    w.text(t.rs(formatPaise(paise)), right, w.y, { align: 'right', bold: strong });
    w.y -= LEADING.body + (strong ? 0 : 1);
  }
  w.y -= 12;
  for (const note of [t.inclusive, t.reverseCharge, t.computerMade]) {
    w.text(note, MARGIN, w.y, { size: SIZE.table, color: GREY });
    w.y -= LEADING.table;
  }
}

/** The document as PDF bytes. */
export async function renderPdf(doc: TaxDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const at = new Date(doc.issuedAt);
  pdf.setTitle(`${doc.kind === 'invoice' ? t.taxInvoice : t.creditNote} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreator(doc.seller.name);
  pdf.setProducer(t.producer);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  header(w, doc);
  table(w, doc);
  summary(w, doc);
  const bytes = await pdf.save();
  // pdf-lib's bytes sit on a plain ArrayBuffer; typed so that a Response body takes them.
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}
