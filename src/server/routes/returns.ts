import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { refundSchema, returnDeclineSchema, returnListQuerySchema, returnReceiveSchema, returnRequestSchema } from '../../lib/schemas';
import { requireAdmin, requireUser } from '../auth';
import { failure, json, page, refundRecordSchema, returnRecordSchema, returnRowSchema, saved } from '../contract';
import { api } from '../messages';
import { body, errors, firstOfEach, idPath, resource, signedIn } from '../openapi';
import * as returns from '../services/returns';

const tags = ['Returns'];
const recordOut = (r: Awaited<ReturnType<typeof returns.approveReturn>>) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const decided = (description: string) => ({
  ...errors(400, 401, 403, 404, 413, 415),
  200: json(saved(returnRecordSchema), description),
  404: failure('Unknown return'),
  409: failure('The return is not at the step this needs (a decision twice, received before approval): nothing changed'),
});

export const returnRoutes = resource()
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'requestReturn',
      tags,
      security: signedIn,
      summary:
        'Ask for one delivered item back within the return window, for a refund or an exchange to another size of the product (that size is set aside now)',
      middleware: [requireUser] as const,
      request: body(returnRequestSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        201: json(saved(returnRecordSchema), 'Asked: the return, the item now Return requested, the e-mail queued'),
        400: failure('Bad input by field; an exchange to the same size or one the product lacks (`errors.exchangeSize`)'),
        404: failure("Unknown item, or someone else's"),
        409: failure('Not delivered, past the window, asked before; an exchange to a sold-out size (`errors.exchangeSize`: a refund is offered instead)'),
      },
    }),
    async (c) => {
      const { ret, msg } = await returns.requestReturn(c.var.principal.userId, c.req.valid('json'));
      return c.json({ msg, data: recordOut(ret) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listReturns',
      tags,
      security: signedIn,
      summary: 'Returns by status (those waiting for the store when none is given: requested, approved, received), newest first (admins)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(returnListQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(returnRowSchema), 'A page of returns') },
    }),
    async (c) => c.json(await returns.listReturns(c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/approve',
      operationId: 'approveReturn',
      tags,
      security: signedIn,
      summary: 'Approve a requested return: the shopper is told to keep it ready for pick-up (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: decided('Approved'),
    }),
    async (c) => c.json({ msg: api.returns.approved, data: recordOut(await returns.approveReturn(c.var.principal.userId, c.req.valid('param').id)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/decline',
      operationId: 'declineReturn',
      tags,
      security: signedIn,
      summary: "Decline a requested return with a reason the shopper reads; an exchange's set-aside size goes back on sale (admins)",
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(returnDeclineSchema) },
      responses: decided('Declined: the item is Delivered again'),
    }),
    async (c) => {
      const data = await returns.declineReturn(c.var.principal.userId, c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ msg: api.returns.declined, data: recordOut(data) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/receive',
      operationId: 'receiveReturn',
      tags,
      security: signedIn,
      summary:
        'The parcel is back: its units go back on sale unless `damaged`; a refund’s item is Returned, an exchange completes with a new order at the new size, or with `refundInstead` becomes a refund (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(returnReceiveSchema) },
      responses: {
        ...decided('Received'),
        409: failure(
          'The return is not approved, or it is an exchange whose product or new size is gone (`errors.resolution`: receive it with `refundInstead`): nothing changed',
        ),
      },
    }),
    async (c) => {
      const { ret, msg } = await returns.receiveReturn(c.var.principal.userId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ msg, data: recordOut(ret) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/refund',
      operationId: 'refundReturn',
      tags,
      security: signedIn,
      summary:
        'Record the refund of a received return, once: the amount is the line less its share of the payment discount; cash on delivery by UPI or bank transfer only (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(refundSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(z.object({ return: returnRecordSchema, refund: refundRecordSchema })), 'Recorded'),
        400: failure('Bad input by field (`upiId`, `accountNumber`, `ifsc`, `reference`); the original method for a cash-on-delivery purchase'),
        404: failure('Unknown return'),
        409: failure('Already refunded, not received yet, or an exchange'),
      },
    }),
    async (c) => {
      const { ret, refund, msg } = await returns.refundReturn(c.var.principal.userId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ msg, data: { return: recordOut(ret), refund: { ...refund, createdAt: refund.createdAt.toISOString() } } }, 200);
    },
  );
