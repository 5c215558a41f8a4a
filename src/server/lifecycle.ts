/**
 * The hooks scripts/start.mjs uses to stop the server cleanly: refuse new API calls while draining
 * and close the database last. Shared through a global symbol because start.mjs loads the bundle.
 */
import { closeDb } from './db/client';

let draining = false;
export const isDraining = () => draining;

const key = Symbol.for('fashion-store.lifecycle');
(globalThis as Record<symbol, unknown>)[key] = {
  setDraining: (on: boolean) => { draining = on; },
  close: closeDb,
};
