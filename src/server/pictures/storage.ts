/**
 * Where picture files live (docs/features.md "Photographs"): one interface, a folder under DATA_DIR by default,
 * any S3-compatible object store when S3_BUCKET is set. Keys are paths such as `p/12/3f9a…-640.avif`;
 * only keys under PUBLIC_PREFIX are ever served (the uploaded originals, which may carry a location,
 * are not).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL, mediaDir, type S3Settings, s3Settings } from '../config';

/** Variants and link-preview pictures: public, content-hashed. */
export const PUBLIC_PREFIX = 'p/';
/** Originals as uploaded, until their variants are made. */
export const UPLOAD_PREFIX = 'u/';
/** The URL path the local store serves PUBLIC_PREFIX keys under (src/pages/media/[...key].ts). */
export const LOCAL_MEDIA_PATH = '/media/';

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores `body` (a file's stream with its size, or bytes) under `key`; public keys are sent with the immutable Cache-Control. */
  put(key: string, body: Buffer | { path: string; size: number }, type: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Every key that starts with `prefix`. */
  list(prefix: string): Promise<string[]>;
  remove(keys: string[]): Promise<void>;
  /** The URL a browser fetches a public key from. */
  url(key: string): string;
}

const isPublic = (key: string) => key.startsWith(PUBLIC_PREFIX);

class LocalStorage implements Storage {
  readonly kind = 'local';
  constructor(readonly root: string) {}

  /** The file of a key, never outside the root (a key is ours, but a served path comes from a URL). */
  path(key: string): string | undefined {
    const file = resolve(this.root, key);
    return file.startsWith(this.root + sep) ? file : undefined;
  }

  async put(key: string, body: Buffer | { path: string; size: number }, _type: string) {
    const file = this.path(key);
    if (!file) throw new Error(`storage key outside the store: ${key}`);
    await mkdir(dirname(file), { recursive: true });
    // Written beside and renamed would be atomic; a half-written file under a content-hashed name is
    // overwritten by the job's next attempt, and no row points at it before the job has finished.
    if (Buffer.isBuffer(body)) await pipeline(Readable.from([body]), createWriteStream(file));
    else await pipeline(createReadStream(body.path), createWriteStream(file));
  }

  async read(key: string) {
    const file = this.path(key);
    if (!file) throw new Error(`storage key outside the store: ${key}`);
    return readFile(file);
  }

  async list(prefix: string) {
    const found: string[] = [];
    const walk = async (dir: string, base: string) => {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const path = join(dir, name);
        if ((await stat(path)).isDirectory()) await walk(path, `${base}${name}/`);
        else found.push(`${base}${name}`);
      }
    };
    await walk(this.root, '');
    return found.filter((k) => k.startsWith(prefix)).sort();
  }

  async remove(keys: string[]) {
    const files = keys.map((k) => this.path(k)).filter((f): f is string => f !== undefined);
    await Promise.all(files.map((f) => rm(f, { force: true })));
    // A picture's folder goes with its last file (rmdir refuses a folder that still has some).
    for (const folder of new Set(files.map((f) => dirname(f)))) await rmdir(folder).catch(() => undefined);
  }

  url(key: string) {
    return `${LOCAL_MEDIA_PATH}${key}`;
  }
}

class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  constructor(private readonly s: S3Settings) {
    this.client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      // Other S3-compatible stores (MinIO, s3rver, R2 through its endpoint) name the bucket in the path.
      forcePathStyle: Boolean(s.endpoint),
      credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: the newer default (a trailing CRC in an aws-chunked body)
      // is not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | { path: string; size: number }, type: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s.bucket,
        Key: key,
        // A stream goes out as it is read: the SDK needs its length up front for that.
        Body: Buffer.isBuffer(body) ? body : createReadStream(body.path),
        ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
        ContentType: type,
        CacheControl: isPublic(key) ? IMMUTABLE_CACHE_CONTROL : 'private, no-store',
      }),
    );
  }

  async read(key: string) {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.s.bucket, Key: key }));
    return Buffer.from(await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  }

  async list(prefix: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(new ListObjectsV2Command({ Bucket: this.s.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of res.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async remove(keys: string[]) {
    // DeleteObjects takes at most 1,000 keys a request.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.s.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  url(key: string) {
    return s3Url(this.s, key);
  }
}

/** The URL of a public key, without opening the store (the product answers are made from rows). */
export function publicUrl(key: string): string {
  const s3 = s3Settings();
  return s3 ? s3Url(s3, key) : `${LOCAL_MEDIA_PATH}${key}`;
}

function s3Url(s: S3Settings, key: string): string {
  if (s.assetUrl) return `${s.assetUrl}/${key}`;
  if (s.endpoint) return `${s.endpoint.replace(/\/+$/, '')}/${s.bucket}/${key}`;
  return `https://${s.bucket}.s3.${s.region}.amazonaws.com/${key}`;
}

let current: { signature: string; storage: Storage } | undefined;
let scratchRoot: Promise<string> | undefined;

/** The store the environment names now (made once per setting; a test may switch between the two). */
export async function storage(): Promise<Storage> {
  const s3 = s3Settings();
  const local = mediaDir();
  const signature = JSON.stringify(s3 ?? local ?? 'scratch');
  if (current?.signature !== signature) {
    let made: Storage;
    if (s3) made = new S3Storage(s3);
    else if (local) made = new LocalStorage(local);
    // An in-memory database (the API tests): files in a temporary folder of this process.
    else made = new LocalStorage(await (scratchRoot ??= mkdtemp(join(tmpdir(), 'store-media-'))));
    current = { signature, storage: made };
  }
  return current.storage;
}

/** The local store's file for a public key, to serve (undefined when the store is S3 or the key is not public). */
export async function localFile(key: string): Promise<string | undefined> {
  const s = await storage();
  if (!(s instanceof LocalStorage) || !isPublic(key) || key.includes('..')) return undefined;
  return s.path(key);
}
