/**
 * Astro writes the islands' one CSS rule as a `<style>` just before a page's first island: on every
 * storefront page that is the nav bar, inside `<header>`, where a `<style>` is not allowed (only
 * `<head>` may hold one; html-validate). The page is moved, before it is sent or cached, so the rule
 * sits at the end of `<head>` instead.
 */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const HEAD_END = '</head>';

/** The page with Astro's island rule moved into its head; any other text as it is. */
export function islandStyleToHead(html: string): string {
  const head = html.indexOf(HEAD_END);
  const at = html.indexOf(ISLAND_STYLE, head);
  if (head < 0 || at < 0) return html;
  return html.slice(0, head) + ISLAND_STYLE + html.slice(head, at) + html.slice(at + ISLAND_STYLE.length);
}

/** The same for a rendered page's response; anything but HTML passes untouched. */
export async function withIslandStyleInHead(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(islandStyleToHead(await response.text()), { status: response.status, statusText: response.statusText, headers });
}
