import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { api } from '../messages';
import { checkoutSchema, idempotencyKey, orderAddSchema, orderStatusSchema, pageQuerySchema } from '../../lib/schemas';
import { requireAdmin, requireUser } from '../auth';
import { authFailures, failure, json, orderSchema, page, saved } from '../contract';
import { body, headerHook, idPath, resource } from '../openapi';
import * as orders from '../services/orders';

const tags = ['Orders'];

export const orderRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/allorders',
      tags,
      summary: 'Every order, newest first (admins)',
      middleware: [requireAdmin] as const,
      request: { query: pageQuerySchema(ADMIN_PAGE_SIZE) },
      responses: { 200: json(page(orderSchema), 'A page of orders'), ...authFailures },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await orders.listAllOrders(p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      tags,
      summary: 'Pieces bought per category, 0 for the never bought (admins)',
      middleware: [requireAdmin] as const,
      responses: {
        200: json(z.object({ allCategories: z.array(z.string()), usersCategories: z.record(z.string(), z.number().int()) }), 'The Analyse figures'),
        ...authFailures,
      },
    }),
    async (c) => c.json(await orders.categoryFigures(), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      summary: "The shopper's orders, newest first",
      middleware: [requireUser] as const,
      request: { query: pageQuerySchema(ADMIN_PAGE_SIZE) },
      responses: { 200: json(page(orderSchema), 'A page of orders'), ...authFailures },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await orders.listOrders(c.var.principal.userId, p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      tags,
      summary: 'Order one product (naming a cart line orders that line and removes it)',
      middleware: [requireUser] as const,
      request: body(orderAddSchema),
      responses: {
        201: json(saved(orderSchema), 'Placed'),
        400: failure('Bad input'),
        404: failure('Unknown product, address or cart line'),
        409: failure('Not enough left'),
        ...authFailures,
      },
    }),
    async (c) => {
      const data = await orders.addOrder(c.var.principal.userId, c.req.valid('json'));
      return c.json({ msg: api.orderPlaced, data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/checkout',
      tags,
      summary: 'The whole cart becomes orders in one transaction (Idempotency-Key header required)',
      middleware: [requireUser] as const,
      request: {
        headers: z.object({ 'idempotency-key': idempotencyKey.meta({ description: 'One key per checkout attempt' }) }),
        ...body(checkoutSchema),
      },
      responses: {
        200: json(saved(z.array(orderSchema)), 'A retried key: the first checkout’s orders'),
        201: json(saved(z.array(orderSchema)), 'Placed'),
        400: failure('Bad input, no Idempotency-Key, or an empty cart'),
        404: failure('Unknown address'),
        409: failure('Some lines are short: `errors` by cart line id'),
        ...authFailures,
      },
    }),
    async (c) => {
      const { addressId } = c.req.valid('json');
      const { data, replayed } = await orders.checkout(c.var.principal.userId, c.req.valid('header')['idempotency-key'], addressId);
      return replayed ? c.json({ msg: api.orderPlaced, data }, 200) : c.json({ msg: api.orderPlaced, data }, 201);
    },
    headerHook('Idempotency-Key', api.idempotencyKey),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/update/{id}',
      tags,
      summary: "Set an order's status ('Rejected' gives its units back once) (admins)",
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(orderStatusSchema) },
      responses: { 200: json(saved(orderSchema), 'Updated'), 400: failure('Bad status'), 404: failure('Unknown order'), ...authFailures },
    }),
    async (c) => {
      const { status } = c.req.valid('json');
      return c.json({ msg: api.orderUpdated, data: await orders.updateStatus(c.req.valid('param').id, status) }, 200);
    },
  );
