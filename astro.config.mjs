// @ts-check
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import preactIslands from './src/preact/integration.mjs';

const hostModule = fileURLToPath(new URL('./src/server/host.ts', import.meta.url));

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
  // Preact with preact/compat renders the React islands: React DOM alone was ~64 KB gzip of every page's
  // first-view JavaScript (each page keeps to 90 KB). compat aliases react, react-dom and react/jsx-runtime
  // to preact/compat; the React libraries are bundled into the server build too (ssr.noExternal) so
  // they get the same aliases instead of loading the real react from node_modules.
  integrations: [preactIslands(), serverHost()],
  // The API authenticates with a token header, never cookies, so Astro's form-origin check adds
  // nothing and would answer 403 before the API can say what is wrong with a body.
  security: { checkOrigin: false },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  vite: {
    plugins: [tailwindcss()],
    ssr: {
      external: ['@electric-sql/pglite', 'pg'],
      noExternal: ['@tanstack/react-query', 'sonner', '@nanostores/react', 'react-apexcharts', 'swiper'],
    },
  },
});
