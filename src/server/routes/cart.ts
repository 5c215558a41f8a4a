import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { api } from '../messages';
import { cartAddSchema, cartMergeSchema, cartUpdateSchema, pageQuerySchema } from '../../lib/schemas';
import { requireAdmin, requireUser } from '../auth';
import { cartLineSchema, failure, json, msgSchema, page, saved } from '../contract';
import { body, errors, firstOfEach, idPath, resource, signedIn } from '../openapi';
import * as cart from '../services/cart';

const tags = ['Cart'];

export const cartRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/allcarts',
      operationId: 'listAllCartLines',
      tags,
      security: signedIn,
      summary: "Every shopper's cart lines, newest first (admins)",
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(cartLineSchema), 'A page of cart lines') },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await cart.listAllCarts(p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'getCart',
      tags,
      security: signedIn,
      summary: "The shopper's cart",
      middleware: [requireUser] as const,
      responses: { ...errors(401, 403), 200: json(z.object({ data: z.array(cartLineSchema) }), 'Cart lines, oldest first') },
    }),
    async (c) => c.json({ data: await cart.listCart(c.var.principal.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      operationId: 'addToCart',
      tags,
      security: signedIn,
      summary: 'Add a product in a size (the same product and size raises its line)',
      middleware: [requireUser] as const,
      request: body(cartAddSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        201: json(saved(cartLineSchema), 'The line as it is now'),
        400: failure('Bad input, no size chosen where one must be, or a size the product lacks'),
        404: failure('Unknown product'),
        409: failure("Cart full, or more than is left ('Only 2 left in size M')"),
      },
    }),
    async (c) => {
      const { prodId, quantity, size } = c.req.valid('json');
      const data = await cart.addToCart(c.var.principal.userId, prodId, quantity, size);
      return c.json({ msg: api.addedToCart, data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/merge',
      operationId: 'mergeCart',
      tags,
      security: signedIn,
      summary: "Join a guest's cart to the account's at sign-in (quantities capped; lines that cannot be had are skipped with the reason)",
      middleware: [requireUser] as const,
      request: body(cartMergeSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        200: json(
          z.object({
            msg: z.string(),
            data: z.array(cartLineSchema),
            skipped: z.array(z.object({ prodId: z.number().int(), size: z.string().optional(), msg: z.string() })),
          }),
          'The whole cart as it is now, and what was left out',
        ),
        400: failure('Bad input'),
      },
    }),
    async (c) => {
      const { data, skipped } = await cart.mergeCart(c.var.principal.userId, c.req.valid('json').lines);
      return c.json({ msg: api.cartMerged, data, skipped }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/update/{id}',
      operationId: 'updateCartLine',
      tags,
      security: signedIn,
      summary: "Set a line's quantity",
      middleware: [requireUser] as const,
      request: { params: idPath, ...body(cartUpdateSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(cartLineSchema), 'Updated'),
        400: failure('Bad quantity'),
        404: failure('Unknown line, or someone else’s'),
        409: failure('More than is left'),
      },
    }),
    async (c) => {
      const { quantity } = c.req.valid('json');
      return c.json({ msg: api.cartUpdated, data: await cart.updateQuantity(c.var.principal.userId, c.req.valid('param').id, quantity) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{id}',
      operationId: 'removeCartLine',
      tags,
      security: signedIn,
      summary: 'Remove a line',
      middleware: [requireUser] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Removed'), 404: failure('Unknown line, or someone else’s') },
    }),
    async (c) => {
      await cart.removeFromCart(c.var.principal.userId, c.req.valid('param').id);
      return c.json({ msg: api.removedFromCart }, 200);
    },
  );
