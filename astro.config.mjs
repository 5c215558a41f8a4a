// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  // ASTRO_OUT_DIR lets parallel builds (tests, benchmarks) keep out of each other's way.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // The API authenticates with a token header, never cookies, so Astro's form-origin check adds
  // nothing and would answer 403 before the API can say what is wrong with a body.
  security: { checkOrigin: false },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
  },
});
