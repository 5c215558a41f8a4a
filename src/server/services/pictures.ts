/**
 * A product's photographs in the console (docs/features.md "Photographs"): add one (its original stored, a job
 * queued for the worker), list them with their status, reorder and describe them, delete one. The
 * files of a deleted picture or product are removed once the deletion has committed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PICTURES_PER_PRODUCT } from '../../lib/constants';
import type { PictureOrderInput } from '../../lib/schemas';
import type { AdminPicture } from '../../lib/types';
import { PICTURE_SEED_RASTER_WIDTH, projectRoot } from '../config';
import { catalogueChanged } from '../db/changes';
import { getDb } from '../db/client';
import { pictureJobs, pictures, products, type PictureRow } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, notFound } from '../errors';
import { log, safeError } from '../log';
import { api } from '../messages';
import { wakeWorker } from '../pictures/worker';
import { PUBLIC_PREFIX, storage, UPLOAD_PREFIX } from '../pictures/storage';
import { pictureView } from '../pictures/view';

const adminView = (row: PictureRow): AdminPicture => ({ ...pictureView(row), position: row.position, status: row.status });

/** Holds the product's row against other picture edits (the count of 10, the positions) until commit. */
async function lockProduct(tx: Tx, productId: number): Promise<void> {
  // NO KEY UPDATE, as a product edit takes it: a checkout's key-share lock on the product does not wait for it.
  const [row] = await tx.select({ id: products._id }).from(products).where(eq(products._id, productId)).for('no key update');
  if (!row) throw notFound(api.productNotFound);
}

export async function listPictures(productId: number): Promise<AdminPicture[]> {
  const db = await getDb();
  const [product] = await db.select({ id: products._id }).from(products).where(eq(products._id, productId));
  if (!product) throw notFound(api.productNotFound);
  const rows = await db.select().from(pictures).where(eq(pictures.productId, productId)).orderBy(asc(pictures.position), asc(pictures.id));
  return rows.map(adminView);
}

/** Refuses before the upload is read when the product is unknown or already has its 10 pictures. */
export async function checkRoomFor(productId: number): Promise<void> {
  const db = await getDb();
  const [product] = await db.select({ id: products._id }).from(products).where(eq(products._id, productId));
  if (!product) throw notFound(api.productNotFound);
  const [{ n }] = await db.select({ n: count() }).from(pictures).where(eq(pictures.productId, productId));
  if (n >= PICTURES_PER_PRODUCT) throw new HttpError(400, api.pictures.tooMany, { file: api.pictures.tooMany });
}

export interface NewPicture {
  productId: number;
  alt: string;
  origin: 'upload' | 'seed';
  /** The original's file on this machine, its size and SHA-256. */
  file: { path: string; size: number; sha256: string };
  type: string;
  width: number;
  height: number;
}

/**
 * Adds a picture: its row (pending) and its job, and the original in the store under the picture's
 * key, all or nothing (a failed store write rolls the rows back; the job cannot be claimed before the
 * commit). The worker is woken after.
 */
export async function addPicture(input: NewPicture, on?: Db): Promise<AdminPicture> {
  const db = on ?? (await getDb());
  const store = await storage();
  const row = await db.transaction(async (tx) => {
    await lockProduct(tx, input.productId);
    const [{ n, last }] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${pictures.position}), -1)`.mapWith(Number) })
      .from(pictures)
      .where(eq(pictures.productId, input.productId));
    if (n >= PICTURES_PER_PRODUCT) throw new HttpError(400, api.pictures.tooMany, { file: api.pictures.tooMany });
    const [added] = await tx
      .insert(pictures)
      .values({
        productId: input.productId,
        position: last + 1,
        alt: input.alt,
        origin: input.origin,
        contentHash: input.file.sha256,
        width: input.width,
        height: input.height,
      })
      .returning();
    const sourceKey = `${UPLOAD_PREFIX}${added.id}/${input.file.sha256.slice(0, 16)}`;
    await tx.update(pictures).set({ sourceKey }).where(eq(pictures.id, added.id));
    await tx.insert(pictureJobs).values({ pictureId: added.id });
    await store.put(sourceKey, { path: input.file.path, size: input.file.size }, input.type);
    return { ...added, sourceKey };
  });
  wakeWorker();
  return adminView(row);
}

/** Sets the product's pictures' order and alt texts: `input` lists every one of them, in the new order. */
export async function arrangePictures(productId: number, input: PictureOrderInput): Promise<AdminPicture[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const rows = await tx.select({ id: pictures.id }).from(pictures).where(eq(pictures.productId, productId));
    const mine = new Set(rows.map((r) => r.id));
    // Another product's picture (or none's) is unknown here, as someone else's order is.
    if (input.pictures.some((p) => !mine.has(p.id))) throw notFound(api.pictures.notFound);
    const listed = new Set(input.pictures.map((p) => p.id));
    if (listed.size !== input.pictures.length || listed.size !== mine.size) {
      throw new HttpError(400, api.pictures.orderIncomplete, { pictures: api.pictures.orderIncomplete });
    }
    for (const [position, p] of input.pictures.entries()) {
      await tx.update(pictures).set({ position, alt: p.alt }).where(eq(pictures.id, p.id));
    }
    await catalogueChanged(tx, { productIds: [productId] });
  });
  return listPictures(productId);
}

export async function deletePicture(productId: number, pictureId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(pictures)
      .where(and(eq(pictures.id, pictureId), eq(pictures.productId, productId)))
      .returning({ id: pictures.id });
    if (gone.length === 0) throw notFound(api.pictures.notFound);
    await catalogueChanged(tx, { productIds: [productId] });
  });
  await removeFiles([pictureId]);
}

/** The ids of a product's pictures (read before the product is deleted: the rows go with it). */
export async function pictureIdsOf(db: Db | Tx, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db.select({ id: pictures.id }).from(pictures).where(inArray(pictures.productId, productIds));
  return rows.map((r) => r.id);
}

/**
 * Removes every file of these pictures from the store: variants, link preview, original. Called after
 * the rows are gone; a failure is logged (the files are orphans then, never shown), not the caller's.
 */
export async function removeFiles(pictureIds: number[]): Promise<void> {
  if (pictureIds.length === 0) return;
  try {
    const store = await storage();
    const keys = (await Promise.all(pictureIds.flatMap((id) => [store.list(`${PUBLIC_PREFIX}${id}/`), store.list(`${UPLOAD_PREFIX}${id}/`)]))).flat();
    await store.remove(keys);
  } catch (err) {
    log.warn({ err: safeError(err), pictureIds }, 'picture files could not be removed');
  }
}

/** The demo drawings wait behind any admin's upload. */
const SEED_PRIORITY = 1;
/** The second demo drawing of a product is a close-up: its alt text says so. */
const demoAlt = (name: string, index: number) => (index === 0 ? name : `${name}, close-up`);

/**
 * The demo catalogue's drawings go through the same pipeline as uploads (docs/features.md "Photographs"): each
 * is stored as an original and queued, inside the seed's transaction `tx`, so seeding stays quick and
 * the worker makes them in the background (from its cache when another data folder made them before).
 * Until then the products show their drawings as `images`. A drawing missing from public/ is skipped.
 */
export async function queueDemoPictures(tx: Tx, rows: { productId: number; name: string; images: string[] }[]): Promise<number> {
  const store = await storage();
  const publicDir = join(projectRoot(), 'public');
  let queued = 0;
  for (const row of rows) {
    for (const [index, image] of row.images.entries()) {
      if (!image.startsWith('/images/') || !image.endsWith('.svg')) continue;
      const bytes = await readFile(join(publicDir, image)).catch(() => undefined);
      if (!bytes) continue;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const seen = await sharp(bytes).metadata();
      const scale = PICTURE_SEED_RASTER_WIDTH / (seen.width || PICTURE_SEED_RASTER_WIDTH);
      const [added] = await tx
        .insert(pictures)
        .values({
          productId: row.productId,
          position: index,
          alt: demoAlt(row.name, index),
          origin: 'seed',
          contentHash: sha256,
          width: PICTURE_SEED_RASTER_WIDTH,
          height: Math.round((seen.height || PICTURE_SEED_RASTER_WIDTH) * scale),
        })
        .returning({ id: pictures.id });
      const sourceKey = `${UPLOAD_PREFIX}${added.id}/${sha256.slice(0, 16)}`;
      await tx.update(pictures).set({ sourceKey }).where(eq(pictures.id, added.id));
      await tx.insert(pictureJobs).values({ pictureId: added.id, priority: SEED_PRIORITY });
      await store.put(sourceKey, bytes, 'image/svg+xml');
      queued++;
    }
  }
  return queued;
}
