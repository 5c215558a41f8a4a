import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Refused, sniff, widthsFor } from '../../src/server/pictures/images';
import { boundaryOf, receive } from '../../src/server/pictures/multipart';

const BOUNDARY = '----form-boundary-7MA4YWxk';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body as a browser writes it, fed to the reader `chunk` bytes at a time. */
function body(parts: { name: string; filename?: string; data: Buffer | string }[], chunk: number): ReadableStream<Uint8Array> {
  const pieces: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    pieces.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: image/jpeg\r\n' : ''}\r\n`));
    pieces.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const all = Buffer.concat(pieces);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= all.length) return controller.close();
      controller.enqueue(new Uint8Array(all.subarray(at, at + chunk)));
      at += chunk;
    },
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'multipart-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('reading a multipart upload as it arrives', () => {
  // Bytes that look like the delimiter's start, split across chunks of every size.
  const file = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}\r\n-`), Buffer.alloc(3000, 7)]);

  it.each([1, 7, 64, 4096])('keeps the file byte for byte and the alt text, %i bytes at a time', async (chunk) => {
    const got = await receive(
      body(
        [
          { name: 'alt', data: 'Front, on a model' },
          { name: 'file', filename: 'a.jpg', data: file },
        ],
        chunk,
      ),
      TYPE,
      dir,
      'file',
      1_000_000,
    );
    expect(got.fields.alt).toBe('Front, on a model');
    expect(got.file?.size).toBe(file.length);
    expect((await readFile(got.file?.path ?? '')).equals(file)).toBe(true);
  });

  it('stops at the first byte past the limit with 413', async () => {
    const read = receive(body([{ name: 'file', filename: 'a.jpg', data: Buffer.alloc(5000) }], 512), TYPE, dir, 'file', 4096);
    await expect(read).rejects.toMatchObject({ status: 413 });
    await expect(read).rejects.toBeInstanceOf(Refused);
  });

  it('refuses a body that ends before its closing boundary', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nhalf`)));
        c.close();
      },
    });
    await expect(receive(cut, TYPE, dir, 'file', 4096)).rejects.toMatchObject({ status: 400 });
  });

  /** One part written by hand: its Content-Disposition as given. */
  const raw = (parts: { disposition: string; data: string }[]) => {
    const text = `${parts.map((p) => `--${BOUNDARY}\r\nContent-Disposition: ${p.disposition}\r\n\r\n${p.data}\r\n`).join('')}--${BOUNDARY}--\r\n`;
    return new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(Buffer.from(text)));
        c.close();
      },
    });
  };

  it.each([
    ['filename*= (RFC 5987) alone', `form-data; name="file"; filename*=UTF-8''f%C3%B6to.jpg`],
    ['a filename with escaped quotes', 'form-data; filename="a \\"b\\".jpg"; name="file"'],
  ])('reads a file named with %s', async (_, disposition) => {
    const got = await receive(raw([{ disposition, data: 'JPEG bytes' }]), TYPE, dir, 'file', 4096);
    expect(got.file?.size).toBe('JPEG bytes'.length);
    expect(got.fields).toEqual({});
  });

  it('refuses more parts, files or fields than an upload has, and a text field longer than an alt text, with 400', async () => {
    const field = (name: string, data = 'x') => ({ disposition: `form-data; name="${name}"`, data });
    const file = (name: string) => ({ disposition: `form-data; name="${name}"; filename="a.jpg"`, data: 'x' });
    for (const parts of [
      [field('alt'), field('a'), field('b'), field('c'), file('file')],
      [field('alt'), file('file'), file('other')],
      [field('alt'), field('a'), field('b'), file('file')],
      [field('alt', 'x'.repeat(5000)), file('file')],
      // Parts that are not form data at all count too.
      [...Array.from({ length: 5 }, () => ({ disposition: 'attachment', data: '' })), file('file')],
    ]) {
      await expect(receive(raw(parts), TYPE, dir, 'file', 4096), JSON.stringify(parts).slice(0, 80)).rejects.toMatchObject({ status: 400 });
    }
  });

  it('reads the boundary from the Content-Type, quoted or not, and nothing from other types', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
  });
});

describe('what a file is, by its first bytes', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    ['WebP', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'image/webp'],
    ['AVIF', [0, 0, 0, 0x1c, ...Buffer.from('ftypavif'), 0, 0, 0, 0, ...Buffer.from('avifmif1miaf')], 'image/avif'],
    ['HEIC (not AVIF)', [0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')], undefined],
    ['SVG', [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')], undefined],
    ['HTML', [...Buffer.from('<!doctype html>')], undefined],
    ['GIF', [...Buffer.from('GIF89a')], undefined],
  ])('%s', (_, bytes, type) => {
    expect(sniff(Buffer.from(bytes as number[]))).toBe(type);
  });
});

describe('the widths made for an original', () => {
  it('every standard width up to the original, never wider; the original’s own when narrower than all', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(widthsFor(1000)).toEqual([320, 640, 960]);
    expect(widthsFor(640)).toEqual([320, 640]);
    expect(widthsFor(200)).toEqual([200]);
  });
});
