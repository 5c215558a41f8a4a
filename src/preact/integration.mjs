// @ts-check
import preact from '@astrojs/preact';
import { fileURLToPath } from 'node:url';

/** @param {string} file */
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * @astrojs/preact with preact/compat (React islands on Preact: React DOM alone was 64 KB of gzip, most of a page's 90 KB first-view budget), its renderer's
 * entry points wrapped so each island gets an id prefix (src/ui/useIslandId.ts). The renderer keeps
 * its name, so `client:only="preact"` still finds it.
 * @returns {import('astro').AstroIntegration}
 */
export default function preactIslands() {
  const base = preact({ compat: true });
  const setup = base.hooks['astro:config:setup'];
  return {
    ...base,
    hooks: {
      ...base.hooks,
      'astro:config:setup': (options) =>
        setup?.({
          ...options,
          addRenderer: (renderer) => options.addRenderer({ ...renderer, clientEntrypoint: here('./client.ts'), serverEntrypoint: here('./server.ts') }),
        }),
    },
  };
}
