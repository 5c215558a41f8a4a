import { createRoute, z } from '@hono/zod-openapi';
import { api } from '../messages';
import { wishlistAddSchema, wishlistMergeSchema } from '../../lib/schemas';
import { requireUser } from '../auth';
import { failure, json, msgSchema, productSchema, saved } from '../contract';
import { body, errors, prodIdPath, resource, signedIn } from '../openapi';
import * as wishlist from '../services/wishlist';

const tags = ['Wishlist'];

export const wishlistRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'getWishlist',
      tags,
      security: signedIn,
      summary: "The shopper's wishlist",
      middleware: [requireUser] as const,
      responses: { ...errors(401, 403), 200: json(z.object({ data: z.array(productSchema) }), 'Saved products, newest first') },
    }),
    async (c) => c.json({ data: await wishlist.listWishlist(c.var.principal.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      operationId: 'addToWishlist',
      tags,
      security: signedIn,
      summary: 'Save a product',
      middleware: [requireUser] as const,
      request: body(wishlistAddSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        201: json(saved(productSchema), 'Saved'),
        400: failure('Bad input'),
        404: failure('Unknown product'),
        409: failure('Wishlist full'),
      },
    }),
    async (c) => {
      const { prodId } = c.req.valid('json');
      return c.json({ msg: api.wishlistAdded, data: await wishlist.addToWishlist(c.var.principal.userId, prodId) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/merge',
      operationId: 'mergeWishlist',
      tags,
      security: signedIn,
      summary: "Join a guest's saved products to the account's at sign-in (unknown ones left out)",
      middleware: [requireUser] as const,
      request: body(wishlistMergeSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        200: json(z.object({ msg: z.string(), data: z.array(productSchema) }), 'The whole wishlist as it is now'),
        400: failure('Bad input'),
      },
    }),
    async (c) => c.json({ msg: api.wishlistMerged, data: await wishlist.mergeWishlist(c.var.principal.userId, c.req.valid('json').prodIds) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{prodId}',
      operationId: 'removeFromWishlist',
      tags,
      security: signedIn,
      summary: 'Remove a product',
      middleware: [requireUser] as const,
      request: { params: prodIdPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Removed'), 404: failure('Not in the wishlist') },
    }),
    async (c) => {
      await wishlist.removeFromWishlist(c.var.principal.userId, c.req.valid('param').prodId);
      return c.json({ msg: api.wishlistRemoved }, 200);
    },
  );
