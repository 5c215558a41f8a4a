/**
 * GST tax invoices and credit notes: issued when a purchase ships, read back from the
 * PDF with pdftotext (Debian's poppler-utils): numbering, seller and buyer, CGST+SGST within Karnataka
 * and IGST to another State, 5% and 18% by the piece's price, shipping's own line, the UPI discount
 * lowering the taxable value, figures adding up to the paise; who may read them; a cancellation after
 * invoicing issuing a credit note in its own series; and, on PostgreSQL, 50 purchases shipped at once
 * through two server processes numbered 50 in a row.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { purchases, taxDocumentCounters, taxDocuments } from '../../src/server/db/schema';
import { address, call, countRows, makeAdmin, makeProduct, makeUser, selectRows } from './helpers';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './multi/process';

// The two server processes below check the in-process admin's token: one secret for all.
const secret = randomBytes(32).toString('hex');
process.env.JWT_SECRET = secret;

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin('Invoice Admin');
});

const sizes = [{ size: 'M', stock: 500 }];
const karnataka = { ...address, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const NUMBER = /FS\/\d{4}-\d{2}\/\d{6}/;
const CN_NUMBER = /FS\/CN\/\d{4}-\d{2}\/\d{6}/;

/** A shopper who bought `items` in one purchase, delivered to `to`. */
async function bought(items: { prodId: number; quantity: number }[], opts: { pay?: 'cod' | 'upi'; to?: typeof address } = {}) {
  const s = await makeUser();
  const addr = await call('POST', '/address/add', { token: s.token, body: opts.to ?? address });
  expect(addr.status, JSON.stringify(addr.body)).toBe(201);
  const res = await call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: addr.body.data._id, paymentMethod: opts.pay ?? 'cod', items: items.map((i) => ({ ...i, size: 'M' })) },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { shopper: s, purchase: res.body.purchase as { _id: number; total: number }, orders: res.body.data as { _id: number; name: string }[] };
}

const step = (id: number, body: Record<string, unknown>) => call('PATCH', `/order/step/${id}`, { token: admin.token, body });
async function ship(...ids: number[]) {
  for (const id of ids) {
    expect((await step(id, { step: 'packed' })).status).toBe(200);
    const res = await step(id, { step: 'shipped', courier: 'Delhivery', trackingNumber: `AWB${id}`, expectedDelivery: inDays(3) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** A PDF route's answer: status, headers and the bytes. */
async function fetchPdf(path: string, token?: string) {
  const res = await app.request(`/api${path}`, { headers: token ? { token } : {} }, { clientAddress: '10.9.9.9' });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
/** The PDF's text as pdftotext lays it out (one table row a line). */
function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const lineWith = (text: string, needle: string) => text.split('\n').find((l) => l.includes(needle)) ?? '';
const docsOf = async (purchaseId: number) => (await selectRows(taxDocuments, eq(taxDocuments.purchaseId, purchaseId))).sort((a, b) => a._id - b._id);
const seqOf = (n: string) => Number(n.split('/').at(-1));

describe('the tax invoice', () => {
  it('within Karnataka: CGST + SGST, 5% on a Rs 2,499 piece and 18% on a Rs 2,999 one, figures to the paise', async () => {
    const low = await makeProduct({ name: 'Everyday Crew Tee', price: 2499, oprice: 2999, sizes });
    const high = await makeProduct({ name: 'Heavy Fleece Hoodie', price: 2999, oprice: 3499, category: "Men's Hoodies & Sweatshirts", sizes });
    const { shopper, purchase, orders } = await bought(
      [
        { prodId: low._id, quantity: 1 },
        { prodId: high._id, quantity: 1 },
      ],
      { to: karnataka },
    );
    expect(purchase.total).toBe(5498);
    await ship(orders[0]._id);

    const res = await fetchPdf(`/order/invoice/${purchase._id}`, shopper.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const [doc] = await docsOf(purchase._id);
    expect(doc.number).toMatch(new RegExp(`^${NUMBER.source}$`));
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${doc.number.replaceAll('/', '-')}.pdf"`);

    const text = pdfText(res.bytes);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice No.: ${doc.number}`);
    expect(text).toContain('Fashion Store Retail Private Limited');
    expect(text).toContain('GSTIN: 29AAACF1234A1Z5');
    expect(text).toContain('Place of supply: Karnataka (code 29)');
    expect(text).toContain('Riya Shah');
    expect(text).toContain('Bengaluru 560001');
    expect(text).toContain('CGST (Rs.)');
    expect(text).toContain('SGST (Rs.)');
    expect(text).not.toContain('IGST');
    // Rs 2,499 at 5%: 2,380.00 taxable, 119.00 tax, 59.50 each. Rs 2,999 at 18%: 2,541.53 taxable, 457.47 tax (228.74 + 228.73).
    expect(lineWith(text, 'Everyday Crew Tee')).toMatch(/6109\s+1\s+2,380\.00\s+5%\s+59\.50\s+59\.50\s+2,499\.00/);
    expect(lineWith(text, 'Heavy Fleece Hoodie')).toMatch(/6110\s+1\s+2,541\.53\s+18%\s+228\.74\s+228\.73\s+2,999\.00/);
    expect(text).not.toContain('Shipping');
    expect(lineWith(text, 'Invoice total')).toContain('Rs. 5,498.00');
    expect(lineWith(text, 'Taxable value')).toContain('Rs. 4,921.53');

    // The stored figures add up, line by line, to the purchase's total in paise.
    const f = doc.document.figures;
    for (const l of f.lines) expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.total);
    expect(f.lines.reduce((s, l) => s + l.total, 0)).toBe(f.totals.total);
    expect(doc.totalPaise).toBe(purchase.total * 100);
  });

  it('to Maharashtra with UPI: IGST, shipping its own line, the discount lowering the taxable value', async () => {
    const p = await makeProduct({ name: 'Ringer Tee', price: 999, oprice: 1299, sizes });
    const { shopper, purchase, orders } = await bought([{ prodId: p._id, quantity: 1 }], { pay: 'upi' });
    // 999 + 99 shipping − 50 (5% of 999, UPI) = 1,048.
    expect(purchase.total).toBe(1048);
    await ship(orders[0]._id);
    const text = pdfText((await fetchPdf(`/order/invoice/${purchase._id}`, shopper.token)).bytes);
    expect(text).toContain('Place of supply: Maharashtra (code 27)');
    expect(text).toContain('State: Maharashtra (code 27)');
    expect(text).toContain('IGST (Rs.)');
    expect(text).not.toContain('CGST');
    // 999 less its 50.00 discount is 949.00, of which 903.81 taxable at 5% (951.43 without the discount).
    expect(lineWith(text, 'Ringer Tee')).toMatch(/6109\s+1\s+903\.81\s+5%\s+45\.19\s+949\.00/);
    expect(text).not.toContain('951.43');
    expect(lineWith(text, 'Shipping')).toMatch(/9965\s+1\s+83\.90\s+18%\s+15\.10\s+99\.00/);
    expect(lineWith(text, 'Payment discount')).toContain('-Rs. 50.00');
    expect(lineWith(text, 'Invoice total')).toContain('Rs. 1,048.00');
    const [doc] = await docsOf(purchase._id);
    expect(doc.totalPaise).toBe(104_800);
    const t = doc.document.figures.totals;
    expect(t.taxable + t.igst).toBe(104_800);
    expect(t.gross - t.discount).toBe(104_800);
  });

  it('numbers are consecutive, one invoice per purchase however many of its items ship, and a reprint is the same file', async () => {
    const p = await makeProduct({ price: 799, sizes });
    const a = await bought([{ prodId: p._id, quantity: 1 }]);
    const b = await bought([
      { prodId: p._id, quantity: 1 },
      { prodId: (await makeProduct({ price: 599, sizes }))._id, quantity: 2 },
    ]);
    const c = await bought([{ prodId: p._id, quantity: 3 }]);
    await ship(a.orders[0]._id);
    await ship(b.orders[0]._id);
    await ship(c.orders[0]._id);
    await ship(b.orders[1]._id);
    const numbers = [(await docsOf(a.purchase._id))[0], ...(await docsOf(b.purchase._id)), (await docsOf(c.purchase._id))[0]].map((d) => d.number);
    expect(numbers).toHaveLength(3);
    expect(numbers.map(seqOf)).toEqual([seqOf(numbers[0]), seqOf(numbers[0]) + 1, seqOf(numbers[0]) + 2]);
    // b's invoice named both items when the first shipped (1,997: free shipping).
    expect((await docsOf(b.purchase._id))[0].document.figures.lines.map((l) => l.quantity)).toEqual([1, 2]);
    const first = await fetchPdf(`/order/invoice/${b.purchase._id}`, b.shopper.token);
    const again = await fetchPdf(`/order/invoice/${b.purchase._id}`, admin.token);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("before shipping it is refused with 409; someone else's or an unknown purchase is a 404; signed out 401; an admin reads any", async () => {
    const p = await makeProduct({ price: 799, sizes });
    const { shopper, purchase, orders } = await bought([{ prodId: p._id, quantity: 1 }]);
    const early = await call('GET', `/order/invoice/${purchase._id}`, { token: shopper.token });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ msg: 'The tax invoice is issued when your order ships: it is not ready yet' });
    expect((await call('GET', `/order/documents/${purchase._id}`, { token: shopper.token })).body).toEqual({ data: [] });
    await step(orders[0]._id, { step: 'packed' });
    expect((await call('GET', `/order/invoice/${purchase._id}`, { token: shopper.token })).status).toBe(409);
    await step(orders[0]._id, { step: 'shipped', courier: 'Delhivery', trackingNumber: 'AWB1', expectedDelivery: inDays(2) });

    const other = await makeUser();
    const theirs = await call('GET', `/order/invoice/${purchase._id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ msg: 'Order not found' });
    expect((await call('GET', `/order/documents/${purchase._id}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', '/order/invoice/999999', { token: shopper.token })).status).toBe(404);
    expect((await call('GET', `/order/invoice/${purchase._id}`)).status).toBe(401);
    expect((await fetchPdf(`/order/invoice/${purchase._id}`, admin.token)).status).toBe(200);
    const listed = await call('GET', `/order/documents/${purchase._id}`, { token: shopper.token });
    expect(listed.body.data).toMatchObject([{ kind: 'invoice', totalPaise: purchase.total * 100 }]);
  });
});

describe('credit notes', () => {
  it('an item cancelled after invoicing gets a credit note in its own series; invoice less notes is the purchase', async () => {
    const tee = await makeProduct({ name: 'Pocket Tee', price: 899, sizes });
    const cap = await makeProduct({ name: 'Dad Cap', price: 799, category: 'Accessories', sizes });
    const { shopper, purchase, orders } = await bought(
      [
        { prodId: tee._id, quantity: 1 },
        { prodId: cap._id, quantity: 1 },
      ],
      { pay: 'upi', to: karnataka },
    );
    // 1,698 (free shipping) − 85 (5%) = 1,613.
    expect(purchase.total).toBe(1613);
    await ship(orders[0]._id);
    await step(orders[1]._id, { step: 'packed' });
    const cancel = await call('POST', `/order/cancel/${orders[1]._id}`, { token: shopper.token, body: { reason: 'Changed my mind' } });
    expect(cancel.status).toBe(200);
    // What remains: 899 + 99 shipping − 45 = 953.
    expect(cancel.body.data.total).toBe(953);

    const [invoice, note] = await docsOf(purchase._id);
    expect(note.kind).toBe('credit_note');
    expect(note.number).toMatch(new RegExp(`^${CN_NUMBER.source}$`));
    expect(note.invoiceId).toBe(invoice._id);
    expect(invoice.totalPaise - note.totalPaise).toBe(95_300);

    const listed = await call('GET', `/order/documents/${purchase._id}`, { token: shopper.token });
    expect(listed.body.data.map((d: { kind: string; number: string }) => [d.kind, d.number])).toEqual([
      ['invoice', invoice.number],
      ['credit_note', note.number],
    ]);
    const res = await fetchPdf(`/order/credit-note/${note._id}`, shopper.token);
    expect(res.status).toBe(200);
    const text = pdfText(res.bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit Note No.: ${note.number}`);
    expect(text).toContain(`Against Invoice: ${invoice.number}`);
    expect(text).toContain('Reason: Cancelled after invoicing: Dad Cap (M)');
    expect(lineWith(text, 'Dad Cap - Size M')).toMatch(/6117\s+1\s+7\d\d\.\d\d\s+5%/);
    // Shipping is now charged on what remains: the note gives back the cap less it.
    expect(lineWith(text, 'Shipping')).toContain('-99.00');
    expect(lineWith(text, 'Credit note total')).toContain(`Rs. ${((invoice.totalPaise - 95_300) / 100).toFixed(2)}`);
    // The invoice itself is unchanged.
    expect(pdfText((await fetchPdf(`/order/invoice/${purchase._id}`, shopper.token)).bytes)).toContain('Dad Cap');

    // Someone else's credit note is a 404; an admin's cancel of a shipped item is refused as before (no note).
    const other = await makeUser();
    expect((await call('GET', `/order/credit-note/${note._id}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/order/credit-note/${invoice._id}`, { token: shopper.token })).status).toBe(404);
    expect((await step(orders[0]._id, { step: 'cancelled', reason: 'Lost' })).status).toBe(409);
    expect(await docsOf(purchase._id)).toHaveLength(2);
  });

  it("an admin's cancel after invoicing credits too, and the item is not reinstated on an invoiced purchase (409, nothing changed)", async () => {
    const p = await makeProduct({ price: 1299, sizes });
    const q = await makeProduct({ price: 1299, sizes });
    const { purchase, orders } = await bought([
      { prodId: p._id, quantity: 1 },
      { prodId: q._id, quantity: 2 },
    ]);
    await ship(orders[0]._id);
    expect((await step(orders[1]._id, { step: 'cancelled', reason: 'Damaged in the warehouse' })).status).toBe(200);
    const docs = await docsOf(purchase._id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    // Two of Rs 1,299 at 5% (1,299 ≤ 2,500) credited; shipping stays free (1,299 < 1,500 now: −99).
    expect(docs[1].document.figures.lines.map((l) => [l.key, l.total])).toEqual([
      [`order:${orders[1]._id}`, 259_800],
      ['shipping', -9_900],
    ]);
    const back = await step(orders[1]._id, { step: 'placed' });
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe('This order is already invoiced, so a cancelled item cannot be added back to it: place a new order instead');
    expect(await docsOf(purchase._id)).toHaveLength(2);
    expect((await selectRows(purchases, eq(purchases._id, purchase._id)))[0].total).toBe(1299 + 99);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Server = ServerProcess;
const startServer = (): Promise<Server> => startServerProcess({ JWT_SECRET: secret });

describe.skipIf(!onPostgres)('numbering under concurrency, two server processes on one PostgreSQL', () => {
  let servers: Server[] = [];
  beforeAll(async () => {
    await countRows(taxDocuments);
    servers = await Promise.all([startServer(), startServer()]);
  }, 120_000);
  afterAll(async () => {
    await stopServerProcesses(servers);
  });

  it('50 purchases shipped at once through both processes get 50 consecutive numbers, none repeated', async () => {
    const p = await makeProduct({ price: 799, sizes: [{ size: 'M', stock: 100 }] });
    const bought50 = [];
    for (let i = 0; i < 50; i++) bought50.push(await bought([{ prodId: p._id, quantity: 1 }]));
    const ids = bought50.map((b) => b.orders[0]._id);
    const packed = await call('POST', '/order/bulk-step', { token: admin.token, body: { step: 'packed', items: ids.map((id) => ({ id })) } });
    expect(packed.status).toBe(200);
    const [before] = await selectRows(taxDocumentCounters, eq(taxDocumentCounters.series, 'FS'));
    const answers = await Promise.all(
      ids.map(async (id, n) => {
        const res = await fetch(`${servers[n % 2].base}/order/step/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', token: admin.token },
          body: JSON.stringify({ step: 'shipped', courier: 'Delhivery', trackingNumber: `CC${id}`, expectedDelivery: inDays(3) }),
        });
        return res.status;
      }),
    );
    expect(answers).toEqual(ids.map(() => 200));
    const docs = await selectRows(
      taxDocuments,
      inArray(
        taxDocuments.purchaseId,
        bought50.map((b) => b.purchase._id),
      ),
    );
    expect(docs).toHaveLength(50);
    const seqs = docs.map((d) => seqOf(d.number)).sort((a, b) => a - b);
    const start = (before?.lastSeq ?? 0) + 1;
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => start + i));
    expect(new Set(docs.map((d) => d.number)).size).toBe(50);
    const [after] = await selectRows(taxDocumentCounters, eq(taxDocumentCounters.series, 'FS'));
    expect(after.lastSeq).toBe(start + 49);
  }, 120_000);
});
