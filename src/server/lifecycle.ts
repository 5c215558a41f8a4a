/**
 * The hooks scripts/start.mjs uses: refuse new API calls while draining, close the database last,
 * and reach the API app directly (skipping Astro's routing for /api saves ~0.3 ms a request).
 * Shared through a global symbol because start.mjs loads the bundle rather than these modules.
 */
import { closeDb } from './db/client';

let draining = false;
export const isDraining = () => draining;

interface Hooks {
  setDraining: (on: boolean) => void;
  close: () => Promise<void>;
  api?: { fetch: (request: Request, env?: object) => Response | Promise<Response> };
}
const hooks: Hooks = {
  setDraining: (on) => {
    draining = on;
  },
  close: closeDb,
};
(globalThis as Record<symbol, unknown>)[Symbol.for('fashion-store.lifecycle')] = hooks;

export function exposeApi(api: NonNullable<Hooks['api']>): void {
  hooks.api = api;
}
