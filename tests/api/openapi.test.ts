import { describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { call } from './helpers';

const METHODS = ['get', 'post', 'patch', 'delete', 'put'] as const;

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document whose every operation says what it answers', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.title).toBe('Fashion Store API');
    expect(res.body.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    for (const [path, item] of Object.entries(res.body.paths as Record<string, Record<string, { responses?: object }>>)) {
      for (const method of METHODS) {
        if (item[method]) expect(Object.keys(item[method].responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('describes every route the API serves, and none of the reader’s own', async () => {
    const documented = new Set<string>();
    const doc = (await call('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) if (item[method]) documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
    const served = new Set(
      app.routes
        .filter((r) => METHODS.includes(r.method.toLowerCase() as (typeof METHODS)[number]) && r.path !== '/api/*' && !r.path.startsWith('/api/docs'))
        .filter((r) => r.path !== '/api/openapi.json' && r.path !== '/api/health')
        .map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/\/$/, '') || '/'}`),
    );
    expect(served.size).toBeGreaterThan(30);
    const norm = (s: string) => s.replace(/\/$/, '');
    expect([...served].map(norm).sort()).toEqual([...documented].map((d) => norm(d.replace(' /api', ' '))).sort());
    expect([...documented].some((d) => d.includes('docs'))).toBe(false);
  });

  it('says what the sign-up body requires, from the same schema the API validates with', async () => {
    const doc = (await call('GET', '/openapi.json')).body;
    const schema = doc.paths[Object.keys(doc.paths).find((p) => p.endsWith('/users/register'))!].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'city']));
  });
});

describe('GET /api/docs', () => {
  it('is a page that loads only same-origin scripts, which the server serves', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attrs)?.[1];
      expect(src).toMatch(/^\/api\/docs\//);
      const asset = await app.request(src!);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type')).toContain('javascript');
    }
  });
});
