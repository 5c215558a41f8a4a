/**
 * Reads a multipart/form-data upload as it arrives: the file part goes to a temporary file while its
 * bytes are counted and hashed, never held whole in memory, and the reading stops at the first byte past
 * the limit; the small text fields (the alt text) are kept as strings.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { api } from '../messages';
import { Refused } from './images';

/** A text field larger than this is not an alt text. */
const FIELD_MAX_BYTES = 4096;
/** A part's headers larger than this are not a browser's. */
const HEADERS_MAX_BYTES = 8192;
const HEADER_END = Buffer.from('\r\n\r\n');

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

interface Part {
  name: string;
  file: boolean;
}

function parseHeaders(block: string): Part {
  const disposition = block.split('\r\n').find((l) => /^content-disposition:/i.test(l)) ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
  return { name, file: /\bfilename="/i.test(disposition) };
}

/**
 * Reads `body` (a multipart/form-data stream with `boundary`): the first file part named `fileField` is
 * written to `dir`/upload, at most `maxBytes` (else Refused 413, the reading stopped); other files are
 * read and dropped. Throws Refused 400 for a body that is not multipart as it says.
 */
export async function receive(body: ReadableStream<Uint8Array> | null, boundary: string, dir: string, fileField: string, maxBytes: number): Promise<Received> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  if (!body) return { fields, file };
  // The first boundary has no line break before it; reading as if it had makes every delimiter alike.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  let buf: Buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'after' | 'headers' | 'body' | 'done' = 'preamble';
  let part: Part | undefined;
  let out: WriteStream | undefined;
  let hash: ReturnType<typeof createHash> | undefined;
  let size = 0;
  let text: Buffer[] = [];
  let textBytes = 0;
  const reader = body.getReader();

  const emit = async (chunk: Buffer) => {
    if (!part || chunk.length === 0) return;
    if (part.file) {
      if (!out) return;
      size += chunk.length;
      if (size > maxBytes) throw new Refused(413, api.pictures.tooLarge);
      hash?.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    } else {
      textBytes += chunk.length;
      if (textBytes > FIELD_MAX_BYTES) throw new Refused(400, api.pictures.notMultipart);
      text.push(chunk);
    }
  };
  const startPart = (p: Part) => {
    part = p;
    if (p.file && p.name === fileField && !file && !out) {
      const path = join(dir, 'upload');
      out = createWriteStream(path);
      hash = createHash('sha256');
      size = 0;
      file = { path, size: 0, sha256: '' };
    }
    text = [];
    textBytes = 0;
  };
  const endPart = async () => {
    if (part?.file && out && file && !file.sha256) {
      const done = once(out, 'close');
      out.end();
      await done;
      file.size = size;
      file.sha256 = hash?.digest('hex') ?? '';
      out = undefined;
    } else if (part && !part.file) fields[part.name] ??= Buffer.concat(text).toString('utf8');
    part = undefined;
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buf = Buffer.concat([buf, value]);
      for (let progressed = true; progressed && state !== 'done'; ) {
        progressed = false;
        if (state === 'preamble' || state === 'body') {
          const at = buf.indexOf(delimiter);
          if (at < 0) {
            if (state === 'body' && buf.length > keep) {
              await emit(buf.subarray(0, buf.length - keep));
              buf = buf.subarray(buf.length - keep);
            } else if (state === 'preamble' && buf.length > keep) buf = buf.subarray(buf.length - keep);
          } else {
            if (state === 'body') {
              await emit(buf.subarray(0, at));
              await endPart();
            }
            buf = buf.subarray(at + delimiter.length);
            state = 'after';
            progressed = true;
          }
        } else if (state === 'after' && buf.length >= 2) {
          const two = buf.toString('latin1', 0, 2);
          if (two === '--') state = 'done';
          else if (two === '\r\n') state = 'headers';
          else throw new Refused(400, api.pictures.notMultipart);
          buf = buf.subarray(2);
          progressed = true;
        } else if (state === 'headers') {
          const end = buf.indexOf(HEADER_END);
          if (end < 0) {
            if (buf.length > HEADERS_MAX_BYTES) throw new Refused(400, api.pictures.notMultipart);
          } else {
            startPart(parseHeaders(buf.toString('utf8', 0, end)));
            buf = buf.subarray(end + HEADER_END.length);
            state = 'body';
            progressed = true;
          }
        }
      }
      if (state === 'done' || done) break;
    }
    if (state !== 'done') throw new Refused(400, api.pictures.notMultipart);
    return { fields, file };
  } catch (err) {
    out?.destroy();
    throw err;
  } finally {
    // Stop reading what is left (a 413 closes the connection; app.ts says so).
    await reader.cancel().catch(() => undefined);
  }
}
