import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE, ROLE_USER } from '../../lib/constants';
import { api } from '../messages';
import { validation } from '../../lib/messages';
import { pageQuerySchema, supportReplySchema, supportSchema, supportSeenSchema } from '../../lib/schemas';
import { optionalAuth, requireAdmin, requireUser } from '../auth';
import { failure, json, page, saved, supportMessageSchema, supportRowSchema } from '../contract';
import { HttpError } from '../errors';
import { clientAddress } from '../http';
import { body, errors, firstOfEach, idPath, resource, signedIn, tokenOptional } from '../openapi';
import { spend } from '../services/throttle';
import * as support from '../services/support';

const tags = ['Support'];
const unreadSchema = z.object({ unread: z.number().int().openapi({ description: 'Concerns with a reply not yet seen' }) }).openapi('UnreadReplies');

export const supportRoutes = resource()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'sendConcern',
      tags,
      security: tokenOptional,
      summary:
        "Send a concern from the chat widget (no sign-in needed: a shopper's token links it to the account, anyone else gives the e-mail to be answered at)",
      middleware: [optionalAuth] as const,
      request: body(supportSchema),
      responses: {
        ...errors(400, 401, 413, 415),
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
      operationId: 'listConcerns',
      tags,
      security: signedIn,
      summary: 'Concerns, newest first (admins)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(supportRowSchema), 'A page of concerns') },
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
      operationId: 'listMyConcerns',
      tags,
      security: signedIn,
      summary: "The shopper's own concerns with the admins' replies, newest first",
      middleware: [requireUser] as const,
      responses: { ...errors(401, 403), 200: json(z.object({ data: z.array(supportMessageSchema) }), 'Concerns and replies') },
    }),
    async (c) => c.json({ data: await support.listMine(c.var.principal.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/unread',
      operationId: 'countUnreadReplies',
      tags,
      security: signedIn,
      summary: "How many of the shopper's concerns have a reply not yet seen in the chat (the chat button's badge)",
      middleware: [requireUser] as const,
      responses: { ...errors(401, 403), 200: json(z.object({ data: unreadSchema }), 'The unread count') },
    }),
    async (c) => c.json({ data: { unread: await support.unreadCount(c.var.principal.userId) } }, 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/seen',
      operationId: 'markRepliesSeen',
      tags,
      security: signedIn,
      summary: "Mark the replies of the shopper's own concerns seen (the chat showed them); answers the unread count left",
      middleware: [requireUser] as const,
      request: body(supportSeenSchema),
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(z.object({ msg: z.string(), data: unreadSchema }), 'Marked'),
        400: failure('Bad input'),
        404: failure('A concern that is not one of the shopper’s (nothing is marked)'),
      },
    }),
    async (c) => {
      const unread = await support.markSeen(c.var.principal.userId, c.req.valid('json').ids);
      return c.json({ msg: api.supportSeen, data: { unread } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/reply/{id}',
      operationId: 'replyToConcern',
      tags,
      security: signedIn,
      summary:
        "Answer a concern; the shopper reads it in the chat widget and gets it by e-mail (a guest at the address given); `msg` says whether the e-mail is on its way or kept in the console's Outbox (admins)",
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(supportReplySchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(supportMessageSchema), 'Replied'),
        400: failure('Bad input'),
        404: failure('Unknown concern'),
      },
    }),
    async (c) => {
      const { row: data, mail } = await support.replyTo(c.req.valid('param').id, c.var.principal.userId, c.req.valid('json').reply);
      return c.json({ msg: api.supportReplied(mail), data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/resolve/{id}',
      operationId: 'resolveConcern',
      tags,
      security: signedIn,
      summary: 'Mark a concern resolved (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(saved(supportMessageSchema), 'Resolved'), 404: failure('Unknown concern') },
    }),
    async (c) => c.json({ msg: api.supportResolved, data: await support.resolveMessage(c.req.valid('param').id) }, 200),
  );
