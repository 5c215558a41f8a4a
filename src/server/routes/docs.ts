/**
 * The API's reference: a reader for the OpenAPI document (Swagger UI from node_modules, served from
 * this origin so it runs under the pages' own Content-Security-Policy: scripts only from 'self', none
 * inline). Plain Hono routes, so they are not part of the document they show.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Context, Hono } from 'hono';
import type { AuthEnv } from '../auth';

const DOCS_PATH = '/api/docs';
const SPEC_PATH = '/api/openapi.json';

const require = createRequire(import.meta.url);
/** The viewer's version names its files, so a browser may keep them for a year. */
const { version } = require('swagger-ui-dist/package.json') as { version: string };
const asset = (file: string) => `${DOCS_PATH}/${file}?v=${version}`;

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fashion Store API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${asset('swagger-ui.css')}"></head>
<body><div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('init.js')}"></script>
</body>
</html>`;
const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(SPEC_PATH)}, dom_id: '#swagger-ui', deepLinking: true });\n`;

interface File {
  type: string;
  text: string;
  gzip: Buffer;
}
const files = new Map<string, File>();
/** A viewer file, read (and gzipped) once on first use. */
function file(name: string, type: string, read: () => string): File {
  let f = files.get(name);
  if (!f) {
    const text = read();
    f = { type, text, gzip: gzipSync(text) };
    files.set(name, f);
  }
  return f;
}
const dist = (name: string) => () => readFileSync(join(dirname(require.resolve('swagger-ui-dist/package.json')), name), 'utf8');

const serve = (name: string, type: string, read: () => string) => (c: Context<AuthEnv>) => {
  const f = file(name, type, read);
  const headers: Record<string, string> = { 'content-type': f.type, 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' };
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(new Uint8Array(f.gzip), 200, { ...headers, 'content-encoding': 'gzip' });
  return c.body(f.text, 200, headers);
};

const js = 'text/javascript; charset=utf-8';
export const docsRoutes = new Hono<AuthEnv>()
  .get('/', (c) => c.html(page))
  .get(
    '/init.js',
    serve('init.js', js, () => init),
  )
  .get('/swagger-ui-bundle.js', serve('swagger-ui-bundle.js', js, dist('swagger-ui-bundle.js')))
  .get('/swagger-ui.css', serve('swagger-ui.css', 'text/css; charset=utf-8', dist('swagger-ui.css')));
