// @ts-check
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';

const hostModule = fileURLToPath(new URL('./src/server/host.ts', import.meta.url));

/**
 * The store's own client directives (bench/README.md "Islands on React"): `client:touch` starts an island on the
 * first focus, pointer or key on it and replays the tap that started it; `client:toasts` starts the
 * toaster when an island raises a toast or a previous page left one.
 * @returns {import('astro').AstroIntegration}
 */
function islandDirectives() {
  /** @param {string} file */
  const here = (file) => fileURLToPath(new URL(file, import.meta.url));
  return {
    name: 'fashion-store:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'touch', entrypoint: here('./src/islands/directives/touch.ts') });
        addClientDirective({ name: 'toasts', entrypoint: here('./src/islands/directives/toasts.ts') });
      },
    },
  };
}

/**
 * The Node server's way into the bundle (docs/architecture.md): src/server/host.ts is built as a second
 * entry of the server build, dist/server/host.mjs, sharing its chunks with Astro's entry.mjs, so
 * scripts/start.mjs gets the same API and database modules the pages use. (In `astro dev`,
 * src/middleware.ts runs its start() before the first request.)
 * @returns {import('astro').AstroIntegration}
 */
function serverHost() {
  return {
    name: 'fashion-store:server-host',
    hooks: {
      'astro:build:setup': ({ vite, target }) => {
        if (target !== 'server') return;
        /** @type {import('vite').Plugin} */
        const entry = {
          name: 'fashion-store:host-entry',
          options(options) {
            const input = options.input ?? [];
            if (Array.isArray(input)) return { ...options, input: [...input, hostModule] };
            if (typeof input === 'string') return { ...options, input: [input, hostModule] };
            return { ...options, input: { ...input, host: hostModule } };
          },
        };
        vite.plugins = [...(vite.plugins ?? []), entry];
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  // ASTRO_OUT_DIR lets parallel builds (tests, benchmarks) keep out of each other's way.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  adapter: node({ mode: 'standalone' }),
  // React DOM renders the islands (@astrojs/react gives each its own useId prefix). Pages keep their
  // first-view JavaScript small by when islands start, not by the runtime: client:touch and client:toasts
  // are the store's own directives (src/islands/directives/, docs/adr/0001-react-where-touched.md).
  integrations: [react(), islandDirectives(), serverHost()],
  // The API authenticates with a token header, never cookies, so Astro's form-origin check adds
  // nothing and would answer 403 before the API can say what is wrong with a body.
  security: { checkOrigin: false },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  vite: {
    plugins: [tailwindcss()],
    // SOURCEMAP=1: the browser's scripts with source maps, for `tsx bench/js-sources.ts` (what a page's JavaScript is made of).
    build: { sourcemap: process.env.SOURCEMAP === '1' },
    ssr: {
      external: ['@electric-sql/pglite', 'pg'],
    },
  },
});
