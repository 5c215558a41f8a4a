/** The OpenAPI document (GET /api/openapi.json) and its reader (GET /api/docs). */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { address, call, makeAdmin, makeProduct, makeUser } from './helpers';
import { responseValidator, type Schema, validValue } from './openapi-replay';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { securitySchemes: Record<string, object>; schemas: Record<string, Schema> };
};

/** The reader's own routes: served, never described; and the gateway's stand-in, which is someone else's API. */
const isReader = (path: string) => path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/') || path.startsWith('/api/sim/');

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
      // The gateway's callback answers the browser with a redirect (303) to the order's page; a 'Notify me'
      // confirmation link to the product's page.
      expect(
        statuses.some((s) => s.startsWith('2') || (['/payments/{id}/callback', '/products/notify/confirm'].includes(path) && s === '303')),
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

describe('the document holds what the server does', () => {
  it('passes the OpenAPI linter (Redocly, recommended rules) without an error or a warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const said = (severity: string) =>
      problems.filter((p) => p.severity === severity).map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(said('error')).toEqual([]);
    // The only warnings, each on purpose: the store is not published under a licence, and these three
    // reads take no input and no token, so there is no 4xx they could answer. POST /products/{id}/notify
    // (GET /products/{id}/similar, and /products/{id}/pictures) reads as ambiguous beside /products/update/{id} and /products/delete/{id} only if
    // an id could be 'update' or 'delete': ids are integers (a word answers 404).
    expect(said('warn').sort()).toEqual(
      [
        'info-license: Info object should contain `license` field. (#/info)',
        // The linter names each of update and delete once, beside the first /products/{id}/… path it meets (similar, before notify).
        ...['delete', 'update'].map(
          (verb) =>
            `no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: \`/products/{id}/similar\` and \`/products/${verb}/{id}\`. (#/paths/~1products~1${verb}~1{id})`,
        ),
        // The same for a product's pictures (the linter names the pair once).
        'no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: `/products/update/{id}` and `/products/{id}/pictures`. (#/paths/~1products~1{id}~1pictures)',
        ...['/health', '/order/payment-methods', '/products/categories', '/categories'].map(
          (path) => `operation-4xx-response: Operation must have at least one \`4XX\` response. (#/paths/${path.replaceAll('/', '~1')}/get/responses)`,
        ),
        // The gateway's callback sends the browser on to the order's page, and a 'Notify me' confirmation
        // link to the product's page (any token, even none, is answered so): a 303, never a 2xx nor a 4xx.
        'operation-2xx-response: Operation must have at least one `2XX` response. (#/paths/~1payments~1{id}~1callback/post/responses)',
        'operation-2xx-response: Operation must have at least one `2XX` response. (#/paths/~1products~1notify~1confirm/get/responses)',
        'operation-4xx-response: Operation must have at least one `4XX` response. (#/paths/~1products~1notify~1confirm/get/responses)',
      ].sort(),
    );
  });

  it('names every operation once, in camelCase, and sums it up', () => {
    const ids = operations().map(({ op: o }) => o.operationId ?? '');
    for (const { path, method, op: o } of operations()) {
      expect(o.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z]*$/);
      expect(o.summary?.length, `${method} ${path}`).toBeGreaterThan(5);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers requests made from the document with a status it declares and a body of the declared schema', async () => {
    // XS is sold out: 'Notify me' takes only a sold-out size.
    const [user, admin, product] = await Promise.all([
      makeUser(),
      makeAdmin(),
      makeProduct({
        sizes: [
          { size: 'M', stock: null },
          { size: 'XS', stock: 0 },
        ],
      }),
    ]);
    await call('POST', '/address/add', { token: user.token, body: address });
    const schemas = doc.components.schemas;
    const compile = responseValidator(doc.components);
    const checkers = new Map<object, ReturnType<typeof compile>>();
    const problems: string[] = [];
    let sent = 0;

    /** Sends one request and checks its answer against the operation's declared responses. */
    async function send(what: string, o: Operation, method: string, url: string, opts: Parameters<typeof call>[2], valid: boolean) {
      sent++;
      const res = await call(method.toUpperCase(), url, opts);
      const declared = o.responses[String(res.status)];
      if (!declared) {
        problems.push(`${what}: undeclared ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res;
      }
      // A request the document calls valid is never refused for its form (400 with field errors, 413, 415).
      if (valid && (res.status === 413 || res.status === 415 || (res.status === 400 && res.body?.errors)))
        problems.push(`${what}: valid by the document, refused ${res.status} ${JSON.stringify(res.body)}`);
      const schema = declared.content?.['application/json']?.schema;
      if (schema) {
        const check = checkers.get(schema) ?? compile(schema);
        checkers.set(schema, check);
        if (!check(res.body)) problems.push(`${what}: ${res.status} body fails its schema: ${JSON.stringify(check.errors?.slice(0, 2))}`);
      }
      return res;
    }

    for (const { path, method, op: o } of operations()) {
      const what = `${method.toUpperCase()} ${path}`;
      const params = o.parameters ?? [];
      // Ids that exist where a read needs one; elsewhere an id no row has (nothing is deleted).
      const pathOf = (id: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => id(name));
      const realId = (name: string) =>
        path.startsWith('/products/') || name === 'prodId' ? String(product._id) : path.startsWith('/users/{id}') ? String(user.id) : '999999';
      const query = (extra: Record<string, string> = {}) => {
        const q = new URLSearchParams();
        for (const p of params.filter((p) => p.in === 'query' && (p.required || p.schema.enum))) q.set(p.name, String(validValue(p.schema, schemas, p.name)));
        for (const [k, v] of Object.entries(extra)) q.set(k, v);
        return q.size ? `?${q}` : '';
      };
      const headers = Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name, `replay-${Date.now()}-${sent}`]));
      const bodySchema = o.requestBody?.content['application/json']?.schema;
      const makeBody = () => {
        const b = bodySchema ? (validValue(bodySchema, schemas) as Record<string, unknown>) : undefined;
        if (b && 'prodId' in b) b.prodId = product._id;
        if (b && path.endsWith('/notify')) b.size = 'XS';
        return b;
      };
      // A token where one is optional too: support needs an e-mail from anyone but a signed-in shopper.
      const tokens = o.security?.length ? [user.token, admin.token] : [undefined];
      // The caller: the first of shopper and admin the route does not refuse with 403.
      let token: string | undefined;
      for (const t of tokens) {
        token = t;
        const res = await send(`${what} (valid)`, o, method, pathOf(realId) + query(), { token, body: makeBody(), headers }, true);
        if (res.status !== 403) break;
      }
      await send(
        `${what} (valid, ids no row has)`,
        o,
        method,
        pathOf(() => '999999') + query(),
        { token, body: makeBody(), headers: { ...headers, 'idempotency-key': `r-${sent}` } },
        true,
      );

      // Invalid: an id that cannot be, a body that is not an object or has a field of the wrong type,
      // a value outside a parameter's enum, no token where one is needed.
      if (path.includes('{'))
        await send(
          `${what} (id abc)`,
          o,
          method,
          pathOf(() => 'abc'),
          { token, body: makeBody(), headers },
          false,
        );
      if (bodySchema) {
        await send(`${what} (array body)`, o, method, pathOf(realId), { token, body: [], headers }, false);
        const b = makeBody() ?? {};
        const first = Object.keys(b)[0];
        if (first) await send(`${what} (${first} wrong)`, o, method, pathOf(realId), { token, body: { ...b, [first]: { nested: true } }, headers }, false);
        await send(`${what} (text/plain)`, o, method, pathOf(realId), { token, raw: 'x', headers: { ...headers, 'content-type': 'text/plain' } }, false);
      }
      for (const p of params.filter((p) => p.in === 'query' && p.schema.enum)) {
        await send(`${what} (${p.name} not one of its values)`, o, method, pathOf(realId) + query({ [p.name]: 'not-one' }), { token, headers }, false);
      }
      if (o.security?.length && tokens[0]) await send(`${what} (no token)`, o, method, pathOf(realId), { headers }, false);
    }
    expect(problems).toEqual([]);
    expect(operations().length).toBeGreaterThan(40);
    console.info(`replayed ${sent} requests over ${operations().length} operations`);
  }, 120_000);
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
