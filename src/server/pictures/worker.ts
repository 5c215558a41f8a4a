/**
 * The picture worker (docs/features.md "Photographs"): claims queued jobs of `picture_jobs` the way the e-mail
 * sender claims messages (one statement, `FOR UPDATE SKIP LOCKED`, that moves the job's next attempt a
 * lease ahead: several processes never take one job, and a process killed mid-job leaves it due again
 * when the lease ends, at once on PGlite's next start), makes the picture's files with sharp, stores
 * them under content-hashed names and marks the picture ready in one transaction with the job.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { PICTURE_JOB_LEASE_MS, PICTURE_MAX_ATTEMPTS, PICTURE_POLL_MS, PICTURE_RETRY_MS, pictureCacheDir, pictureConcurrency, pictureWorkerOn } from '../config';
import { catalogueChanged } from '../db/changes';
import { getDb, handle } from '../db/client';
import { afterMs } from '../db/lease';
import { type PictureVariant, pictureJobs, pictures } from '../db/schema';
import type { Db } from '../db/types';
import { log, safeError } from '../log';
import { contentHash, EXTENSIONS, type Made, makeVariants, settingsFor } from './images';
import { PUBLIC_PREFIX, storage } from './storage';

/** Claims up to `limit` due jobs for this process; each counts an attempt from now. */
async function claim(db: Db, limit: number) {
  const due = db
    .select({ id: pictureJobs.id })
    .from(pictureJobs)
    .where(and(eq(pictureJobs.status, 'queued'), lte(pictureJobs.nextAttemptAt, sql`now()`)))
    .orderBy(asc(pictureJobs.priority), asc(pictureJobs.nextAttemptAt), asc(pictureJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(pictureJobs)
    .set({ attempts: sql`${pictureJobs.attempts} + 1`, nextAttemptAt: afterMs(PICTURE_JOB_LEASE_MS) })
    .where(inArray(pictureJobs.id, due))
    .returning({ id: pictureJobs.id, pictureId: pictureJobs.pictureId, attempts: pictureJobs.attempts });
}
type Job = Awaited<ReturnType<typeof claim>>[number];

interface CachedManifest {
  width: number;
  height: number;
  placeholder: string;
  variants: { type: Made['variants'][number]['type']; width: number; height: number; file: string }[];
  og: string;
}

/**
 * The demo drawings' files, by source and settings: a fresh data folder (each test run, e2e server, CI)
 * copies them instead of making them again. Written to a folder beside and renamed, so a reader never
 * sees half a cache entry.
 */
async function cachedMake(source: Buffer, origin: 'upload' | 'seed'): Promise<Made> {
  const dir = origin === 'seed' ? pictureCacheDir() : undefined;
  if (!dir) return makeVariants(source, origin);
  const entry = join(dir, contentHash(Buffer.concat([source, Buffer.from(JSON.stringify(settingsFor(origin)))])));
  try {
    const m = JSON.parse(await readFile(join(entry, 'manifest.json'), 'utf8')) as CachedManifest;
    const variants = await Promise.all(
      m.variants.map(async (v) => ({ type: v.type, width: v.width, height: v.height, bytes: await readFile(join(entry, v.file)) })),
    );
    return { width: m.width, height: m.height, placeholder: m.placeholder, variants, og: await readFile(join(entry, m.og)) };
  } catch {
    /* not cached yet */
  }
  const made = await makeVariants(source, origin);
  const scratch = `${entry}.${process.pid}.tmp`;
  try {
    await mkdir(scratch, { recursive: true });
    const variants = made.variants.map((v, i) => ({ type: v.type, width: v.width, height: v.height, file: `${i}.${EXTENSIONS[v.type]}` }));
    await Promise.all(made.variants.map((v, i) => writeFile(join(scratch, variants[i].file), v.bytes)));
    await writeFile(join(scratch, 'og.jpg'), made.og);
    const manifest: CachedManifest = { width: made.width, height: made.height, placeholder: made.placeholder, variants, og: 'og.jpg' };
    await writeFile(join(scratch, 'manifest.json'), JSON.stringify(manifest));
    await rename(scratch, entry);
  } catch {
    // Another process cached it first, or the cache folder cannot be written: only an optimisation.
    await rm(scratch, { recursive: true, force: true });
  }
  return made;
}

/** Makes and stores one job's picture; marks it ready with the job, unless the picture was deleted meanwhile. */
async function run(db: Db, job: Job): Promise<'done' | 'retry' | 'failed'> {
  const [pic] = await db.select().from(pictures).where(eq(pictures.id, job.pictureId));
  // Deleted since it was queued: its job went with it (ON DELETE CASCADE), nothing to do.
  if (!pic) return 'done';
  log.info({ pictureId: pic.id, attempt: job.attempts }, 'picture job started');
  const store = await storage();
  const written: string[] = [];
  try {
    if (!pic.sourceKey) throw new Error('the picture has no original to make its sizes from');
    const made = await cachedMake(await store.read(pic.sourceKey), pic.origin);
    const base = `${PUBLIC_PREFIX}${pic.id}/`;
    const variants: PictureVariant[] = [];
    for (const v of made.variants) {
      const key = `${base}${contentHash(v.bytes)}-${v.width}.${EXTENSIONS[v.type]}`;
      await store.put(key, v.bytes, v.type);
      written.push(key);
      variants.push({ type: v.type, width: v.width, key });
    }
    const ogKey = `${base}${contentHash(made.og)}-og.jpg`;
    await store.put(ogKey, made.og, 'image/jpeg');
    written.push(ogKey);
    const finished = await db.transaction(async (tx) => {
      // Only the claim that is still this process's finishes the job (a claim whose lease ran out may have been taken again).
      const mine = await tx
        .update(pictureJobs)
        .set({ status: 'done', doneAt: sql`now()`, lastError: null })
        .where(and(eq(pictureJobs.id, job.id), eq(pictureJobs.status, 'queued'), eq(pictureJobs.attempts, job.attempts)))
        .returning({ id: pictureJobs.id });
      if (mine.length === 0) return 'taken';
      const rows = await tx
        .update(pictures)
        .set({ status: 'ready', variants, ogKey, placeholder: made.placeholder, width: made.width, height: made.height, sourceKey: null })
        .where(eq(pictures.id, pic.id))
        .returning({ productId: pictures.productId });
      if (rows.length === 0) return 'deleted';
      await catalogueChanged(tx, { productIds: [rows[0].productId] });
      return 'ready';
    });
    // The original may carry a location: it is not kept once the variants (which carry none) exist.
    if (finished === 'ready') await store.remove([pic.sourceKey]);
    // Deleted while it was being made: the delete removed the files it found, these came after.
    if (finished === 'deleted') await store.remove([...written, pic.sourceKey]);
    return 'done';
  } catch (err) {
    const lastError = safeError(err).message;
    const last = job.attempts >= PICTURE_MAX_ATTEMPTS;
    await db.transaction(async (tx) => {
      await tx
        .update(pictureJobs)
        .set(last ? { status: 'failed', lastError } : { lastError, nextAttemptAt: afterMs(PICTURE_RETRY_MS) })
        .where(and(eq(pictureJobs.id, job.id), eq(pictureJobs.status, 'queued')));
      if (last) await tx.update(pictures).set({ status: 'failed' }).where(eq(pictures.id, pic.id));
    });
    log.warn({ pictureId: pic.id, attempts: job.attempts, err: lastError }, last ? 'picture failed for good' : 'picture will be tried again');
    return last ? 'failed' : 'retry';
  }
}

export interface Processed {
  done: number;
  retry: number;
  failed: number;
}

let stopping = false;

/**
 * One pass of the worker: claims and runs due jobs, PICTURE_CONCURRENCY at a time, until none is due
 * (or the server stops). Tests call it directly, on the process's database or a handle of their own.
 */
export async function processDuePictures(on?: Db): Promise<Processed> {
  const done: Processed = { done: 0, retry: 0, failed: 0 };
  const db = on ?? (await getDb());
  while (!stopping) {
    const batch = await claim(db, pictureConcurrency());
    if (batch.length === 0) break;
    for (const outcome of await Promise.all(batch.map((job) => run(db, job)))) done[outcome]++;
  }
  return done;
}

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let pass: Promise<unknown> | undefined;
let again = false;

function schedule(ms: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (pass) {
      again = true;
      return;
    }
    pass = processDuePictures()
      .catch((err: unknown) => log.warn({ err: safeError(err) }, 'picture pass failed'))
      .finally(() => {
        pass = undefined;
        if (stopping) return;
        schedule(again ? 0 : PICTURE_POLL_MS);
        again = false;
      });
  }, ms);
  timer.unref();
}

/** A job was queued in this process: look now rather than at the next poll (no-op when the worker is not running here). */
export function wakeWorker(): void {
  if (started && !stopping) schedule(0);
}

/**
 * Starts the worker with the server (src/server/host.ts), unless PICTURE_WORKER=0. On PGlite this is
 * the only process on the data folder, so a job still claimed is one whose process died: due now.
 */
export async function startPictureWorker(): Promise<void> {
  stopping = false;
  if (!pictureWorkerOn()) return;
  const { db, kind } = await handle();
  if (kind === 'pglite') {
    await db
      .update(pictureJobs)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(pictureJobs.status, 'queued'), gt(pictureJobs.attempts, 0), gt(pictureJobs.nextAttemptAt, sql`now()`)));
  }
  started = true;
  schedule(0);
}

/** Stops polling and lets a job under way finish (its files are made once; a kill instead leaves it to the lease). */
export async function stopPictureWorker(): Promise<void> {
  stopping = true;
  started = false;
  clearTimeout(timer);
  await pass;
}
