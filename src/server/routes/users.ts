import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE, ROLE_ADMIN } from '../../lib/constants';
import { api } from '../messages';
import { loginSchema, pageQuerySchema, registerSchema } from '../../lib/schemas';
import { requireAdmin, requireAuth } from '../auth';
import { failure, json, loginReplySchema, msgSchema, userRowSchema, userSchema } from '../contract';
import { notFound } from '../errors';
import { clientAddress } from '../http';
import { anyone, body, errors, firstOfEach, idPath, resource, signedIn } from '../openapi';
import * as users from '../services/users';

const tags = ['Shoppers'];
const totals = z.object({ users: z.number().int(), orders: z.number().int(), cart: z.number().int(), total: z.number(), profit: z.number() });

export const userRoutes = resource()
  .openapi(
    createRoute({
      method: 'post',
      path: '/register',
      operationId: 'registerShopper',
      tags,
      security: anyone,
      summary: 'Sign up (always a shopper with a wallet of 100)',
      request: body(registerSchema),
      responses: {
        ...errors(400, 413, 415),
        201: json(msgSchema, 'Created'),
        400: failure('Bad input'),
        409: failure('E-mail taken'),
        429: failure('Too many sign-ups from this client'),
      },
    }),
    async (c) => {
      await users.register(c.req.valid('json'), clientAddress(c));
      return c.json({ msg: api.registered }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/login',
      operationId: 'signInShopper',
      tags,
      security: anyone,
      summary: 'Sign in as a shopper',
      request: body(loginSchema),
      responses: {
        ...errors(400, 413, 415),
        200: json(loginReplySchema, 'Signed in'),
        400: failure('Bad input'),
        401: failure('Wrong credentials'),
        429: failure('Too many attempts from this client'),
        503: failure('Password checks are saturated; Retry-After'),
      },
    }),
    async (c) => c.json(await users.login(c.req.valid('json'), clientAddress(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listShoppers',
      tags,
      security: signedIn,
      summary: 'Shoppers with their orders, cart lines and spending (admins; the list is in msg)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: {
        ...errors(400, 401, 403),
        200: json(
          z.object({ msg: z.array(userRowSchema), totals, total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
          'A page of shoppers',
        ),
      },
    }),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      const { data, ...rest } = await users.listUsers(page, limit);
      // docs/product.md §7 reads the user list from `msg`.
      return c.json({ msg: data, ...rest }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getShopper',
      tags,
      security: signedIn,
      summary: 'One shopper (an admin, or the shopper themself)',
      middleware: [requireAuth] as const,
      request: { params: idPath },
      responses: {
        ...errors(401, 404),
        200: json(z.object({ data: z.array(userSchema) }), 'The shopper'),
        404: failure('Unknown, or someone else'),
        401: failure('No token'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const me = c.var.principal;
      // A shopper reaches only their own row; someone else's id answers 404 like an unknown one.
      if (me.role !== ROLE_ADMIN && me.userId !== id) throw notFound();
      return c.json({ data: [await users.getUser(id)] }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{id}',
      operationId: 'deleteShopper',
      tags,
      security: signedIn,
      summary: 'Delete a shopper (admins); their orders stay',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Deleted'), 404: failure('Unknown shopper') },
    }),
    async (c) => {
      await users.deleteUser(c.req.valid('param').id);
      return c.json({ msg: api.userDeleted }, 200);
    },
  );
