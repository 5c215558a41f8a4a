/**
 * A value the code just before guarantees (a product a cart line's foreign key keeps, a row locked a
 * moment ago): if it is ever missing that is a bug, so it throws here (a 500, the transaction undone)
 * instead of carrying undefined into a total or a write.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}
