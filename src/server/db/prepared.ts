/**
 * Statements prepared once per database handle, for the hot paths (every signed-in request, add to cart):
 * drizzle builds a query's SQL anew on each call, a tenth of the server's CPU under bench:api's add to
 * cart (CPU profile); prepared, the SQL is built once and PostgreSQL parses it once per connection.
 */
import { getDb } from './client';
import type { Db } from './types';

/** `build` runs once for the database `getDb()` answers (a new one after closeDb, e.g. between tests). */
export function prepared<T>(build: (db: Db) => T): () => Promise<T> {
  const made = new WeakMap<Db, T>();
  return async () => {
    const db = await getDb();
    let statement = made.get(db);
    if (statement === undefined) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}
