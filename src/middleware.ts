/**
 * `astro dev` only: before the first request, run what scripts/start.mjs runs before it listens
 * (src/server/host.ts: migrations, the demo seed, PGlite's statistics upkeep). A built store never
 * takes this branch.
 */
import { defineMiddleware } from 'astro:middleware';

let started: Promise<unknown> | undefined;

export const onRequest = defineMiddleware(async (_context, next) => {
  if (import.meta.env.DEV) {
    started ??= import('./server/host').then((host) => host.start());
    await started;
  }
  return next();
});
