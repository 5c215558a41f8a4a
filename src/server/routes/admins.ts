import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { api } from '../messages';
import { adminSchema as adminInput, loginSchema, pageQuerySchema } from '../../lib/schemas';
import { requireAdmin } from '../auth';
import { adminSchema, failure, json, loginReplySchema, msgSchema, outboxMessageSchema, outboxPageSchema, page, saved } from '../contract';
import { clientAddress } from '../http';
import { anyone, body, errors, firstOfEach, idPath, resource, signedIn } from '../openapi';
import * as admins from '../services/admins';
import * as outbox from '../services/outbox';

const tags = ['Admins'];

export const adminRoutes = resource()
  .openapi(
    createRoute({
      method: 'post',
      path: '/login',
      operationId: 'signInAdmin',
      tags,
      security: anyone,
      summary: 'Sign in as an admin',
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
    async (c) => c.json(await admins.login(c.req.valid('json'), clientAddress(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listAdmins',
      tags,
      security: signedIn,
      summary: 'Admins, newest first',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(adminSchema), 'A page of admins') },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await admins.listAdmins(p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me',
      operationId: 'getCurrentAdmin',
      tags,
      security: signedIn,
      summary: 'The signed-in admin',
      middleware: [requireAdmin] as const,
      responses: { ...errors(401, 403), 200: json(z.object({ data: adminSchema }), 'The admin') },
    }),
    async (c) => c.json({ data: await admins.getAdmin(c.var.principal.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      operationId: 'addAdmin',
      tags,
      security: signedIn,
      summary: 'Add an admin',
      middleware: [requireAdmin] as const,
      request: body(adminInput),
      responses: { ...errors(400, 401, 403, 413, 415), 201: json(saved(adminSchema), 'Added'), 400: failure('Bad input'), 409: failure('E-mail taken') },
    }),
    async (c) => c.json({ msg: api.adminAdded, data: await admins.addAdmin(c.req.valid('json')) }, 201),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{id}',
      operationId: 'deleteAdmin',
      tags,
      security: signedIn,
      summary: 'Delete an admin (not yourself)',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Deleted'), 400: failure('Yourself'), 404: failure('Unknown admin') },
    }),
    async (c) => {
      await admins.deleteAdmin(c.req.valid('param').id, c.var.principal.userId);
      return c.json({ msg: api.adminDeleted }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outbox',
      operationId: 'listOutbox',
      tags,
      security: signedIn,
      summary: "The store's e-mail, newest first: kind, recipient, subject, status and attempts (the console's Outbox)",
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(outboxPageSchema, 'A page of messages') },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await outbox.listOutbox(p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outbox/{id}',
      operationId: 'getOutboxMessage',
      tags,
      security: signedIn,
      summary: "One message as it will arrive: headers, HTML and plain text (a link's token hidden)",
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(z.object({ data: outboxMessageSchema }), 'The message'), 404: failure('Unknown message') },
    }),
    async (c) => c.json({ data: await outbox.getOutboxMessage(c.req.valid('param').id) }, 200),
  );
