/**
 * Reads a multipart/form-data upload as it arrives, with a maintained streaming parser (@fastify/busboy):
 * the file part goes to a temporary file while its bytes are counted and hashed, never held whole in
 * memory, and the reading stops at the first byte past the limit; the small text fields (the alt text)
 * are kept as strings. The parser reads what browsers and other clients write (`filename*=` of RFC 5987,
 * escaped quotes) and counts parts, files and fields against the limits in config.ts.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import Busboy, { type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import { UPLOAD_FIELD_MAX_BYTES, UPLOAD_HEADER_MAX_BYTES, UPLOAD_HEADER_PAIRS, UPLOAD_MAX_FIELDS, UPLOAD_MAX_FILES, UPLOAD_MAX_PARTS } from '../config';
import { api } from '../messages';
import { Refused } from './images';

export interface ReceivedFile {
  path: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}
export interface Received {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

/** The boundary of a multipart/form-data Content-Type, or undefined for any other type. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const m = /^multipart\/form-data\s*;.*?\bboundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

const notMultipart = () => new Refused(400, api.pictures.notMultipart);

function parserFor(contentType: string, maxBytes: number): BusboyInstance {
  try {
    return Busboy({
      headers: { 'content-type': contentType },
      limits: {
        parts: UPLOAD_MAX_PARTS,
        files: UPLOAD_MAX_FILES,
        fields: UPLOAD_MAX_FIELDS,
        fieldSize: UPLOAD_FIELD_MAX_BYTES,
        fileSize: maxBytes,
        headerSize: UPLOAD_HEADER_MAX_BYTES,
        headerPairs: UPLOAD_HEADER_PAIRS,
      },
    });
  } catch {
    // No boundary, or not a form at all.
    throw notMultipart();
  }
}

/**
 * Reads `body` (a multipart/form-data stream sent with `contentType`): the file part named `fileField`
 * is written to `dir`/upload, at most `maxBytes` (else Refused 413, the reading stopped); a file under
 * another name is read and dropped. Throws Refused 400 for a body that is not multipart as it says, or
 * that has more parts, files or fields than an upload (UPLOAD_MAX_*) or a text field over
 * UPLOAD_FIELD_MAX_BYTES.
 */
export async function receive(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  dir: string,
  fileField: string,
  maxBytes: number,
): Promise<Received> {
  const fields: Record<string, string> = {};
  if (!body) return { fields, file: undefined };
  const parser = parserFor(contentType, maxBytes);
  // The web stream's own type and node's differ only in their declarations.
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  let file: ReceivedFile | undefined;
  let part: BusboyFileStream | undefined;
  let out: WriteStream | undefined;
  const written: Promise<void>[] = [];

  return new Promise<Received>((resolve, reject) => {
    let settled = false;
    /** Stops reading what is left (a 413 closes the connection; app.ts says so) and drops the partial file. */
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      part?.destroy();
      out?.destroy();
      reject(err instanceof Refused ? err : notMultipart());
    };

    parser.on('file', (name, stream) => {
      if (name !== fileField || file) {
        stream.resume();
        return;
      }
      const got: ReceivedFile = { path: join(dir, 'upload'), size: 0, sha256: '' };
      const hash = createHash('sha256');
      file = got;
      part = stream;
      out = createWriteStream(got.path);
      stream.on('limit', () => fail(new Refused(413, api.pictures.tooLarge)));
      const counted = async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          got.size += chunk.length;
          hash.update(chunk);
          yield chunk;
        }
      };
      written.push(
        pipeline(stream, counted, out).then(() => {
          got.sha256 = hash.digest('hex');
        }, fail),
      );
    });
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(notMultipart());
      fields[name] ??= value;
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail(notMultipart()));
    // A body cut before its closing boundary, or not multipart as it says.
    parser.on('error', fail);
    source.on('error', fail);
    parser.on('finish', () => {
      void Promise.all(written).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, file });
      });
    });
    source.pipe(parser);
  });
}
