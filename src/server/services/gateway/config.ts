/**
 * The gateway's settings, read from the environment when asked (so a test can set them first). Without
 * a key id, key secret and webhook secret the online method is not offered at all.
 */
import { isProduction, siteUrl } from '../../config';

export interface GatewayConfig {
  gateway: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the adapter sends its API calls: Razorpay, or the store's own simulator. */
  apiUrl: string;
  /** Where the shopper's browser posts its checkout form to pay (Razorpay's hosted checkout, or the simulator's). */
  checkoutUrl: string;
}

const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** Razorpay's hosted (redirect) checkout: the browser POSTs a form of the order's fields here. */
const RAZORPAY_CHECKOUT_URL = 'https://api.razorpay.com/v1/checkout/embedded';
/** The simulator's routes under the API (routes/simulator.ts). */
export const SIMULATOR_PATH = '/api/sim/razorpay';
/** The hosted checkout's path, the same under Razorpay's API and the simulator's. */
export const HOSTED_CHECKOUT_PATH = '/v1/checkout/embedded';

/** The store's own address as the server reaches itself (scripts/start.mjs listens on PORT). */
const selfUrl = () => `http://127.0.0.1:${process.env.PORT ?? 4321}`;

/** PAYMENT_SIMULATOR=1: the store serves a stand-in of the gateway. Never in production (host.ts refuses to start). */
export const simulatorEnabled = (): boolean => process.env.PAYMENT_SIMULATOR === '1';

/** Refuses a production start with the simulator on: its checkout page pays anything with one click. */
export function refuseSimulatorInProduction(): void {
  if (simulatorEnabled() && isProduction)
    throw new Error('PAYMENT_SIMULATOR=1 is refused with NODE_ENV=production: it would accept payments that were never made');
}

/**
 * Refuses to start the real gateway without SITE_URL: Razorpay sends the shopper back to absolute
 * addresses (callback_url, cancel_url), and without it they would be paths only the simulator can follow.
 */
export function refuseGatewayWithoutSiteUrl(): void {
  if (gatewayConfig() && !simulatorEnabled() && !siteUrl)
    throw new Error('PAYMENT_GATEWAY=razorpay needs SITE_URL (https://shop.example.com): the gateway returns shoppers to absolute addresses');
}

const isConfigured = (env: NodeJS.ProcessEnv) =>
  env.PAYMENT_GATEWAY === 'razorpay' && Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET);
const checkoutUrlOf = (env: NodeJS.ProcessEnv) =>
  env.RAZORPAY_CHECKOUT_URL || (simulatorEnabled() ? `${SIMULATOR_PATH}${HOSTED_CHECKOUT_PATH}` : RAZORPAY_CHECKOUT_URL);

export function gatewayConfig(): GatewayConfig | null {
  const env = process.env;
  if (!isConfigured(env)) return null;
  return {
    gateway: 'razorpay',
    keyId: env.RAZORPAY_KEY_ID as string,
    keySecret: env.RAZORPAY_KEY_SECRET as string,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET as string,
    apiUrl: env.RAZORPAY_API_URL || (simulatorEnabled() ? `${selfUrl()}${SIMULATOR_PATH}` : RAZORPAY_API_URL),
    checkoutUrl: checkoutUrlOf(env),
  };
}

/** The configured checkout URL alone (no settings object built): the API's CSP asks on every answer. */
export const checkoutUrl = (): string | undefined => (isConfigured(process.env) ? checkoutUrlOf(process.env) : undefined);

let formOrigin: { url: string; origin: string | undefined } | undefined;
/**
 * The origin the store's pages post the checkout form to, for the CSP's form-action: the configured
 * checkout URL's, none when paying online is off or the checkout is on the store's own origin (a path).
 * Kept for its URL.
 */
export function checkoutFormOrigin(): string | undefined {
  const url = checkoutUrl();
  if (!url) return undefined;
  if (formOrigin?.url !== url) formOrigin = { url, origin: URL.canParse(url) ? new URL(url).origin : undefined };
  return formOrigin.origin;
}

/** Where the simulator delivers its webhooks: the store's webhook route unless told otherwise. */
export const simulatorWebhookUrl = (): string => process.env.PAYMENT_SIMULATOR_WEBHOOK_URL || `${selfUrl()}/api/payments/webhook`;
