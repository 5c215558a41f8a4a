/**
 * Pictures from the local store (src/server/pictures/storage.ts): variants under content-hashed names,
 * so a browser or CDN keeps each for a year without asking again. With S3 they are served by the bucket
 * or ASSET_URL instead, and this answers 404.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { APIRoute } from 'astro';
import { IMMUTABLE_CACHE_CONTROL } from '../../server/config';
import { localFile } from '../../server/pictures/storage';

export const prerender = false;

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export const GET: APIRoute = async ({ params }) => {
  const key = params.key ?? '';
  const type = TYPES[key.split('.').pop() ?? ''];
  const file = type ? await localFile(key) : undefined;
  const size = file
    ? await stat(file).then(
        (s) => (s.isFile() ? s.size : undefined),
        () => undefined,
      )
    : undefined;
  if (!file || size === undefined) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: { 'Content-Type': type, 'Content-Length': String(size), 'Cache-Control': IMMUTABLE_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' },
  });
};
