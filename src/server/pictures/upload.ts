/**
 * An admin's upload, from the request to a pending picture: refused before reading when the product is
 * unknown or full or the body says it is too large; read to a temporary file (counted, hashed, never
 * whole in memory); judged by its bytes and header; then stored and queued (services/pictures.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PICTURE_MAX_BYTES } from '../../lib/constants';
import { pictureAlt } from '../../lib/schemas';
import type { AdminPicture } from '../../lib/types';
import { HttpError } from '../errors';
import { api } from '../messages';
import { addPicture, checkRoomFor } from '../services/pictures';
import { inspect, Refused } from './images';
import { boundaryOf, receive } from './multipart';

/** The multipart envelope around the file (boundaries, part headers, the alt text): generous. */
const ENVELOPE_BYTES = 64 * 1024;
export const FILE_FIELD = 'file';
export const ALT_FIELD = 'alt';

const asHttp = (err: unknown) => (err instanceof Refused ? new HttpError(err.status, err.message, { [FILE_FIELD]: err.message }) : err);

export async function receivePicture(req: Request, productId: number): Promise<AdminPicture> {
  await checkRoomFor(productId);
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > PICTURE_MAX_BYTES + ENVELOPE_BYTES) throw new HttpError(413, api.pictures.tooLarge, { [FILE_FIELD]: api.pictures.tooLarge });
  const contentType = req.headers.get('content-type') ?? '';
  if (!boundaryOf(contentType)) throw new HttpError(400, api.pictures.notMultipart);
  const dir = await mkdtemp(join(tmpdir(), 'store-upload-'));
  try {
    const { fields, file } = await receive(req.body, contentType, dir, FILE_FIELD, PICTURE_MAX_BYTES).catch((err: unknown) => {
      throw asHttp(err);
    });
    if (!file) throw new HttpError(400, api.pictures.noFile, { [FILE_FIELD]: api.pictures.noFile });
    if (file.size === 0) throw new HttpError(400, api.pictures.empty, { [FILE_FIELD]: api.pictures.empty });
    const alt = pictureAlt.safeParse(fields[ALT_FIELD] ?? '');
    if (!alt.success) throw new HttpError(400, api.badRequest, { [ALT_FIELD]: alt.error.issues[0]?.message ?? api.badRequest });
    const seen = await inspect(file.path).catch((err: unknown) => {
      throw asHttp(err);
    });
    return await addPicture({ productId, alt: alt.data, origin: 'upload', file, type: seen.type, width: seen.width, height: seen.height });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
