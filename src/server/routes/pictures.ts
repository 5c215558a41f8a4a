/** A product's photographs in the console (admins): upload, list with status, order and alt texts, delete. */
import { createRoute, z } from '@hono/zod-openapi';
import { PICTURE_MAX_BYTES, PICTURE_UPLOAD_TYPES } from '../../lib/constants';
import { pictureOrderSchema } from '../../lib/schemas';
import { requireAdmin } from '../auth';
import { adminPictureView, failure, json, msgSchema, saved } from '../contract';
import { api } from '../messages';
import { body, errors, idPath, pictureIdPath, resource, signedIn } from '../openapi';
import { ALT_FIELD, FILE_FIELD, receivePicture } from '../pictures/upload';
import * as pictures from '../services/pictures';

const tags = ['Pictures'];

/**
 * The upload's path: app.ts lets this one request through with a multipart body and its own size limit
 * (the API's other bodies are JSON of at most 1 MB). Only a header carries the admin's token, so a form
 * on another site cannot send it (the reason the API refuses forms elsewhere).
 */
export const isPictureUpload = (method: string, path: string) => method === 'POST' && /^\/api\/products\/\d+\/pictures\/?$/.test(path);

const uploadBody = {
  required: true,
  content: {
    // A plain JSON Schema, not zod: the library would otherwise read the whole form into memory to validate it.
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: [FILE_FIELD, ALT_FIELD],
        properties: {
          [FILE_FIELD]: {
            type: 'string' as const,
            format: 'binary',
            description: `JPEG, PNG, WebP or AVIF (judged by its bytes), at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB and 40 megapixels; ${PICTURE_UPLOAD_TYPES.join(', ')}`,
          },
          [ALT_FIELD]: { type: 'string' as const, description: 'What the picture shows, for screen readers (required)' },
        },
      },
    },
  },
};

const list = z.object({ data: z.array(adminPictureView) });

export const pictureRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/pictures',
      operationId: 'listPictures',
      tags,
      security: signedIn,
      summary: "A product's pictures in order, whatever their status (admins)",
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(list, 'The pictures'), 404: failure('Unknown product') },
    }),
    async (c) => c.json({ data: await pictures.listPictures(c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/pictures',
      operationId: 'uploadPicture',
      tags,
      security: signedIn,
      summary: 'Upload a picture (admins): stored as sent, its sizes made in the background (status pending, then ready)',
      middleware: [requireAdmin] as const,
      request: { params: idPath, body: uploadBody },
      responses: {
        ...errors(401, 403, 404),
        201: json(saved(adminPictureView), 'Uploaded'),
        400: failure(
          'Not multipart; `errors.file`: none, empty, not a JPEG/PNG/WebP/AVIF, unreadable, over 40 megapixels, or the product has 10; `errors.alt`',
        ),
        404: failure('Unknown product'),
        413: failure('A picture over 15 MB'),
      },
    }),
    async (c) => {
      const data = await receivePicture(c.req.raw, c.req.valid('param').id).catch((err: unknown) => {
        // The rest of a body over the limit is not read: say the connection closes (as app.ts does for JSON).
        if (err instanceof Error && 'status' in err && err.status === 413) c.header('Connection', 'close');
        throw err;
      });
      return c.json({ msg: api.pictures.uploaded, data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}/pictures',
      operationId: 'arrangePictures',
      tags,
      security: signedIn,
      summary: "Set the order and alt texts of a product's pictures (admins): every picture, in the new order",
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(pictureOrderSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(list.extend({ msg: z.string() }), 'Updated'),
        400: failure('Bad input: `errors.pictures` (not every picture listed once), `errors["pictures.0.alt"]`'),
        404: failure('Unknown product, or a picture not of this product'),
      },
    }),
    async (c) => {
      const data = await pictures.arrangePictures(c.req.valid('param').id, c.req.valid('json'));
      return c.json({ msg: api.pictures.updated, data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}/pictures/{pictureId}',
      operationId: 'deletePicture',
      tags,
      security: signedIn,
      summary: 'Delete a picture and its files (admins)',
      middleware: [requireAdmin] as const,
      request: { params: pictureIdPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Deleted'), 404: failure('Unknown product or picture') },
    }),
    async (c) => {
      const { id, pictureId } = c.req.valid('param');
      await pictures.deletePicture(id, pictureId);
      return c.json({ msg: api.pictures.deleted }, 200);
    },
  );
