/**
 * The sizes editor's rows and their checks (Add Products and the stock dialog): the same rules as the
 * server's sizesSchema, with errors keyed like the API's (`sizes`, `sizes.1.stock`).
 */
import { z } from 'zod';
import type { SizeStock } from '../../../lib/stock';
import { PRODUCT_SIZE } from '../../../lib/constants';
import { validation } from '../../../lib/messages';
import { sizesSchema, type SizeInput } from '../../../lib/schemas';
import { fieldErrors, type FieldErrors } from '../parts/form';

export interface SizeRow {
  size: string;
  stock: string;
  counted: boolean;
}

export const defaultRows = (): SizeRow[] => [{ size: PRODUCT_SIZE, stock: '', counted: false }];

export const rowsOf = (sizes: readonly SizeStock[]): SizeRow[] =>
  sizes.map((s) => ({ size: s.size, stock: s.stock === null ? '' : String(s.stock), counted: s.stock !== null }));

/** A scale's sizes, each counted; a size already in the list keeps the stock typed for it. */
export function presetRows(scale: readonly string[], current: readonly SizeRow[]): SizeRow[] {
  return scale.map((size) => {
    const same = current.find((r) => r.size.trim().toLowerCase() === size.toLowerCase());
    return same?.counted ? same : { size, stock: '', counted: true };
  });
}

export const addRow = (rows: readonly SizeRow[]): SizeRow[] => [...rows, { size: '', stock: '', counted: true }];
export const removeRow = (rows: readonly SizeRow[], i: number): SizeRow[] => rows.filter((_, j) => j !== i);
export const changeRow = (rows: readonly SizeRow[], i: number, patch: Partial<SizeRow>): SizeRow[] => rows.map((r, j) => (j === i ? { ...r, ...patch } : r));

/** What the API is sent: a blank counted stock stays blank, so the check says 'Stock is a whole number…'. */
const payloadOf = (rows: readonly SizeRow[]) =>
  rows.map((r) => ({ size: r.size, stock: r.counted ? (r.stock.trim() === '' ? undefined : Number(r.stock)) : null }));

const wrapped = z.object({ sizes: sizesSchema });

/** The rows whose name repeats an earlier row's, the way the schema compares them (trimmed, any case). */
export function repeatedRows(rows: readonly SizeRow[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  rows.forEach((r, i) => {
    const key = r.size.trim().toLowerCase();
    if (!key) return;
    if (seen.has(key)) out.push(i);
    else seen.add(key);
  });
  return out;
}

/**
 * 'Each size can be listed once' shows next to each size field that repeats an earlier one, where the
 * admin can fix it, instead of under the list (the schema's and the API's place for it). It shows even
 * when other fields are wrong too: the schema checks the whole list only once every row passes.
 */
export function placeRepeated(rows: readonly SizeRow[], errors: FieldErrors): FieldErrors {
  const repeated = repeatedRows(rows);
  if (repeated.length === 0) return errors;
  const out = { ...errors };
  if (out.sizes === validation.sizeUnique) delete out.sizes;
  for (const i of repeated) out[`sizes.${i}.size`] ??= validation.sizeUnique;
  return out;
}

export function checkSizes(rows: readonly SizeRow[]): { data?: SizeInput[]; errors: FieldErrors } {
  const r = wrapped.safeParse({ sizes: payloadOf(rows) });
  return r.success ? { data: r.data.sizes, errors: {} } : { errors: placeRepeated(rows, fieldErrors(r.error)) };
}
