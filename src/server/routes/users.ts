import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE, ROLE_ADMIN } from '../../lib/constants';
import { api } from '../messages';
import { loginSchema, pageQuerySchema, passwordChangeSchema, profileSchema, registerSchema } from '../../lib/schemas';
import { type Principal, requireAdmin, requireAuth, requireUser } from '../auth';
import { failure, json, loginReplySchema, msgSchema, saved, tokenReplySchema, userRowSchema, userSchema } from '../contract';
import { notFound } from '../errors';
import { clientAddress } from '../http';
import { anyone, body, errors, firstOfEach, idPath, resource, signedIn } from '../openapi';
import * as users from '../services/users';

const tags = ['Shoppers'];

/** A shopper reaches only their own account; someone else's id answers 404 like an unknown one. Admins reach any. */
function ownOrAdmin(me: Principal, id: number): void {
  if (me.role !== ROLE_ADMIN && me.userId !== id) throw notFound();
}
/** The footer row's figures (shoppers with an account) and the store's revenue (services/revenue.ts, every purchase). */
const totals = z.object({
  users: z.number().int(),
  orders: z.number().int(),
  cart: z.number().int(),
  total: z.number(),
  profit: z.number(),
  revenue: z.number().int(),
});

export const userRoutes = resource()
  .openapi(
    createRoute({
      method: 'post',
      path: '/register',
      operationId: 'registerShopper',
      tags,
      security: anyone,
      summary: 'Sign up (always a shopper with a wallet of 100) and sign in: the answer carries the new session',
      request: body(registerSchema),
      responses: {
        ...errors(400, 413, 415),
        201: json(loginReplySchema, 'Created and signed in (`remember` as at login)'),
        400: failure('Bad input'),
        409: failure('E-mail taken'),
        429: failure('Too many sign-ups from this client'),
      },
    }),
    async (c) => c.json(await users.register(c.req.valid('json'), clientAddress(c)), 201),
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
      ownOrAdmin(c.var.principal, id);
      return c.json({ data: [await users.getUser(id)] }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/update/{id}',
      operationId: 'updateShopper',
      tags,
      security: signedIn,
      summary: 'The account page: change your name or phone (the shopper themself)',
      middleware: [requireUser] as const,
      request: { params: idPath, ...body(profileSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(userSchema), 'Saved'),
        404: failure('Unknown, or someone else'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      ownOrAdmin(c.var.principal, id);
      return c.json({ msg: api.account.updated, data: await users.updateProfile(id, c.req.valid('json')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/password/{id}',
      operationId: 'changePassword',
      tags,
      security: signedIn,
      summary: "Change your password (the current one required): every other session is signed out, this one's new token is in the answer",
      middleware: [requireUser] as const,
      request: { params: idPath, ...body(passwordChangeSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(tokenReplySchema, 'Changed; use the new token from now on'),
        400: failure('Bad input, or not the current password (`errors.currentPassword`)'),
        404: failure('Unknown, or someone else'),
        429: failure('Too many wrong passwords from this client; Retry-After'),
        503: failure('Password hashing is saturated; Retry-After'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      ownOrAdmin(c.var.principal, id);
      const token = await users.changePassword(c.var.principal, c.req.valid('json'), clientAddress(c));
      return c.json({ msg: api.account.passwordChanged, token }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{id}',
      operationId: 'deleteShopper',
      tags,
      security: signedIn,
      summary: 'Delete a shopper (an admin, or the shopper themself): the orders stay, without the personal details',
      middleware: [requireAuth] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Deleted'), 404: failure('Unknown shopper, or someone else') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      ownOrAdmin(c.var.principal, id);
      await users.deleteUser(id);
      return c.json({ msg: c.var.principal.role === ROLE_ADMIN ? api.userDeleted : api.account.deleted }, 200);
    },
  );
