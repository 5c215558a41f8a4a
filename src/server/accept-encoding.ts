/**
 * Which compressed copy a client takes, from its Accept-Encoding (RFC 9110 §12.5.3): the page cache
 * (src/server/pages/cache.ts) and the static files (scripts/start.mjs, through the host module) both
 * ask here.
 */
export type Encoding = 'br' | 'gzip';

/** `br` and `gzip` with their q-values; `*` stands for any coding not named; a q that is not a number between 0 and 1 refuses it. */
function weights(acceptEncoding: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [coding, ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    if (!coding) continue;
    const given = params.find((p) => /^q\s*=/.test(p))?.replace(/\s+/g, '');
    const value = given === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(given) ? Number(given.slice(2)) : 0;
    // The first mention of a coding counts.
    if (!q.has(coding)) q.set(coding, value);
  }
  return q;
}

/** The coding to send: brotli, else gzip, whichever the client weighs higher (brotli on a tie); undefined for neither. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const q = weights(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? ''));
  const any = q.get('*') ?? 0;
  const br = q.get('br') ?? any;
  const gzip = q.get('gzip') ?? q.get('x-gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}
