/** A stored picture as the API answers it: each type's srcset and the JPEG about PICTURE_SRC_WIDTH wide. */
import { sql } from 'drizzle-orm';
import { PICTURE_SRC_WIDTH, PICTURE_TYPES } from '../../lib/constants';
import type { Picture } from '../../lib/types';
import type { PictureVariant } from '../db/schema';
import { PUBLIC_PREFIX, publicUrl } from './storage';

export interface StoredPicture {
  id: number;
  alt: string;
  width: number;
  height: number;
  placeholder: string;
  variants: PictureVariant[];
  ogKey: string | null;
}

/** The variant nearest `width` among `variants` (the narrower one on a tie). */
const nearest = (variants: PictureVariant[], width: number) =>
  variants.reduce<PictureVariant | undefined>((best, v) => (!best || Math.abs(v.width - width) < Math.abs(best.width - width) ? v : best), undefined);

export function pictureView(p: StoredPicture): Picture {
  const sources = PICTURE_TYPES.map((type) => {
    const of = p.variants.filter((v) => v.type === type).sort((a, b) => a.width - b.width);
    return { type, srcset: of.map((v) => `${publicUrl(v.key)} ${v.width}w`).join(', ') };
  }).filter((s) => s.srcset);
  const jpeg = nearest(
    p.variants.filter((v) => v.type === 'image/jpeg'),
    PICTURE_SRC_WIDTH,
  );
  return { id: p.id, alt: p.alt, width: p.width, height: p.height, placeholder: p.placeholder, src: jpeg ? publicUrl(jpeg.key) : '', sources };
}

/** One row of `pictures pc` as a StoredPicture. */
const storedJson = sql`json_build_object('id', pc.id, 'alt', pc.alt, 'width', pc.width,
  'height', pc.height, 'placeholder', pc.placeholder, 'variants', pc.variants, 'ogKey', pc.og_key)`;

/** A product's ready pictures in order, as JSON, for a select list over `products` (like the sizes). */
export const readyPicturesJson = sql<StoredPicture[]>`coalesce((select json_agg(${storedJson} order by pc.position, pc.id)
  from pictures pc where pc.product_id = "products"."id" and pc.status = 'ready'), '[]'::json)`;

/**
 * Where a row names its product, written out with the table: in a one-table select drizzle writes a
 * column without it, and inside the subquery `"id"` would then be the picture's own.
 */
const PRODUCT_ID_OF = { products: '"products"."id"', orders: '"orders"."prod_id"', cart_items: '"cart_items"."prod_id"' } as const;

/**
 * The first ready picture of the row's product as JSON, null without one: what a line (cart, order,
 * suggestion) shows, read in the line's own statement (pictures_product_idx finds it).
 */
export const firstPictureJson = (of: keyof typeof PRODUCT_ID_OF) =>
  sql<StoredPicture | null>`(select ${storedJson} from pictures pc where pc.product_id = ${sql.raw(PRODUCT_ID_OF[of])} and pc.status = 'ready'
  order by pc.position, pc.id limit 1)`;

/** A line's `picture`: its product's first ready picture as the API answers it, or null (show `image`). */
export const linePicture = (stored: StoredPicture | null): Picture | null => (stored ? pictureView(stored) : null);

/**
 * What a product answer carries for its pictures: the ready ones, `images` listing their JPEGs when there
 * are any (older clients and pasted links read it), and the link-preview JPEG of the first.
 */
export function withPictures<T extends { images: string[]; stored: StoredPicture[] }>({ stored, ...p }: T) {
  const pictures = stored.map(pictureView);
  const og = stored[0]?.ogKey;
  // Onto the row's own copy: a list answers a dozen of these per request, and each spread of a product's
  // two dozen fields was a visible part of the server's time for a search (CPU profile under bench:api).
  return Object.assign(p, { images: pictures.length ? pictures.map((x) => x.src) : p.images, pictures, ogImage: og ? publicUrl(og) : null });
}

/**
 * A product's `images` as an edit sends them back: the console shows the pictures' JPEGs there (see
 * withPictures), and those must not be stored as pasted links, or deleting a picture would leave a link
 * to a file that is gone. Without any other link, the product keeps the ones it has.
 */
export function pastedImages(sent: string[], current: string[]): string[] {
  const ours = publicUrl(PUBLIC_PREFIX);
  const pasted = sent.filter((url) => !url.startsWith(ours));
  return pasted.length ? pasted : current;
}
