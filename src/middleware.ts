/**
 * Every page rendered on request passes here. In `astro dev`, before the first request, it runs what
 * scripts/start.mjs runs before it listens (src/server/host.ts: migrations, the demo seed, PGlite's
 * statistics upkeep), and pages are rendered afresh each time. In the built store, pages that say they
 * may be cached are rendered once through the page cache (src/server/pages/cache.ts), which
 * scripts/start.mjs then answers from without calling Astro.
 */
import { defineMiddleware } from 'astro:middleware';
import { siteUrl } from './server/config';
import { renderThroughCache } from './server/pages/cache';
import { withIslandStyleInHead } from './server/pages/island-style';
import { requestOrigin } from './server/pages/site';

let started: Promise<unknown> | undefined;

export const onRequest = defineMiddleware(async (context, next) => {
  // What the layout writes into canonical links and Open Graph tags: a pre-rendered page has no request.
  context.locals.origin = context.isPrerendered ? siteUrl : requestOrigin(context.request);
  if (import.meta.env.DEV) {
    started ??= import('./server/host').then((host) => host.start());
    await started;
    return withIslandStyleInHead(await next());
  }
  if (context.isPrerendered) return withIslandStyleInHead(await next());
  return renderThroughCache(context.request, async () => withIslandStyleInHead(await next()));
});
