/**
 * A product photograph as the shop shows it (the API's `Picture`): the variants' srcsets by type, the
 * 640 px JPEG, its intrinsic size and the blurred placeholder. Shared by the islands' `<Picture>` and
 * the pages' `<link rel="preload">`.
 */
import type { Picture } from './types';

export type PictureView = Picture;

/** The first ready picture of a product, if any (list items carry only that one). */
export const mainPicture = (p: { pictures?: PictureView[] | null }): PictureView | null => p.pictures?.[0] ?? null;

/** The variant a browser that reads AVIF takes first: what a preload asks for. */
export const preferredSource = (p: PictureView) => p.sources.find((s) => s.type === 'image/avif') ?? p.sources.find((s) => s.type === 'image/webp') ?? null;
