/** Razorpay's signatures: HMAC-SHA256 in hex, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

/** Whether `given` is the HMAC of `text`; a missing or malformed signature is simply not. */
export function signatureMatches(secret: string, text: string, given: string | undefined | null): boolean {
  if (!given) return false;
  const want = Buffer.from(hmacHex(secret, text), 'utf8');
  const got = Buffer.from(given, 'utf8');
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The checkout's success signature: HMAC of `order_id|payment_id` with the key secret. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string => hmacHex(keySecret, `${orderId}|${paymentId}`);
