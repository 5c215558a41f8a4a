/** The OpenAPI document (GET /api/openapi.json) and its reader (GET /api/docs). */
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { call } from './helpers';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: { required?: string[]; properties?: object } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { securitySchemes: Record<string, object> };
};

/** The reader's own routes: served, never described. */
const isReader = (path: string) => path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/');

let doc: Doc;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Operation })));
const op = (method: (typeof METHODS)[number], path: string) => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const bodySchema = (o: Operation) => o.requestBody?.content['application/json'].schema;

beforeAll(async () => {
  const res = await call('GET', '/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = res.body;
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with a title, a version, the /api server and the token scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Fashion Store API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
  });

  it('has operations under every path, each with a tag it declares and the answers it gives', () => {
    const tags = new Set(doc.tags.map((t) => t.name));
    expect(tags.size).toBeGreaterThanOrEqual(8);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path, 'relative to the /api server').not.toMatch(/^\/api\//);
      expect(
        METHODS.some((m) => item[m]),
        path,
      ).toBe(true);
    }
    for (const { path, method, op: o } of operations()) {
      const what = `${method} ${path}`;
      expect(o.tags?.length, what).toBe(1);
      expect(tags.has(o.tags?.[0] ?? ''), what).toBe(true);
      const statuses = Object.keys(o.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        what,
      ).toBe(true);
      // Every failure is the error envelope {msg, errors?}.
      for (const s of statuses.filter((s) => Number(s) >= 400 && path !== '/health')) {
        expect(o.responses[s].content?.['application/json'].schema.$ref, `${what} ${s}`).toBe('#/components/schemas/Error');
      }
      // Every {param} of the path is a required path parameter.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        expect(o.parameters, what).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
      for (const requirement of o.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes, what).toHaveProperty(scheme);
      }
    }
  });

  it('describes every route the app serves, and none of the reader’s own', () => {
    const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    // app.routes lists a route once per handler (its middleware, validators, handler): a set.
    const served = new Set(
      app.routes
        .filter((r) => METHODS.includes(r.method.toLowerCase() as (typeof METHODS)[number]) && !isReader(r.path))
        .map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/(.)\/$/, '$1')}`.replace(/:(\w+)/g, '{$1}')),
    );
    expect(served.size).toBeGreaterThan(35);
    expect(new Set(documented).size, 'each operation once').toBe(documented.length);
    expect([...documented].sort()).toEqual([...served].sort());
    expect(Object.keys(doc.paths).filter((p) => /openapi|docs/.test(p))).toEqual([]);
  });

  it('says what the request bodies require, from the schemas the API validates with', () => {
    expect(bodySchema(op('post', '/users/register'))?.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'city']));
    expect(bodySchema(op('post', '/users/login'))?.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(bodySchema(op('post', '/admins/add'))?.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'role', 'image', 'contact']));
    expect(bodySchema(op('post', '/address/add'))?.required).toEqual(
      expect.arrayContaining(['country', 'firstName', 'lastName', 'address', 'city', 'pincode', 'phone']),
    );
    // The size and quantity of a cart line may be left out; the product may not.
    expect(bodySchema(op('post', '/cart/add'))?.required).toEqual(['prodId']);
    expect(bodySchema(op('post', '/order/checkout'))?.required).toEqual(['addressId']);
    expect(op('post', '/order/checkout').parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }));
    // Nothing in a product update is required: the fields sent are the ones that change.
    expect(bodySchema(op('patch', '/products/update/{id}'))?.required ?? []).toEqual([]);
  });

  it('says who may call: nobody signs in to browse, a token is needed for the rest, optional for support', () => {
    const signedIn = expect.arrayContaining([{ token: [] }]);
    for (const [method, path] of [
      ['get', '/products'],
      ['get', '/products/{id}'],
      ['post', '/users/register'],
      ['post', '/users/login'],
      ['post', '/admins/login'],
      ['get', '/health'],
    ] as const) {
      expect(op(method, path).security, `${method} ${path}`).toEqual([]);
    }
    for (const [method, path] of [
      ['get', '/cart'],
      ['post', '/order/checkout'],
      ['get', '/users'],
      ['delete', '/products/delete/{id}'],
    ] as const) {
      expect(op(method, path).security, `${method} ${path}`).toEqual(signedIn);
    }
    expect(op('post', '/support').security).toEqual(expect.arrayContaining([{}, { token: [] }]));
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page whose scripts and styles all come from this origin, none inline', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toMatch(/\son\w+\s*=/i); // no inline event handlers
    expect(html).not.toMatch(/<style/i);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)];
    const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/gi)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(styles.length).toBeGreaterThanOrEqual(1);
    const assets: [string, string][] = styles.map((href) => [href, 'text/css']);
    for (const [, attrs, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1] ?? '';
      expect(src).toMatch(/^\/(?!\/)/); // a path on this origin, not //host or https://
      assets.push([src, 'javascript']);
    }
    for (const [url, type] of assets) {
      const asset = await app.request(url);
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('content-type'), url).toContain(type);
      expect(asset.headers.get('cache-control'), url).toContain('immutable');
    }
  });

  it('points the reader at the document', async () => {
    const html = await (await app.request('/api/docs')).text();
    const init = [...html.matchAll(/<script[^>]*src="([^"]*init[^"]*)"/g)].map((m) => m[1]);
    expect(init).toHaveLength(1);
    expect(await (await app.request(init[0])).text()).toContain('"/api/openapi.json"');
  });

  it('sends the big viewer script compressed when the browser accepts it', async () => {
    const html = await (await app.request('/api/docs')).text();
    const bundle = /src="([^"]*swagger-ui-bundle[^"]*)"/.exec(html)?.[1] ?? '';
    const plain = await app.request(bundle);
    const zipped = await app.request(bundle, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect((await zipped.arrayBuffer()).byteLength).toBeLessThan((await plain.arrayBuffer()).byteLength / 2);
  });
});
