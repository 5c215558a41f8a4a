/**
 * Tax document numbers: consecutive within a series and financial year, without gaps or repeats, across
 * any number of server processes. The series' counter row is raised in the transaction that issues the
 * document: its row lock makes concurrent issuers wait their turn until commit, and a rollback takes the
 * number back with everything else, so no number is ever skipped.
 */
import { sql } from 'drizzle-orm';
import { documentNumber, financialYear } from '../../../lib/gst';
import { taxDocumentCounters } from '../../db/schema';
import type { Tx } from '../../db/types';

export interface Allotted {
  series: string;
  financialYear: string;
  seq: number;
  number: string;
}

/** The next number of `series` in the financial year of `day` (India time, 'YYYY-MM-DD'); the first of a year is 1. */
export async function nextNumber(tx: Tx, series: string, day: string): Promise<Allotted> {
  const fy = financialYear(day);
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ series, financialYear: fy, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.series, taxDocumentCounters.financialYear],
      set: { lastSeq: sql`${taxDocumentCounters.lastSeq} + 1` },
    })
    .returning({ seq: taxDocumentCounters.lastSeq });
  return { series, financialYear: fy, seq: row.seq, number: documentNumber(series, fy, row.seq) };
}
