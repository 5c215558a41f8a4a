/**
 * Sizes and stock on the server (docs/features.md "Sizes and stock"): which size a request means, whether it
 * can be had, and taking and giving back units inside the caller's transaction. Stock is taken with
 * the size rows locked (FOR UPDATE, in one order so concurrent checkouts cannot deadlock) and a guard
 * in the UPDATE itself; a CHECK on the table is the last word: it never goes below zero.
 */
import { and, asc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import { api } from '../messages';
import type { SizeInput } from '../../lib/schemas';
import { present } from '../../lib/present';
import { defaultSize, findSize, type SizeStock } from '../../lib/stock';
import type { Db, Tx } from '../db/types';
import { productSizes } from '../db/schema';
import { catalogueChanged } from '../db/changes';
import { HttpError } from '../errors';
import { answerRequests } from './stock-requests';

/** A product's sizes in order, as JSON, for a select list over `products`. */
export const sizesJson = sql<SizeStock[]>`coalesce((select json_agg(json_build_object('size', ps.size, 'stock', ps.stock) order by ps.position)
  from product_sizes ps where ps.product_id = "products"."id"), '[]'::json)`;

export async function sizesOf(db: Db | Tx, prodId: number): Promise<SizeStock[]> {
  return db
    .select({ size: productSizes.size, stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.prodId, prodId))
    .orderBy(asc(productSizes.position));
}

/** The size a request means: the one named (it must exist), else 'M' or the only size, else 400. */
export function pickSize(sizes: SizeStock[], requested: string | undefined): SizeStock {
  const name = requested ?? defaultSize(sizes);
  if (name === undefined) throw new HttpError(400, api.chooseSize, { size: api.chooseSize });
  const found = findSize(sizes, name);
  if (!found) throw new HttpError(400, api.unknownSize(name), { size: api.unknownSize(name) });
  return found;
}

/** 409 when `quantity` of the size cannot be had ('Only 2 left in size M'). */
export function ensureAvailable(s: SizeStock, quantity: number): void {
  if (s.stock !== null && quantity > s.stock) throw new HttpError(409, api.onlyLeft(s.stock, s.size));
}

/** Replaces a product's sizes with `sizes`, in that order (stock as given; cart lines keep their size). */
export async function replaceSizes(tx: Tx, prodId: number, sizes: SizeInput[]): Promise<void> {
  await tx.delete(productSizes).where(
    and(
      eq(productSizes.prodId, prodId),
      sql`${productSizes.size} not in (${sql.join(
        sizes.map((s) => sql`${s.size}`),
        sql`, `,
      )})`,
    ),
  );
  await tx
    .insert(productSizes)
    .values(sizes.map((s, position) => ({ prodId, size: s.size, position, stock: s.stock })))
    .onConflictDoUpdate({
      target: [productSizes.prodId, productSizes.size],
      set: { position: sql`excluded.position`, stock: sql`excluded.stock` },
    });
  // A size an admin brought back from none: whoever asked to be told gets the mail (same transaction).
  await answerRequests(tx, prodId);
}

export interface StockLine {
  key: string;
  prodId: number;
  size: string;
  quantity: number;
}

/**
 * Takes the units of every line, or none: returns the lines that are short (keyed, with what is left
 * said in words) and changes nothing when there are any.
 */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<Record<string, string>> {
  if (lines.length === 0) return {};
  // A size already short is refused without queueing for its row lock: in a flash sale the shoppers
  // who come after the last unit are told at once instead of waiting behind every checkout still
  // holding the lock (bench/payments.ts). Stock only falls under the lock, so a short read stays short
  // but for units given back just now, as if the shopper had come a moment earlier.
  const early = shortLines(lines, await tx.select().from(productSizes).where(whereLines(lines)));
  if (Object.keys(early).length) return early;
  const rows = await tx.select().from(productSizes).where(whereLines(lines)).orderBy(asc(productSizes.prodId), asc(productSizes.size)).for('update');
  const wanted = wantedOf(lines);
  const short = shortLines(lines, rows);
  if (Object.keys(short).length) return short;
  const soldOut = new Set<number>();
  for (const [key, quantity] of wanted) {
    const [prodId, size] = key.split('\u0000') as [string, string];
    const row = present(
      rows.find((r) => r.prodId === Number(prodId) && r.size === size),
      `size ${size} of product ${prodId}`,
    ); // every line's row was checked above
    if (row.stock === null) continue;
    const taken = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${quantity}` })
      .where(and(eq(productSizes.prodId, row.prodId), eq(productSizes.size, size), isNotNull(productSizes.stock), gte(productSizes.stock, quantity)))
      .returning({ stock: productSizes.stock });
    // Unreachable while the rows are locked; if it ever happens, the whole transaction is undone.
    if (taken.length === 0) throw new HttpError(409, api.onlyLeft(0, size));
    if (taken[0].stock === 0) soldOut.add(row.prodId);
  }
  // A size sold out changes what the catalogue's pages say (sold out, in stock only, sizes to filter by):
  // every process renews them when this transaction commits, as after an admin's edit.
  if (soldOut.size) await catalogueChanged(tx, { productIds: [...soldOut], stockOnly: true });
  return {};
}

const whereLines = (lines: StockLine[]) => or(...lines.map((l) => and(eq(productSizes.prodId, l.prodId), eq(productSizes.size, l.size))));

/** Units wanted per product and size (lines of one size add up). */
function wantedOf(lines: StockLine[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(`${l.prodId}\u0000${l.size}`, (wanted.get(`${l.prodId}\u0000${l.size}`) ?? 0) + l.quantity);
  return wanted;
}

/** The lines `rows` cannot fill, keyed, with what is left said in words. */
function shortLines(lines: StockLine[], rows: (typeof productSizes.$inferSelect)[]): Record<string, string> {
  const wanted = wantedOf(lines);
  const short: Record<string, string> = {};
  for (const l of lines) {
    const row = rows.find((r) => r.prodId === l.prodId && r.size === l.size);
    const need = present(wanted.get(`${l.prodId}\u0000${l.size}`), 'a wanted line');
    if (!row) short[l.key] = api.onlyLeft(0, l.size);
    else if (row.stock !== null && row.stock < need) short[l.key] = api.onlyLeft(row.stock, l.size);
  }
  return short;
}

/** The column is an int: far above any real stock, and still far from overflowing. */
const STOCK_CEILING = 1_000_000_000;

/**
 * Puts units back: the one way stock returns from an order (set to 'Rejected', or cancelled); a size
 * that is gone or not counted takes nothing. A size back from none renews the pages that said sold out
 * and answers the 'Notify me' requests for it, inside the caller's transaction.
 */
export async function giveBack(tx: Tx, prodId: number, size: string, quantity: number): Promise<void> {
  const [back] = await tx
    .update(productSizes)
    .set({ stock: sql`least(${productSizes.stock} + ${quantity}, ${STOCK_CEILING})` })
    .where(and(eq(productSizes.prodId, prodId), eq(productSizes.size, size), isNotNull(productSizes.stock)))
    .returning({ stock: productSizes.stock });
  // Back in stock from none: the pages that said sold out are renewed, and those who asked are told.
  if (quantity > 0 && back?.stock === quantity) {
    await catalogueChanged(tx, { productIds: [prodId], stockOnly: true });
    await answerRequests(tx, prodId, size);
  }
}
