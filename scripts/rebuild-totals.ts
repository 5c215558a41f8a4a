/**
 * `npm run db:rebuild-totals`: recomputes the running totals (the dashboard's order counts and sums,
 * Manage Orders' counts) from the rows, on the database the server would use (DATA_DIR or
 * DATABASE_URL). Safe while the store runs on PostgreSQL: writes wait a moment, reads do not. On the
 * embedded database, stop the server first (one process per data folder).
 */
import { closeDb, getDb } from '../src/server/db/client';
import { rebuildTotals } from '../src/server/services/totals';

// Summing every order may take longer than a request's statement may (STATEMENT_TIMEOUT_MS): not limited here.
process.env.STATEMENT_TIMEOUT_MS = '0';
const db = await getDb();
const { before, after, shoppersCorrected } = await rebuildTotals(db);
const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
const changed = names.filter((n) => (before[n] ?? 0) !== (after[n] ?? 0));
for (const n of names) console.log(`${n.padEnd(18)} ${String(after[n] ?? 0).padStart(14)}${changed.includes(n) ? `  (was ${before[n] ?? 0})` : ''}`);
console.log(
  changed.length || shoppersCorrected
    ? `Rebuilt: ${changed.length} store figure(s) and ${shoppersCorrected} shopper total(s) were out of step.`
    : 'Rebuilt: every running total was already right.',
);
await closeDb();
