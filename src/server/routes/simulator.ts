/**
 * The gateway's stand-in over HTTP (PAYMENT_SIMULATOR=1; 404 otherwise): Razorpay's order, payment-fetch
 * and refund endpoints with Basic authentication, its hosted checkout (a form posted to
 * /v1/checkout/embedded, the outcome posted back to the store's callback_url) and the simulator's own
 * link to the same page (GET /checkout), each with Succeed / Fail / Close. Not part of the store's API
 * document: it stands for someone else's.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { formatRs } from '../../lib/money';
import { api } from '../messages';
import { siteUrl } from '../config';
import { contentSecurityPolicy, inlineScriptHashes } from '../security';
import { gatewayConfig, HOSTED_CHECKOUT_PATH, SIMULATOR_PATH, simulatorEnabled } from '../services/gateway/config';
import * as sim from '../services/gateway/simulator';
import { toRupees } from '../services/gateway/online';

const t = api.simulator;
const error = (code: string, description: string) => ({ error: { code, description } });

const orderBody = z.object({ amount: z.number().int().min(100), currency: z.literal('INR'), receipt: z.string().max(40).optional() });
const refundBody = z.object({ amount: z.number().int().positive().optional(), receipt: z.string().max(40).optional() });
const outcomes = ['succeed', 'fail', 'close'] as const;
const methods = ['upi', 'card', 'netbanking'] as const;

/**
 * `url`'s path and query when a browser at `base` would stay on `base`'s origin following it. Read as a
 * browser reads it (WHATWG URL): `/\evil.com` and `//evil.com` are another site, though they start with '/'.
 */
function onOrigin(url: string | undefined, base: URL): string | undefined {
  if (!url || !URL.canParse(url, base)) return undefined;
  const u = new URL(url, base);
  return u.origin === base.origin ? `${u.pathname}${u.search}` : undefined;
}

/** The simulator's own link: a stand-in origin, as only the path is kept. */
const STORE = new URL('http://store.invalid');
/** Only back into the store: a path on this site, never another site's address. */
const safeReturn = (url: string | undefined) => onOrigin(url, STORE) ?? '/orders';

/** The hosted checkout's path under the API (app.ts lets its form body through, with the simulator on). */
export const isSimulatorCheckout = (path: string) => simulatorEnabled() && path.replace(/\/$/, '') === `${SIMULATOR_PATH}${HOSTED_CHECKOUT_PATH}`;

export const simulatorRoutes = new Hono();

simulatorRoutes.use(async (c, next) => {
  if (!simulatorEnabled() || !gatewayConfig()) return c.json({ msg: api.notFound }, 404);
  return next();
});

simulatorRoutes.use('/v1/*', async (c, next) => {
  // The hosted checkout is the shopper's browser's, which has no key secret (Razorpay's is public too).
  if (c.req.path.startsWith(`${SIMULATOR_PATH}${HOSTED_CHECKOUT_PATH}`)) return next();
  const cfg = gatewayConfig();
  const expected = cfg ? `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}` : '';
  if (c.req.header('authorization') !== expected) return c.json(error('BAD_REQUEST_ERROR', t.unauthorised), 401);
  return next();
});

simulatorRoutes.post('/v1/orders', async (c) => {
  const parsed = orderBody.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return c.json(error('BAD_REQUEST_ERROR', t.badRequest), 400);
  return c.json(await sim.createOrder({ ...parsed.data, receipt: parsed.data.receipt ?? null }), 200);
});

simulatorRoutes.get('/v1/orders/:id/payments', async (c) => {
  if (!(await sim.findOrder(c.req.param('id')))) return c.json(error('BAD_REQUEST_ERROR', t.notFound), 400);
  const items = await sim.paymentsOf(c.req.param('id'));
  return c.json({ entity: 'collection', count: items.length, items }, 200);
});

simulatorRoutes.post('/v1/payments/:id/refund', async (c) => {
  const parsed = refundBody.safeParse(await c.req.json().catch(() => ({})));
  if (!parsed.success) return c.json(error('BAD_REQUEST_ERROR', t.badRequest), 400);
  const made = await sim.refund(c.req.param('id'), parsed.data);
  if (made === 'not-found') return c.json(error('BAD_REQUEST_ERROR', t.notFound), 400);
  if (made === 'too-much') return c.json(error('BAD_REQUEST_ERROR', t.overRefund), 400);
  return c.json(made, 200);
});

simulatorRoutes.get('/v1/payments/:id/refunds', async (c) => {
  if (!(await sim.findPayment(c.req.param('id')))) return c.json(error('BAD_REQUEST_ERROR', t.notFound), 400);
  const items = await sim.refundsOf(c.req.param('id'));
  return c.json({ entity: 'collection', count: items.length, items }, 200);
});

type Order = NonNullable<Awaited<ReturnType<typeof sim.findOrder>>>;

/** A form's fields as hidden inputs, escaped. */
const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The checkout page: the amount, a way to pay (UPI, card, net banking) and the three outcomes, sent by GET to `action`. */
function checkoutPage(order: Order, action: string, hidden: Record<string, string>) {
  const e = escapeHtml;
  const radios = methods
    .map((m, i) => `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${e(t.methods[m])}</label>`)
    .join('<br>');
  const buttons = outcomes.map((o) => `<button type="submit" name="outcome" value="${o}">${e(t[o])}</button>`).join(' ');
  const inputs = hiddenInputs({ order_id: order.id, ...hidden });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t.title)}</title></head>
<body><main><h1>${e(t.title)}</h1><p>${e(t.intro)}</p><p>${e(t.order(order.id))}</p><p><strong>${e(t.amount(formatRs(toRupees(order.amount))))}</strong></p>
<form method="get" action="${e(action)}">${inputs}
<fieldset><legend>${e(t.payBy)}</legend>${radios}</fieldset><p>${buttons}</p></form></main></body></html>`;
}

/** The checkout (the simulator's own link, GET ?order_id&callback_url): buttons that come back by redirect. API tests press them. */
simulatorRoutes.get('/checkout', async (c) => {
  const order = await sim.findOrder(c.req.query('order_id') ?? '');
  if (!order) return c.json({ msg: t.notFound }, 404);
  return c.html(checkoutPage(order, 'checkout/pay', { callback_url: safeReturn(c.req.query('callback_url')) }));
});

/** A button of the checkout page: the payment made (or failed), its webhooks sent, the shopper sent back. */
simulatorRoutes.get('/checkout/pay', async (c) => {
  const orderId = c.req.query('order_id') ?? '';
  const outcome = z.enum(outcomes).safeParse(c.req.query('outcome'));
  const method = z.enum(methods).safeParse(c.req.query('method'));
  if (!outcome.success || !(await sim.findOrder(orderId))) return c.json({ msg: t.notFound }, 404);
  const back = new URL(safeReturn(c.req.query('callback_url')), 'http://store.invalid');
  if (outcome.data === 'close') {
    back.searchParams.set('payment', 'closed');
  } else {
    const paid = await sim.pay(orderId, outcome.data, method.success ? method.data : 'upi');
    if (!paid) return c.json({ msg: t.notFound }, 404);
    if (outcome.data === 'succeed') {
      back.searchParams.set('razorpay_payment_id', paid.payment.id);
      back.searchParams.set('razorpay_order_id', orderId);
      back.searchParams.set('razorpay_signature', paid.signature);
    } else {
      back.searchParams.set('payment', 'failed');
    }
  }
  return c.redirect(`${back.pathname}${back.search}`, 303);
});

/**
 * A return address of the hosted checkout, kept only when it is on the store's own site (a path, or
 * an absolute URL of SITE_URL or of this request's origin): the simulator posts nowhere else.
 */
function ownAddress(url: string | undefined, requestUrl: string): string | undefined {
  return onOrigin(url, new URL(requestUrl)) ?? (siteUrl && URL.canParse(siteUrl) ? onOrigin(url, new URL(siteUrl)) : undefined);
}

const hostedForm = z.object({
  key_id: z.string(),
  order_id: z.string(),
  amount: z.coerce.number().int().optional(),
  callback_url: z.string(),
  cancel_url: z.string().optional(),
});

/**
 * Razorpay's hosted checkout (POST /v1/checkout/embedded, a form from the store's page): the key must
 * be the store's, the order known and its amount the order's; the page's buttons come to `embedded/pay`.
 */
simulatorRoutes.post(HOSTED_CHECKOUT_PATH, async (c) => {
  const form = hostedForm.safeParse(await c.req.parseBody().catch(() => ({})));
  if (!form.success) return c.json(error('BAD_REQUEST_ERROR', t.badRequest), 400);
  if (form.data.key_id !== gatewayConfig()?.keyId) return c.json(error('BAD_REQUEST_ERROR', t.unauthorised), 401);
  const order = await sim.findOrder(form.data.order_id);
  if (!order) return c.json(error('BAD_REQUEST_ERROR', t.notFound), 400);
  if (form.data.amount !== undefined && form.data.amount !== order.amount) return c.json(error('BAD_REQUEST_ERROR', t.badRequest), 400);
  const callback = ownAddress(form.data.callback_url, c.req.url);
  if (!callback) return c.json(error('BAD_REQUEST_ERROR', t.badRequest), 400);
  const cancel = ownAddress(form.data.cancel_url, c.req.url) ?? callback;
  return c.html(checkoutPage(order, 'embedded/pay', { callback_url: callback, cancel_url: cancel }));
});

/** The page that takes the shopper back as Razorpay does: a form posted to the store's callback at once. */
function postBack(action: string, fields: Record<string, string>) {
  const e = escapeHtml;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t.returning)}</title></head>
<body><main><p>${e(t.returning)}</p><form method="post" action="${e(action)}">${hiddenInputs(fields)}<button type="submit">${e(t.continue)}</button></form></main>
<script>document.forms[0].submit()</script></body></html>`;
}

/**
 * A button of the hosted checkout's page: Close goes back to cancel_url; Succeed and Fail make the
 * payment (its webhooks sent first, as today) and post the outcome to callback_url the way Razorpay
 * does, the signed fields on success and `error[...]` on failure.
 */
simulatorRoutes.get(`${HOSTED_CHECKOUT_PATH}/pay`, async (c) => {
  const orderId = c.req.query('order_id') ?? '';
  const outcome = z.enum(outcomes).safeParse(c.req.query('outcome'));
  const method = z.enum(methods).safeParse(c.req.query('method'));
  const callback = ownAddress(c.req.query('callback_url'), c.req.url);
  if (!outcome.success || !callback || !(await sim.findOrder(orderId))) return c.json({ msg: t.notFound }, 404);
  if (outcome.data === 'close') return c.redirect(ownAddress(c.req.query('cancel_url'), c.req.url) ?? callback, 303);
  const paid = await sim.pay(orderId, outcome.data, method.success ? method.data : 'upi');
  if (!paid) return c.json({ msg: t.notFound }, 404);
  const fields: Record<string, string> =
    outcome.data === 'succeed'
      ? { razorpay_payment_id: paid.payment.id, razorpay_order_id: orderId, razorpay_signature: paid.signature }
      : {
          'error[code]': 'BAD_REQUEST_ERROR',
          'error[description]': t.failedReason,
          'error[source]': 'customer',
          'error[step]': 'payment_authorization',
          'error[reason]': 'payment_failed',
          'error[metadata]': JSON.stringify({ payment_id: paid.payment.id, order_id: orderId }),
        };
  const html = postBack(callback, fields);
  // The one inline script, allowed by its hash (the API's answers allow none otherwise).
  c.header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
  return c.html(html);
});
