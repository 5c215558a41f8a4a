/**
 * The gateway's stand-in over HTTP (PAYMENT_SIMULATOR=1; 404 otherwise): Razorpay's order, payment-fetch
 * and refund endpoints with Basic authentication, and a checkout page with Succeed / Fail / Close. Not
 * part of the store's API document: it stands for someone else's.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { formatRs } from '../../lib/money';
import { api } from '../messages';
import { gatewayConfig, simulatorEnabled } from '../services/gateway/config';
import * as sim from '../services/gateway/simulator';
import { toRupees } from '../services/gateway/online';

const t = api.simulator;
const error = (code: string, description: string) => ({ error: { code, description } });

const orderBody = z.object({ amount: z.number().int().min(100), currency: z.literal('INR'), receipt: z.string().max(40).optional() });
const refundBody = z.object({ amount: z.number().int().positive().optional(), receipt: z.string().max(40).optional() });
const outcomes = ['succeed', 'fail', 'close'] as const;
const methods = ['upi', 'card', 'netbanking'] as const;

/** Only back into the store: a path on this site, never another site's address. */
const safeReturn = (url: string | undefined) => (url?.startsWith('/') && !url.startsWith('//') ? url : '/orders');

export const simulatorRoutes = new Hono();

simulatorRoutes.use(async (c, next) => {
  if (!simulatorEnabled() || !gatewayConfig()) return c.json({ msg: api.notFound }, 404);
  return next();
});

simulatorRoutes.use('/v1/*', async (c, next) => {
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

/** The checkout page: the amount, a way to pay (UPI, card, net banking) and the three outcomes. */
simulatorRoutes.get('/checkout', async (c) => {
  const orderId = c.req.query('order_id') ?? '';
  const order = await sim.findOrder(orderId);
  if (!order) return c.json({ msg: t.notFound }, 404);
  const back = safeReturn(c.req.query('callback_url'));
  const e = escapeHtml;
  const radios = methods
    .map((m, i) => `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${e(t.methods[m])}</label>`)
    .join('<br>');
  const buttons = outcomes.map((o) => `<button type="submit" name="outcome" value="${o}">${e(t[o])}</button>`).join(' ');
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t.title)}</title></head>
<body><main><h1>${e(t.title)}</h1><p>${e(t.intro)}</p><p>${e(t.order(order.id))}</p><p><strong>${e(t.amount(formatRs(toRupees(order.amount))))}</strong></p>
<form method="get" action="checkout/pay"><input type="hidden" name="order_id" value="${e(order.id)}"><input type="hidden" name="callback_url" value="${e(back)}">
<fieldset><legend>${e(t.payBy)}</legend>${radios}</fieldset><p>${buttons}</p></form></main></body></html>`);
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
