import { createRoute, z } from '@hono/zod-openapi';
import { PAY_NOW_MIN_MINUTES } from '../../lib/constants';
import { paymentCallbackSchema, paymentReturnSchema } from '../../lib/schemas';
import { requireUser } from '../auth';
import { failure, json, paymentStartSchema } from '../contract';
import { HttpError } from '../errors';
import { clientAddress } from '../http';
import { log } from '../log';
import { api } from '../messages';
import { anyone, body, defaultHook, errors, idPath, resource, signedIn } from '../openapi';
import * as online from '../services/gateway/online';
import { isSimulatorCheckout } from './simulator';

const tags = ['Payments'];
const FORM = 'application/x-www-form-urlencoded';

/**
 * The form bodies app.ts lets through (the API refuses forms elsewhere, as another site could make a
 * browser send one): the gateway's callback, which needs no sign-in and changes nothing on a form it
 * cannot trust (services/gateway/online.ts, callbackReturn), and the simulator's stand-in of the
 * gateway's checkout page.
 */
export const isGatewayForm = (method: string, path: string, type: string | undefined) =>
  method === 'POST' && (type ?? '').toLowerCase().split(';')[0].trim() === FORM && (online.isCallbackPath(path) || isSimulatorCheckout(path));
const recordedSchema = z.object({ msg: z.string(), data: z.object({ purchaseId: z.number().int(), state: z.enum(['paid', 'refunded']) }) });

export const paymentRoutes = resource()
  .openapi(
    createRoute({
      method: 'post',
      path: '/verify',
      operationId: 'verifyPayment',
      tags,
      security: signedIn,
      summary:
        "The browser's return from the gateway's checkout: the signature (HMAC-SHA256 of `order_id|payment_id` with the key secret) is checked, then the payment recorded once",
      middleware: [requireUser] as const,
      request: body(paymentReturnSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        200: json(recordedSchema, 'Recorded (or recorded already): paid, or refunded when its units were gone'),
        400: failure('A missing field or a signature that does not match: nothing changed'),
        404: failure("No purchase of the shopper's waits for this gateway order"),
      },
    }),
    async (c) => {
      const done = await online.verifyReturn(c.var.principal.userId, c.req.valid('json'));
      return c.json({ msg: done.state === 'paid' ? api.gateway.paid : api.gateway.mail.lateRefundHeadline, data: done }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/callback',
      operationId: 'paymentCallback',
      tags,
      security: anyone,
      summary:
        "Razorpay's hosted checkout sends the browser back here with a form: on success the signed fields (checked as by verify, then recorded once), on failure `error[...]` (for the purchase's own gateway order only, the gateway is asked what became of it; the browser's word is not taken). A top-level navigation, so every answer is a 303: `/orders/{id}?payment=paid|refunded` after a signed success, the plain `/orders/{id}` otherwise (a failure, a bad signature or field, an unknown purchase, too many callbacks from the client or for the purchase: nothing changed, logged; the webhook or the sweep settles the payment)",
      request: { params: idPath, body: { required: true, content: { [FORM]: { schema: paymentCallbackSchema } } } },
      responses: {
        ...errors(413, 415),
        303: { description: 'Back to /orders/{id}, with ?payment=paid|refunded after a signed success only', headers: z.object({ Location: z.string() }) },
      },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const outcome = await online.callbackReturn(id, c.req.valid('form'), clientAddress(c));
      return c.redirect(online.orderPagePath(id, outcome), 303);
    },
    // A field the schema refuses (too long, a NUL) is the browser's way back all the same: its page, not JSON.
    (result, c) => {
      try {
        return defaultHook(result, c);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const id = c.req.param('id');
        log.warn({ purchaseId: id, status: err.status, msg: err.message }, 'payment callback refused');
        return c.redirect(/^\d{1,12}$/.test(id ?? '') ? online.orderPagePath(Number(id)) : '/orders', 303);
      }
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/abandon',
      operationId: 'abandonPayment',
      tags,
      security: signedIn,
      summary: 'The shopper closed the gateway’s checkout or the payment failed: the purchase’s units are released now',
      middleware: [requireUser] as const,
      request: { params: idPath },
      responses: {
        ...errors(400, 401, 403),
        200: json(z.object({ msg: z.string() }), 'Released'),
        404: failure("Unknown purchase, someone else's, or one not paid online"),
        409: failure('Not waiting for a payment (paid, or released already)'),
      },
    }),
    async (c) => {
      await online.abandon(c.var.principal.userId, c.req.valid('param').id);
      return c.json({ msg: api.gateway.released }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/resume',
      operationId: 'resumePayment',
      tags,
      security: signedIn,
      summary:
        "Pay now: the checkout of the purchase's same gateway order again, for a purchase still waiting for its payment while its hold lasts (the shopper closed the gateway's page or lost it)",
      middleware: [requireUser] as const,
      request: { params: idPath },
      responses: {
        ...errors(400, 401, 403),
        200: json(z.object({ msg: z.string(), data: paymentStartSchema }), 'Where the browser pays, as Place Order answers it'),
        404: failure("Unknown purchase, someone else's, or one not paid online"),
        409: failure(`Not waiting for a payment any more: paid, released, its time has run out, or less than ${PAY_NOW_MIN_MINUTES} minutes of it are left`),
      },
    }),
    async (c) => {
      const start = await online.resume(c.var.principal.userId, c.req.valid('param').id);
      return c.json({ msg: api.gateway.resumed, data: start }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/webhook',
      operationId: 'paymentWebhook',
      tags,
      security: anyone,
      summary:
        "The gateway's events (payment.captured, payment.failed, order.paid, refund.processed), signed by X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret); each x-razorpay-event-id applied once",
      request: {
        headers: z.object({ 'x-razorpay-signature': z.string().optional(), 'x-razorpay-event-id': z.string().optional() }),
      },
      responses: {
        ...errors(400, 413, 415),
        200: json(z.object({ msg: z.string() }), 'Applied, or applied already (a replay changes nothing)'),
        400: failure('A missing or wrong signature, or a body that is not JSON: nothing changed'),
      },
    }),
    async (c) => {
      const h = c.req.valid('header');
      const done = await online.applyWebhook(await c.req.text(), h['x-razorpay-signature'], h['x-razorpay-event-id']);
      return c.json({ msg: done === 'duplicate' ? api.gateway.alreadyProcessed : api.gateway.received }, 200);
    },
  );
