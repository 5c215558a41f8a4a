import { createRoute } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE, ROLE_USER } from '../../lib/constants';
import { api } from '../messages';
import { pageQuerySchema, supportSchema } from '../../lib/schemas';
import { optionalAuth, requireAdmin } from '../auth';
import { authFailures, failure, json, page, saved, supportMessageSchema, supportRowSchema } from '../contract';
import { clientAddress } from '../http';
import { body, idPath, resource } from '../openapi';
import { spend } from '../services/throttle';
import * as support from '../services/support';

const tags = ['Support'];

export const supportRoutes = resource()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      summary: 'Send a concern from the chat widget (no sign-in needed; a token links it to the shopper)',
      middleware: [optionalAuth] as const,
      request: body(supportSchema),
      responses: {
        201: json(saved(supportMessageSchema), 'Received'),
        400: failure('Bad input'),
        401: failure('A token that is not valid (none at all is fine)'),
        429: failure('Too many messages from this client'),
      },
    }),
    async (c) => {
      const { message } = c.req.valid('json');
      await spend('support', clientAddress(c));
      const who = c.get('principal');
      const data = await support.addMessage(who?.role === ROLE_USER ? who.userId : undefined, message);
      return c.json({ msg: api.supportReceived, data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      summary: 'Concerns, newest first (admins)',
      middleware: [requireAdmin] as const,
      request: { query: pageQuerySchema(ADMIN_PAGE_SIZE) },
      responses: { 200: json(page(supportRowSchema), 'A page of concerns'), ...authFailures },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await support.listMessages(p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/resolve/{id}',
      tags,
      summary: 'Mark a concern resolved (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { 200: json(saved(supportMessageSchema), 'Resolved'), 404: failure('Unknown concern'), ...authFailures },
    }),
    async (c) => c.json({ msg: api.supportResolved, data: await support.resolveMessage(c.req.valid('param').id) }, 200),
  );
