/** SQL pieces every part of the search writes with. */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

export const tsq = (text: string) => sql`to_tsquery('english', ${text})`;

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return (res as unknown as { rows: T[] }).rows;
}
