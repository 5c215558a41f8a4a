import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE, ROLE_USER } from '../../lib/constants';
import { api } from '../messages';
import { validation } from '../../lib/messages';
import { pageQuerySchema, supportReplySchema, supportSchema } from '../../lib/schemas';
import { optionalAuth, requireAdmin, requireUser } from '../auth';
import { authFailures, failure, json, page, saved, supportMessageSchema, supportRowSchema } from '../contract';
import { HttpError } from '../errors';
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
      summary:
        "Send a concern from the chat widget (no sign-in needed: a shopper's token links it to the account, anyone else gives the e-mail to be answered at)",
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
      const { message, email } = c.req.valid('json');
      const who = c.get('principal');
      const shopper = who?.role === ROLE_USER ? who.userId : undefined;
      // A concern with neither an account nor an e-mail could never be answered.
      if (shopper === undefined && !email) throw new HttpError(400, api.badRequest, { email: validation.supportEmail });
      await spend('support', clientAddress(c));
      const data = await support.addMessage(shopper, message, email);
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
      method: 'get',
      path: '/mine',
      tags,
      summary: "The shopper's own concerns with the admins' replies, newest first",
      middleware: [requireUser] as const,
      responses: { 200: json(z.object({ data: z.array(supportMessageSchema) }), 'Concerns and replies'), ...authFailures },
    }),
    async (c) => c.json({ data: await support.listMine(c.var.principal.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/reply/{id}',
      tags,
      summary: 'Answer a concern; the shopper reads it in the chat widget (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(supportReplySchema) },
      responses: { 200: json(saved(supportMessageSchema), 'Replied'), 400: failure('Bad input'), 404: failure('Unknown concern'), ...authFailures },
    }),
    async (c) => {
      const data = await support.replyTo(c.req.valid('param').id, c.var.principal.userId, c.req.valid('json').reply);
      return c.json({ msg: api.supportReplied, data }, 200);
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
