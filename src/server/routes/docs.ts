/**
 * The API's reference: the OpenAPI 3.1 document made from the routes' contracts, and a reader for it
 * (Swagger UI from node_modules, served from this origin so it runs under the pages' own
 * Content-Security-Policy: scripts only from 'self', none inline). Not part of the document itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AuthEnv } from '../auth';

const DOCS_PATH = '/api/docs';
const SPEC_PATH = '/api/openapi.json';

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fashion Store API</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>`;
const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(SPEC_PATH)}, dom_id: '#swagger-ui', deepLinking: true });\n`;

/** The viewer's files, read once on first use. */
let assets: { js: string; css: string } | undefined;
function viewer() {
  if (assets) return assets;
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  assets = { js: readFileSync(join(dir, 'swagger-ui-bundle.js'), 'utf8'), css: readFileSync(join(dir, 'swagger-ui.css'), 'utf8') };
  return assets;
}

export const docsRoutes = new Hono<AuthEnv>()
  .get('/', (c) => c.html(page))
  .get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  .get('/swagger-ui-bundle.js', (c) => c.body(viewer().js, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  .get('/swagger-ui.css', (c) => c.body(viewer().css, 200, { 'content-type': 'text/css; charset=utf-8' }));
