/**
 * The gateway's settings, read from the environment when asked (so a test can set them first). Without
 * a key id, key secret and webhook secret the online method is not offered at all.
 */
import { isProduction } from '../../config';

export interface GatewayConfig {
  gateway: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the adapter sends its API calls: Razorpay, or the store's own simulator. */
  apiUrl: string;
  /** Where the shopper's browser is sent to pay (the order id and return address are added). */
  checkoutUrl: string;
}

const RAZORPAY_API_URL = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT_URL = 'https://api.razorpay.com/v1/checkout/hosted';
/** The simulator's routes under the API (routes/simulator.ts). */
export const SIMULATOR_PATH = '/api/sim/razorpay';

/** The store's own address as the server reaches itself (scripts/start.mjs listens on PORT). */
const selfUrl = () => `http://127.0.0.1:${process.env.PORT ?? 4321}`;

/** PAYMENT_SIMULATOR=1: the store serves a stand-in of the gateway. Never in production (host.ts refuses to start). */
export const simulatorEnabled = (): boolean => process.env.PAYMENT_SIMULATOR === '1';

/** Refuses a production start with the simulator on: its checkout page pays anything with one click. */
export function refuseSimulatorInProduction(): void {
  if (simulatorEnabled() && isProduction)
    throw new Error('PAYMENT_SIMULATOR=1 is refused with NODE_ENV=production: it would accept payments that were never made');
}

export function gatewayConfig(): GatewayConfig | null {
  const env = process.env;
  if (env.PAYMENT_GATEWAY !== 'razorpay') return null;
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  if (!keyId || !keySecret || !webhookSecret) return null;
  const sim = simulatorEnabled();
  return {
    gateway: 'razorpay',
    keyId,
    keySecret,
    webhookSecret,
    apiUrl: env.RAZORPAY_API_URL || (sim ? `${selfUrl()}${SIMULATOR_PATH}` : RAZORPAY_API_URL),
    checkoutUrl: env.RAZORPAY_CHECKOUT_URL || (sim ? `${SIMULATOR_PATH}/checkout` : RAZORPAY_CHECKOUT_URL),
  };
}

/** Where the simulator delivers its webhooks: the store's webhook route unless told otherwise. */
export const simulatorWebhookUrl = (): string => process.env.PAYMENT_SIMULATOR_WEBHOOK_URL || `${selfUrl()}/api/payments/webhook`;
