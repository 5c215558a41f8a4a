/**
 * The gateway adapter: Razorpay's published REST API over HTTP (orders, an order's payments, refunds),
 * with Basic authentication by key id and secret. The simulator answers the same calls, so this code
 * cannot tell them apart.
 */
import { z } from 'zod';
import type { GatewayConfig } from './config';

export const orderEntity = z.object({ id: z.string(), amount: z.number(), currency: z.string(), receipt: z.string().nullable(), status: z.string() });
export const paymentEntity = z.object({ id: z.string(), order_id: z.string(), amount: z.number(), status: z.string() });
export const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  receipt: z.string().nullable().optional(),
  status: z.string(),
});
const collection = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export type GatewayOrder = z.infer<typeof orderEntity>;
export type GatewayPayment = z.infer<typeof paymentEntity>;
export type GatewayRefund = z.infer<typeof refundEntity>;

/** A call the gateway refused or that never reached it; the caller decides whether to retry. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** How long one call may take before it counts as failed (a hung gateway must not hold a request). */
const CALL_TIMEOUT_MS = 10_000;

async function call<T>(cfg: GatewayConfig, method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  const auth = Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(`${cfg.apiUrl}${path}`, {
      method,
      headers: { authorization: `Basic ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    throw new GatewayError(`gateway unreachable: ${(err as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new GatewayError(`gateway answered ${res.status}: ${text.slice(0, 200)}`, res.status);
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new GatewayError(`gateway answer not understood: ${text.slice(0, 200)}`, res.status);
  return parsed.data;
}

export const razorpay = {
  /** POST /v1/orders: the amount in paise, the purchase number as receipt. */
  createOrder: (cfg: GatewayConfig, o: { amount: number; currency: 'INR'; receipt: string }) => call(cfg, 'POST', '/v1/orders', orderEntity, o),
  /** GET /v1/orders/{id}/payments: every attempt at paying the order. */
  orderPayments: async (cfg: GatewayConfig, orderId: string) =>
    (await call(cfg, 'GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, collection(paymentEntity))).items,
  /** POST /v1/payments/{id}/refund. */
  refund: (cfg: GatewayConfig, paymentId: string, r: { amount: number; receipt: string }) =>
    call(cfg, 'POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, refundEntity, r),
  /** GET /v1/payments/{id}/refunds: to find a refund made before a crash, by its receipt. */
  paymentRefunds: async (cfg: GatewayConfig, paymentId: string) =>
    (await call(cfg, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, collection(refundEntity))).items,
};
