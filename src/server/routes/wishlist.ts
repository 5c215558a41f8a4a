import { createRoute, z } from '@hono/zod-openapi';
import { api } from '../messages';
import { wishlistAddSchema, wishlistMergeSchema } from '../../lib/schemas';
import { requireUser } from '../auth';
import { authFailures, failure, json, msgSchema, productSchema, saved } from '../contract';
import { body, prodIdPath, resource } from '../openapi';
import * as wishlist from '../services/wishlist';

const tags = ['Wishlist'];

export const wishlistRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      summary: "The shopper's wishlist",
      middleware: [requireUser] as const,
      responses: { 200: json(z.object({ data: z.array(productSchema) }), 'Saved products, newest first'), ...authFailures },
    }),
    async (c) => c.json({ data: await wishlist.listWishlist(c.var.principal.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      tags,
      summary: 'Save a product',
      middleware: [requireUser] as const,
      request: body(wishlistAddSchema),
      responses: {
        201: json(saved(productSchema), 'Saved'),
        400: failure('Bad input'),
        404: failure('Unknown product'),
        409: failure('Wishlist full'),
        ...authFailures,
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
      tags,
      summary: "Join a guest's saved products to the account's at sign-in (unknown ones left out)",
      middleware: [requireUser] as const,
      request: body(wishlistMergeSchema),
      responses: {
        200: json(z.object({ msg: z.string(), data: z.array(productSchema) }), 'The whole wishlist as it is now'),
        400: failure('Bad input'),
        ...authFailures,
      },
    }),
    async (c) => c.json({ msg: api.wishlistMerged, data: await wishlist.mergeWishlist(c.var.principal.userId, c.req.valid('json').prodIds) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{prodId}',
      tags,
      summary: 'Remove a product',
      middleware: [requireUser] as const,
      request: { params: prodIdPath },
      responses: { 200: json(msgSchema, 'Removed'), 404: failure('Not in the wishlist'), ...authFailures },
    }),
    async (c) => {
      await wishlist.removeFromWishlist(c.var.principal.userId, c.req.valid('param').prodId);
      return c.json({ msg: api.wishlistRemoved }, 200);
    },
  );
