/**
 * What sharp does for the photographs: judge an upload by its bytes and header (never decoding it), and
 * make a picture's variants, its placeholder and its link-preview JPEG. Nothing here touches the
 * database or the store.
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { OG_IMAGE_SIZE, PICTURE_MAX_PIXELS, type PICTURE_TYPES, type PICTURE_UPLOAD_TYPES, PICTURE_WIDTHS } from '../../lib/constants';
import {
  PICTURE_AVIF,
  PICTURE_JPEG_QUALITY,
  PICTURE_PLACEHOLDER_WIDTH,
  PICTURE_SEED_AVIF,
  PICTURE_SEED_RASTER_WIDTH,
  PICTURE_THREADS,
  PICTURE_WEBP_QUALITY,
} from '../config';
import { api } from '../messages';

// One libvips thread per image: the worker's jobs never take both cores from the requests (../shared/STACK.md).
sharp.concurrency(PICTURE_THREADS);
// libvips' operation cache keeps decoded images around for reuse we never make.
sharp.cache(false);

export type UploadType = (typeof PICTURE_UPLOAD_TYPES)[number];
export type VariantType = (typeof PICTURE_TYPES)[number];

/** The bytes a file starts with that say what it is (magic numbers); enough to read any of them. */
const SNIFF_BYTES = 32;

/** What a file is by its first bytes: one of the upload types, or undefined (SVG, HTML, anything else). */
export function sniff(head: Buffer): UploadType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  // ISO BMFF: a 'ftyp' box whose brands say AVIF (the major brand, or a compatible one for 'mif1').
  if (head.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(head.readUInt32BE(0), head.length);
    const brands = head.toString('latin1', 8, boxSize);
    if (/avif|avis/.test(brands)) return 'image/avif';
  }
  return undefined;
}

const SHARP_FORMAT: Record<UploadType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'heif' };

export class Refused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Judges a received file without decoding its pixels: its type from its bytes, its size from its
 * header (a decompression bomb says its size there), the same format as sharp reads it. Answers the
 * type and the size as shown (orientation applied), or throws Refused.
 */
export async function inspect(path: string): Promise<{ type: UploadType; width: number; height: number }> {
  const file = await open(path, 'r');
  const head = Buffer.alloc(SNIFF_BYTES);
  let read: number;
  try {
    ({ bytesRead: read } = await file.read(head, 0, SNIFF_BYTES, 0));
  } finally {
    await file.close();
  }
  const type = sniff(head.subarray(0, read));
  if (!type) throw new Refused(400, api.pictures.notAPicture);
  let meta: Metadata;
  try {
    // The header only: no pixel is decoded here, so the size it claims can be judged before anything is.
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refused(400, api.pictures.unreadable);
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw new Refused(400, api.pictures.unreadable);
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw new Refused(400, api.pictures.tooManyPixels);
  // EXIF orientations 5–8 turn the picture a quarter: what shoppers see is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  return { type, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

export interface MadeFile {
  type: VariantType;
  width: number;
  height: number;
  bytes: Buffer;
}
export interface Made {
  width: number;
  height: number;
  placeholder: string;
  variants: MadeFile[];
  og: Buffer;
}

/** What a picture is made with; part of the cache key, so a change of settings makes the variants again. */
export const settingsFor = (origin: 'upload' | 'seed') => ({
  version: 1,
  widths: PICTURE_WIDTHS,
  avif: origin === 'seed' ? PICTURE_SEED_AVIF : PICTURE_AVIF,
  webp: PICTURE_WEBP_QUALITY,
  jpeg: PICTURE_JPEG_QUALITY,
  placeholder: PICTURE_PLACEHOLDER_WIDTH,
  og: OG_IMAGE_SIZE,
  raster: PICTURE_SEED_RASTER_WIDTH,
});

/** The widths made for an original `width` wide: every standard one up to it (the original's own when narrower than all). */
export const widthsFor = (width: number): number[] => {
  const fit = PICTURE_WIDTHS.filter((w) => w <= width);
  return fit.length ? fit : [width];
};

/**
 * Makes a picture's files from its original: oriented by its EXIF, converted to sRGB, flattened on
 * white, every metadata field dropped (sharp writes none unless asked: no EXIF, no location).
 * Decoded once, at the largest width needed; the smaller ones are made from that.
 */
export async function makeVariants(input: Buffer, origin: 'upload' | 'seed'): Promise<Made> {
  const settings = settingsFor(origin);
  const vector = origin === 'seed';
  const source = sharp(input, { limitInputPixels: PICTURE_MAX_PIXELS, ...(vector && { density: 300 }) });
  const meta = await source.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const fullWidth = vector ? PICTURE_SEED_RASTER_WIDTH : turned ? (meta.height ?? 0) : (meta.width ?? 0);
  const widths = widthsFor(fullWidth);
  const largest = widths[widths.length - 1];
  const { data, info } = await source
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: !vector })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const from = () => sharp(data, raw);
  const variants: MadeFile[] = [];
  for (const width of widths) {
    const height = Math.round((info.height * width) / info.width);
    const sized = () => (width === info.width ? from() : from().resize({ width, height }));
    variants.push({ type: 'image/avif', width, height, bytes: await sized().avif(settings.avif).toBuffer() });
    variants.push({ type: 'image/webp', width, height, bytes: await sized().webp({ quality: settings.webp }).toBuffer() });
    variants.push({ type: 'image/jpeg', width, height, bytes: await sized().jpeg({ quality: settings.jpeg, mozjpeg: true }).toBuffer() });
  }
  const tiny = await from().resize({ width: PICTURE_PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
  const og = await from()
    .resize({ ...OG_IMAGE_SIZE, fit: 'contain', background: '#ffffff' })
    .jpeg({ quality: settings.jpeg, mozjpeg: true })
    .toBuffer();
  return { width: info.width, height: info.height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, variants, og };
}

export const EXTENSIONS: Record<VariantType, string> = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** The first 16 hex digits of a SHA-256: a name that changes whenever the content does. */
export const contentHash = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
