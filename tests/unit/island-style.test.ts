import { describe, expect, it } from 'vitest';
import { islandStyleToHead, withIslandStyleInHead } from '../../src/server/pages/island-style';

const rule = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = `<html><head><title>t</title></head><body><header>${rule}<script>x()</script><astro-island></astro-island></header></body></html>`;

describe("Astro's island rule goes into the head", () => {
  it('moves the rule from the header to the end of the head, once', () => {
    const moved = islandStyleToHead(page);
    expect(moved).toBe(`<html><head><title>t</title>${rule}</head><body><header><script>x()</script><astro-island></astro-island></header></body></html>`);
    expect(moved.split(rule)).toHaveLength(2);
  });

  it('leaves a page without islands, or already right, as it is', () => {
    const plain = '<html><head></head><body><p>hi</p></body></html>';
    expect(islandStyleToHead(plain)).toBe(plain);
    const right = islandStyleToHead(page);
    expect(islandStyleToHead(right)).toBe(right);
  });

  it('rewrites HTML responses only, keeping status and headers', async () => {
    const html = await withIslandStyleInHead(new Response(page, { status: 404, headers: { 'content-type': 'text/html', 'x-page-cache': 'catalogue' } }));
    expect(html.status).toBe(404);
    expect(html.headers.get('x-page-cache')).toBe('catalogue');
    expect((await html.text()).indexOf(rule)).toBeLessThan(page.indexOf('</head>') + 1);
    const xml = new Response(page, { headers: { 'content-type': 'application/xml' } });
    expect(await withIslandStyleInHead(xml)).toBe(xml);
  });
});
