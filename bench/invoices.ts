/**
 * bench:invoices: shipping N orders in bulk and generating their GST invoices, in
 * process through the API (app.request, no build). N purchases of one or two items are placed by one
 * shopper (half to Karnataka, the seller's State, half to Maharashtra; every third paid by UPI), packed
 * with POST /order/bulk-step, then shipped with it in batches of BULK_MAX (each batch's transaction
 * issues its purchases' invoices: the timed part), then every invoice is drawn as PDF through
 * GET /order/invoice/{id} (timed too). Checks the numbers run without a gap and that every invoice comes
 * to its purchase's total; reports time, rates and the process's peak memory (RSS and heap, sampled
 * every 20 ms). On PGlite in memory by default; BENCH_DB=postgres runs on a scratch database of the
 * server at DATABASE_URL. INVOICE_BENCH_ORDERS sets N (default 1,000). Writes
 * bench/results/invoices-<engine>.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useScratchDatabase } from './scratch-db';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE: 'pglite' | 'postgres' = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const ORDERS = Math.max(1, Number(process.env.INVOICE_BENCH_ORDERS) || 1_000);
const SCRATCH_DATABASE = 'fashion_store_bench_invoices';
/** Invoices drawn at once while generating the PDFs. */
const PDF_CONCURRENCY = 4;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const log = (msg: string) => console.log(`[bench:invoices] ${msg}`);
const MB = 1024 * 1024;

// Before the store's modules read the environment.
const scratch = await useScratchDatabase(ENGINE, SCRATCH_DATABASE);
process.env.LOG_LEVEL ??= 'warn';
process.env.SEED_DEMO = '0';
const { app } = await import('../src/server/app');
const { start, stop } = await import('../src/server/host');
const { addAdmin } = await import('../src/server/services/admins');
const { addProduct } = await import('../src/server/services/products');
const { BULK_MAX } = await import('../src/lib/fulfilment');
const { getDb } = await import('../src/server/db/client');
const { taxDocuments, purchases } = await import('../src/server/db/schema');
const { eq } = await import('drizzle-orm');

let client = 0;
// biome-ignore lint/suspicious/noExplicitAny: a bench reads whatever JSON came back, as the tests' call() does
type Json = any;
async function call(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; bytes: number }> {
  const headers: Record<string, string> = { ...opts.headers, ...(opts.token ? { token: opts.token } : {}) };
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  if (body) headers['content-type'] = 'application/json';
  const res = await app.request(`/api${path}`, { method, headers, body }, { clientAddress: `10.7.${(client >> 8) & 255}.${client++ & 255}` });
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return { status: res.status, body: await res.json(), bytes: 0 };
  return { status: res.status, body: undefined, bytes: (await res.arrayBuffer()).byteLength };
}
const expectStatus = (res: { status: number; body: unknown }, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
};

/** Peak RSS and heap over a stretch, sampled every 20 ms. */
function memoryPeak() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return { rssMb: round(rss / MB), heapMb: round(heap / MB) };
  };
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

try {
  await start();
  const loadBefore = loadavg().map((n) => round(n, 2));
  const password = 'Bench-invoices-1';
  await addAdmin({
    name: 'Bench Admin',
    email: 'bench-invoices-admin@example.com',
    password,
    role: 'Sales',
    image: 'https://img.example.com/a.png',
    contact: '9876543210',
  });
  const adminToken: string = (await call('POST', '/auth/login', { body: { email: 'bench-invoices-admin@example.com', password } })).body.token;
  const email = 'bench-invoices-shopper@example.com';
  expectStatus(await call('POST', '/users/register', { body: { name: 'Bench Shopper', email, password, city: 'Pune' } }), 201, 'register');
  const token: string = (await call('POST', '/auth/login', { body: { email, password } })).body.token;
  const address = { country: 'India', firstName: 'Riya', lastName: 'Shah', address: '12 MG Road', company: '', phone: '9876543210', declaration: true };
  const addressIds: number[] = [];
  for (const a of [
    { city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    { city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  ]) {
    const res = await call('POST', '/address/add', { token, body: { ...address, ...a } });
    expectStatus(res, 201, 'address');
    addressIds.push(res.body.data._id);
  }
  const stock = [{ size: 'M', stock: ORDERS * 4 }];
  const base = { brand: 'Northloom', images: ['/images/products/tee.svg'], subhead: 'Bench', description: 'Bench.', sizes: stock };
  const products = [
    await addProduct({ ...base, name: 'Bench Tee', oprice: 1299, price: 999, category: "Men's T-shirts" }),
    await addProduct({ ...base, name: 'Bench Hoodie', oprice: 3499, price: 2999, category: "Men's Hoodies & Sweatshirts" }),
    await addProduct({ ...base, name: 'Bench Runner', oprice: 4999, price: 3599, category: 'Sneakers' }),
  ];

  log(`placing ${ORDERS} purchases on ${ENGINE}…`);
  const placedAt = performance.now();
  const orderIds: number[] = [];
  const purchaseIds: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const items = [
      { prodId: products[i % 3]._id, quantity: 1 + (i % 2), size: 'M' },
      ...(i % 4 === 0 ? [{ prodId: products[(i + 1) % 3]._id, quantity: 1, size: 'M' }] : []),
    ];
    const res = await call('POST', '/order/checkout', {
      token,
      body: { addressId: addressIds[i % 2], paymentMethod: i % 3 === 0 ? 'upi' : 'cod', items },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expectStatus(res, 201, 'checkout');
    purchaseIds.push(res.body.purchase._id);
    orderIds.push(...res.body.data.map((o: { _id: number }) => o._id));
  }
  const placeMs = performance.now() - placedAt;
  for (const batch of chunks(orderIds, BULK_MAX)) {
    expectStatus(await call('POST', '/order/bulk-step', { token: adminToken, body: { step: 'packed', items: batch.map((id) => ({ id })) } }), 200, 'pack');
  }

  log(`shipping ${orderIds.length} orders (${purchaseIds.length} purchases) in batches of ${BULK_MAX}…`);
  let peak = memoryPeak();
  const shipStart = performance.now();
  for (const batch of chunks(orderIds, BULK_MAX)) {
    const res = await call('POST', '/order/bulk-step', {
      token: adminToken,
      body: { step: 'shipped', courier: 'Delhivery', expectedDelivery: inDays(3), items: batch.map((id) => ({ id, trackingNumber: `AWB${id}` })) },
    });
    expectStatus(res, 200, 'ship');
  }
  const shipMs = performance.now() - shipStart;
  const shipMemory = peak();

  log(`drawing ${purchaseIds.length} invoices as PDF…`);
  peak = memoryPeak();
  const pdfStart = performance.now();
  let pdfBytes = 0;
  for (const batch of chunks(purchaseIds, PDF_CONCURRENCY)) {
    const answers = await Promise.all(batch.map((id) => call('GET', `/order/invoice/${id}`, { token: adminToken })));
    for (const a of answers) {
      expectStatus(a, 200, 'invoice');
      pdfBytes += a.bytes;
    }
  }
  const pdfMs = performance.now() - pdfStart;
  const pdfMemory = peak();

  // Every purchase invoiced once, numbers in a row, each invoice its purchase's total.
  const db = await getDb();
  const rows = await db
    .select({ seq: taxDocuments.seq, total: taxDocuments.totalPaise, purchaseTotal: purchases.total })
    .from(taxDocuments)
    .innerJoin(purchases, eq(purchases._id, taxDocuments.purchaseId))
    .where(eq(taxDocuments.kind, 'invoice'));
  const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
  const consecutive = seqs.length === purchaseIds.length && seqs.every((s, i) => s === seqs[0] + i);
  const agree = rows.every((r) => r.total === r.purchaseTotal * 100);
  if (!consecutive || !agree)
    throw new Error(`invoices: ${seqs.length} for ${purchaseIds.length} purchases, consecutive ${consecutive}, totals agree ${agree}`);

  const result = {
    engine: ENGINE,
    at: new Date().toISOString(),
    cpus: cpus().length,
    loadBefore,
    purchases: purchaseIds.length,
    orders: orderIds.length,
    placeSeconds: round(placeMs / 1000, 2),
    ship: { seconds: round(shipMs / 1000, 2), invoicesPerSecond: round(purchaseIds.length / (shipMs / 1000)), peak: shipMemory },
    pdf: {
      seconds: round(pdfMs / 1000, 2),
      perInvoiceMs: round(pdfMs / purchaseIds.length, 2),
      averageKb: round(pdfBytes / purchaseIds.length / 1024, 1),
      concurrency: PDF_CONCURRENCY,
      peak: pdfMemory,
    },
    numbersConsecutive: consecutive,
    totalsAgree: agree,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/invoices-${ENGINE}.json`), `${JSON.stringify(result, null, 2)}\n`);
  log(
    `shipped ${orderIds.length} orders with ${purchaseIds.length} invoices in ${result.ship.seconds} s (${result.ship.invoicesPerSecond}/s, peak RSS ${shipMemory.rssMb} MB); ` +
      `${purchaseIds.length} PDFs in ${result.pdf.seconds} s (${result.pdf.perInvoiceMs} ms each, ${result.pdf.averageKb} KB, peak RSS ${pdfMemory.rssMb} MB)`,
  );
} finally {
  await stop();
  await scratch.drop();
}
