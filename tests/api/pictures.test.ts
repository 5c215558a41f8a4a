/**
 * Product photographs (docs/features.md "Photographs"): uploads refused for what they are, not what they say;
 * the worker's variants (types, widths, no EXIF or location, orientation applied); order and alt text;
 * deleting a picture or a product deletes its files. The same suite runs on the local folder and on an
 * S3-compatible server (s3rver) started here.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as serveMedia } from '../../src/pages/media/[...key]';
import { inArray } from 'drizzle-orm';
import { app } from '../../src/server/app';
import { pictureJobs } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/types';
import { processDuePictures } from '../../src/server/pictures/worker';
import { type Storage, storage } from '../../src/server/pictures/storage';
import { api } from '../../src/server/messages';
import { call, makeAdmin, makeProduct, makeUser } from './helpers';
import { startS3, type TestS3 } from './s3';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeAdmin();
  shopper = await makeUser();
});

/** Sends one file (and an alt text) as a browser's form would. */
async function upload(
  productId: number,
  file: { bytes: Buffer; name: string; type: string } | undefined,
  alt: string | undefined = 'A test picture',
  token = admin.token,
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  if (alt !== undefined) form.append('alt', alt);
  const res = await app.request(
    `/api/products/${productId}/pictures`,
    { method: 'POST', body: form, headers: token ? { token } : {} },
    { clientAddress: '10.9.9.9' },
  );
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Sends a multipart body written by hand: each part's Content-Disposition as given, for what browsers never send. */
async function uploadRaw(productId: number, parts: { disposition: string; data: Buffer | string }[]) {
  const boundary = '----hand-written-7MA4YWxk';
  const body = Buffer.concat([
    ...parts.flatMap((p) => [Buffer.from(`--${boundary}\r\nContent-Disposition: ${p.disposition}\r\n\r\n`), Buffer.from(p.data), Buffer.from('\r\n')]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await app.request(
    `/api/products/${productId}/pictures`,
    { method: 'POST', body: new Uint8Array(body), headers: { token: admin.token, 'content-type': `multipart/form-data; boundary=${boundary}` } },
    { clientAddress: '10.9.9.9' },
  );
  return { status: res.status, body: await res.json() };
}

/** A photograph as a phone takes it: 1200×900 stored sideways (EXIF orientation 6), with a GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a3b2f' } })
    .composite([{ input: { create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
    .toBuffer();
/** The GPS IFD pointer tag (0x8825) as little-endian EXIF writes it. */
const GPS_TAG = Buffer.from([0x25, 0x88]);

/** A real PNG whose header says 10,000 × 5,000 (50 megapixels): what a decompression bomb claims. */
async function bombPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR starts at byte 8: length (4), 'IHDR' (4), width (4), height (4), … then its CRC over type and data.
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(5_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const keyOf = (url: string) => url.slice(url.indexOf('/p/') + 1);

describe.each(['local', 's3'] as const)('pictures on the %s store', (kind) => {
  let s3: TestS3 | undefined;
  let store: Storage;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startS3();
      for (const [k, v] of Object.entries(s3.env)) {
        saved[k] = process.env[k];
        process.env[k] = v;
      }
    }
    store = await storage();
    expect(store.kind).toBe(kind);
  });
  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await s3?.close();
  });

  it('refuses what is not a picture, too large, too many pixels or empty, with 400/413, and stores nothing', async () => {
    const product = await makeProduct();
    const before = await store.list('');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const big = Buffer.alloc(16 * 1024 * 1024, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const cases = [
      { what: 'SVG with a script', file: { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }, status: 400, msg: api.pictures.notAPicture },
      { what: 'HTML named .jpg', file: { bytes: html, name: 'photo.jpg', type: 'image/jpeg' }, status: 400, msg: api.pictures.notAPicture },
      { what: 'decompression bomb', file: { bytes: await bombPng(), name: 'huge.png', type: 'image/png' }, status: 400, msg: api.pictures.tooManyPixels },
      { what: '16 MB', file: { bytes: big, name: 'big.jpg', type: 'image/jpeg' }, status: 413, msg: api.pictures.tooLarge },
      { what: 'zero bytes', file: { bytes: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' }, status: 400, msg: api.pictures.empty },
    ];
    for (const c of cases) {
      const res = await upload(product._id, c.file);
      expect(res.status, c.what).toBe(c.status);
      expect(res.body.msg, c.what).toBe(c.msg);
      expect(res.body.errors?.file, c.what).toBe(c.msg);
    }
    const list = await call('GET', `/products/${product._id}/pictures`, { token: admin.token });
    expect(list.body.data).toEqual([]);
    expect(await store.list('')).toEqual(before);
  });

  it('asks for an alt text and a file, and only admins may upload', async () => {
    const product = await makeProduct();
    const photo = { bytes: await phonePhoto(), name: 'p.jpg', type: 'image/jpeg' };
    const noAlt = await upload(product._id, photo, '  ');
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors.alt).toBeTruthy();
    const noFile = await upload(product._id, undefined);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors.file).toBe(api.pictures.noFile);
    expect((await upload(product._id, photo, 'x', shopper.token)).status).toBe(403);
    expect((await upload(product._id, photo, 'x', '')).status).toBe(401);
    expect((await upload(999_999, photo)).status).toBe(404);
    const json = await call('POST', `/products/${product._id}/pictures`, { token: admin.token, body: { alt: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe(api.pictures.notMultipart);
  });

  it('reads a file named with filename*= (RFC 5987) or with escaped quotes, and refuses a form of more parts than an upload has', async () => {
    const product = await makeProduct();
    const photo = await phonePhoto();
    const alt = { disposition: 'form-data; name="alt"', data: 'Blue kurta, side' };
    const extended = await uploadRaw(product._id, [alt, { disposition: `form-data; name="file"; filename*=UTF-8''f%C3%B6to%20neu.jpg`, data: photo }]);
    expect(extended.status).toBe(201);
    expect(extended.body.data).toMatchObject({ alt: 'Blue kurta, side', width: 900, height: 1200 });
    const escaped = await uploadRaw(product._id, [alt, { disposition: 'form-data; name="file"; filename="my \\"best\\" name=\\"alt\\".jpg"', data: photo }]);
    expect(escaped.status).toBe(201);
    expect(escaped.body.data.alt).toBe('Blue kurta, side');
    // A form is a file and its alt text: a hundred more empty fields are refused before the file is read.
    const padding = Array.from({ length: 100 }, (_, i) => ({ disposition: `form-data; name="x${i}"`, data: '' }));
    const many = await uploadRaw(product._id, [alt, ...padding, { disposition: 'form-data; name="file"; filename="p.jpg"', data: photo }]);
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe(api.pictures.notMultipart);
    const list = await call('GET', `/products/${product._id}/pictures`, { token: admin.token });
    expect(list.body.data).toHaveLength(2);
    // The next test counts the jobs it makes.
    expect(await processDuePictures()).toMatchObject({ done: 2, failed: 0 });
  });

  it('makes AVIF, WebP and JPEG at each width up to the original, upright, without EXIF or location, and the link-preview JPEG', async () => {
    const product = await makeProduct();
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif?.includes(GPS_TAG)).toBe(true);
    const res = await upload(product._id, { bytes: original, name: 'IMG_0001.JPG', type: 'image/jpeg' }, 'Red tee, front');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', alt: 'Red tee, front', width: 900, height: 1200, sources: [] });
    // Not shown to shoppers until its sizes are made: the product keeps its own images.
    const pending = await call('GET', `/products/${product._id}`);
    expect(pending.body.msg[0].pictures).toEqual([]);
    expect(pending.body.msg[0].images).toEqual(['/images/products/tee.svg']);

    expect(await processDuePictures()).toMatchObject({ done: 1, failed: 0 });
    const shown = (await call('GET', `/products/${product._id}`)).body.msg[0];
    expect(shown.pictures).toHaveLength(1);
    const picture = shown.pictures[0];
    expect(picture).toMatchObject({ alt: 'Red tee, front', width: 640, height: 853 });
    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(picture.sources.map((s: { type: string }) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(shown.images).toEqual([picture.src]);
    expect(shown.image).toBe(picture.src);
    const expected = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' } as const;
    for (const source of picture.sources as { type: keyof typeof expected; srcset: string }[]) {
      const entries = source.srcset.split(', ').map((e) => e.split(' '));
      // 900 px wide once upright: 320 and 640, never wider than the original.
      expect(entries.map(([, w]) => w)).toEqual(['320w', '640w']);
      for (const [url, w] of entries) {
        const meta = await sharp(await store.read(keyOf(url))).metadata();
        expect(meta.format).toBe(expected[source.type]);
        expect(meta.width).toBe(Number.parseInt(w, 10));
        expect(meta.height).toBeGreaterThan(meta.width ?? 0);
        expect(meta.exif, url).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
      }
    }
    expect(shown.ogImage).toMatch(/-og\.jpg$/);
    const og = await sharp(await store.read(keyOf(shown.ogImage))).metadata();
    expect([og.format, og.width, og.height, og.exif]).toEqual(['jpeg', 1200, 630, undefined]);
    // The original (with its location) is not kept once the variants exist.
    expect(await store.list('u/')).toEqual([]);
  });

  it('serves a variant with the year-long immutable Cache-Control', async () => {
    const product = await makeProduct();
    await upload(product._id, { bytes: await phonePhoto(), name: 'a.jpg', type: 'image/jpeg' });
    await processDuePictures();
    const { src } = (await call('GET', `/products/${product._id}`)).body.msg[0].pictures[0];
    const res =
      kind === 'local' ? await serveMedia({ params: { key: src.replace('/media/', '') } } as unknown as Parameters<typeof serveMedia>[0]) : await fetch(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
    if (kind === 'local') {
      const outside = await serveMedia({ params: { key: '../../etc/passwd.jpg' } } as unknown as Parameters<typeof serveMedia>[0]);
      expect(outside.status).toBe(404);
    }
  });

  it('reorders pictures and sets their alt texts; a picture of another product is unknown', async () => {
    const product = await makeProduct();
    const other = await makeProduct();
    const a = (await upload(product._id, { bytes: await phonePhoto(), name: 'a.jpg', type: 'image/jpeg' }, 'Front')).body.data;
    const png = await sharp({ create: { width: 700, height: 700, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const b = (await upload(product._id, { bytes: png, name: 'b.png', type: 'image/png' }, 'Back')).body.data;
    const c = (await upload(other._id, { bytes: png, name: 'c.png', type: 'image/png' }, 'Other')).body.data;
    await processDuePictures();
    const arranged = await call('PATCH', `/products/${product._id}/pictures`, {
      token: admin.token,
      body: {
        pictures: [
          { id: b.id, alt: 'Back, on a hanger' },
          { id: a.id, alt: 'Front' },
        ],
      },
    });
    expect(arranged.status).toBe(200);
    expect(arranged.body.data.map((p: { id: number; alt: string }) => [p.id, p.alt])).toEqual([
      [b.id, 'Back, on a hanger'],
      [a.id, 'Front'],
    ]);
    const shown = (await call('GET', `/products/${product._id}`)).body.msg[0];
    expect(shown.pictures.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    const missing = await call('PATCH', `/products/${product._id}/pictures`, { token: admin.token, body: { pictures: [{ id: a.id, alt: 'Front' }] } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.pictures).toBe(api.pictures.orderIncomplete);
    const foreign = await call('PATCH', `/products/${product._id}/pictures`, {
      token: admin.token,
      body: {
        pictures: [
          { id: a.id, alt: 'x' },
          { id: c.id, alt: 'y' },
        ],
      },
    });
    expect(foreign.status).toBe(404);
    const noAlt = await call('PATCH', `/products/${product._id}/pictures`, { token: admin.token, body: { pictures: [{ id: a.id, alt: '' }] } });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors['pictures.0.alt']).toBeTruthy();
    expect((await call('DELETE', `/products/${other._id}/pictures/${a.id}`, { token: admin.token })).status).toBe(404);
    expect((await call('GET', `/products/${product._id}/pictures`, { token: shopper.token })).status).toBe(403);
  });

  it('an edit that sends back the pictures’ JPEGs as images keeps the product’s own links', async () => {
    const product = await makeProduct();
    const picture = (await upload(product._id, { bytes: await phonePhoto(), name: 'a.jpg', type: 'image/jpeg' })).body.data;
    await processDuePictures();
    const shown = (await call('GET', `/products/${product._id}`)).body.msg[0];
    expect(shown.images[0]).toBe(shown.pictures[0].src);
    const edited = await call('PATCH', `/products/update/${product._id}`, { token: admin.token, body: { images: shown.images, name: 'Renamed Tee' } });
    expect(edited.status).toBe(200);
    expect((await call('DELETE', `/products/${product._id}/pictures/${picture.id}`, { token: admin.token })).status).toBe(200);
    const after = (await call('GET', `/products/${product._id}`)).body.msg[0];
    expect([after.name, after.images, after.pictures]).toEqual(['Renamed Tee', ['/images/products/tee.svg'], []]);
  });

  it('deleting a picture deletes its files; deleting a product deletes all of its pictures’ files', async () => {
    const product = await makeProduct();
    const first = (await upload(product._id, { bytes: await phonePhoto(), name: 'a.jpg', type: 'image/jpeg' })).body.data;
    const second = (await upload(product._id, { bytes: await phonePhoto(), name: 'b.jpg', type: 'image/jpeg' })).body.data;
    await processDuePictures();
    expect((await store.list(`p/${first.id}/`)).length).toBe(7);
    const gone = await call('DELETE', `/products/${product._id}/pictures/${first.id}`, { token: admin.token });
    expect(gone.status).toBe(200);
    expect(await store.list(`p/${first.id}/`)).toEqual([]);
    expect((await call('GET', `/products/${product._id}`)).body.msg[0].pictures.map((p: { id: number }) => p.id)).toEqual([second.id]);
    expect((await store.list(`p/${second.id}/`)).length).toBe(7);
    // A picture deleted before the worker got to it leaves no original behind either.
    const third = (await upload(product._id, { bytes: await phonePhoto(), name: 'c.jpg', type: 'image/jpeg' })).body.data;
    expect((await store.list(`u/${third.id}/`)).length).toBe(1);
    expect((await call('DELETE', `/products/delete/${product._id}`, { token: admin.token })).status).toBe(200);
    expect(await store.list(`p/${second.id}/`)).toEqual([]);
    expect(await store.list(`u/${third.id}/`)).toEqual([]);
    expect(await processDuePictures()).toMatchObject({ done: 0 });
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, two processes at once', () => {
  it('each job is done once: two pools making pictures at once never take the same job', async () => {
    await processDuePictures();
    const product = await makeProduct();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(product._id, { bytes: await phonePhoto(), name: `${i}.jpg`, type: 'image/jpeg' })).body.data.id);
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const schema = await import('../../src/server/db/schema');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    try {
      const other = drizzle(pool, { schema }) as unknown as Db;
      const [a, b] = await Promise.all([processDuePictures(), processDuePictures(other)]);
      expect(a.done + b.done).toBe(4);
      const jobs = await other
        .select({ attempts: pictureJobs.attempts, status: pictureJobs.status })
        .from(pictureJobs)
        .where(inArray(pictureJobs.pictureId, ids));
      expect(jobs).toEqual(ids.map(() => ({ attempts: 1, status: 'done' })));
    } finally {
      await pool.end();
    }
  });
});
