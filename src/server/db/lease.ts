/**
 * What the store's queues share (the e-mail outbox, the picture jobs): a claim moves a row's next
 * attempt a lease ahead in the same statement that takes it, so a process that dies holding it leaves
 * it due again when the lease ends, without a transaction held while the work runs.
 */
import { sql } from 'drizzle-orm';

/** `now()` plus `ms` milliseconds, in SQL: a lease's end, or a retry's time. */
export const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
