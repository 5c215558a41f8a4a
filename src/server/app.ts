/** The store API (`{host}` = /api): middleware, error envelope and the resource routes. */
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { BODY_LIMIT_BYTES, BUSY_RETRY_AFTER_S } from './config';
import { api } from './messages';
import type { AuthEnv } from './auth';
import { HttpError } from './errors';
import { isJson } from './http';
import { readJsonBody } from './openapi';
import { isDraining } from './lifecycle';
import { apiContentSecurityPolicy, SECURITY_HEADERS } from './security';
import { log, safeError } from './log';
import { documentInfo, securitySchemes } from './document';
import { addressRoutes } from './routes/address';
import { adminRoutes } from './routes/admins';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { categoryRoutes } from './routes/categories';
import { couponRoutes } from './routes/coupons';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { invoiceRoutes } from './routes/invoices';
import { orderRoutes } from './routes/orders';
import { isPictureUpload, pictureRoutes } from './routes/pictures';
import { pincodeRoutes } from './routes/pincodes';
import { deliveryRoutes } from './routes/delivery';
import { productRoutes } from './routes/products';
import { isGatewayForm, paymentRoutes } from './routes/payments';
import { returnRoutes } from './routes/returns';
import { simulatorRoutes } from './routes/simulator';
import { supportRoutes } from './routes/support';
import { userRoutes } from './routes/users';
import { wishlistRoutes } from './routes/wishlist';

export const app = new OpenAPIHono<AuthEnv>({ strict: false }).basePath('/api');

/** HTTP/1.1: a request has a body when it says how long it is or that it comes in chunks. */
const hasBody = (c: Context) => Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;

app.use(requestId());
app.use(async (c, next) => {
  const start = performance.now();
  await next();
  log.info({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) });
});
app.use(async (c, next) => {
  await next();
  // Set on the answer's own headers: c.header() on an answer already made copies the whole Response
  // (and makes the node server build a full one), once per call (CPU profile under bench:api).
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', apiContentSecurityPolicy());
  // API answers are never cached; the docs' versioned files (routes/docs.ts) say otherwise themselves.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
});
app.use(async (c, next) => {
  if (isDraining()) {
    c.header('Connection', 'close');
    return c.json({ msg: api.shuttingDown }, 503);
  }
  return next();
});
// Bodies are JSON, said so in Content-Type: a form or text/plain body is what another website can make
// its visitors' browsers send without asking (no CORS preflight), so it is refused before any work.
app.use(async (c, next) => {
  // The picture upload is the one multipart body (routes/pictures.ts says why that is safe), the
  // gateway's callback the one form (routes/payments.ts).
  if (isPictureUpload(c.req.method, c.req.path) || isGatewayForm(c.req.method, c.req.path, c.req.header('content-type'))) return next();
  if (hasBody(c) && !isJson(c.req.header('content-type'))) return c.json({ msg: api.unsupportedMediaType }, 415);
  return next();
});
// The rest of the body is not read: the connection is closed after this answer (and says so), or
// a client that kept it for its next request would have that request reset.
const tooLarge = (c: Context) => {
  c.header('Connection', 'close');
  return c.json({ msg: api.tooLarge }, 413);
};
const jsonBodyLimit = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge });
/**
 * The upload reads its own body as it arrives, with its own limit (PICTURE_MAX_BYTES). A body that says its
 * length is judged on that header, which Node's parser holds the body to; only a chunked one is counted as
 * it is read (hono's bodyLimit). Asking for `c.req.raw.body`, as bodyLimit does first, makes the node server
 * build a full fetch Request with a stream and an AbortSignal for the request, where reading the text takes
 * its fast path: that was a sixth of the server's time under bench:api's add to cart (CPU profile).
 */
app.use(async (c, next) => {
  if (!hasBody(c) || isPictureUpload(c.req.method, c.req.path)) return next();
  const length = c.req.header('content-length');
  if (length !== undefined && /^\d+$/.test(length) && c.req.header('transfer-encoding') === undefined) {
    return Number(length) > BODY_LIMIT_BYTES ? tooLarge(c) : next();
  }
  return jsonBodyLimit(c, next);
});
app.use((c, next) =>
  isPictureUpload(c.req.method, c.req.path) || isGatewayForm(c.req.method, c.req.path, c.req.header('content-type')) ? next() : readJsonBody(c, next),
);

/**
 * The routes, one contract each, and the document made from them. Paths here are relative to the
 * document's server (`/api`); `app` below serves them under that base, after its middleware.
 */
const routes = new OpenAPIHono<AuthEnv>()
  .route('/', healthRoutes)
  .route('/auth', authRoutes)
  .route('/users', userRoutes)
  .route('/admins', adminRoutes)
  .route('/products', productRoutes)
  .route('/products', pictureRoutes)
  .route('/categories', categoryRoutes)
  .route('/cart', cartRoutes)
  .route('/wishlist', wishlistRoutes)
  .route('/address', addressRoutes)
  .route('/pincodes', pincodeRoutes)
  .route('/delivery-estimate', deliveryRoutes)
  .route('/order', orderRoutes)
  .route('/order', invoiceRoutes)
  .route('/returns', returnRoutes)
  .route('/payments', paymentRoutes)
  .route('/coupons', couponRoutes)
  .route('/support', supportRoutes);
for (const [name, scheme] of Object.entries(securitySchemes)) routes.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
routes.doc31('/openapi.json', documentInfo);

const served = app.route('/', routes);
app.route('/docs', docsRoutes);
// The gateway's stand-in (PAYMENT_SIMULATOR=1 only): someone else's API, so not in the document.
app.route('/sim/razorpay', simulatorRoutes);

app.notFound((c) => c.json({ msg: api.notFound }, 404));

/** PostgreSQL's query_canceled: a statement timeout (or an operator's pg_cancel_backend). */
const STATEMENT_CANCELLED = '57014';

app.onError((err, c) => {
  // Hono's own refusals (a validator that could not read the body, a media type) keep our envelope.
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ msg: err.status === 415 ? api.unsupportedMediaType : api.badJson }, err.status);
  }
  if (err instanceof HttpError) {
    if (err.retryAfter) c.header('Retry-After', String(err.retryAfter));
    return c.json(err.errors ? { msg: err.message, errors: err.errors } : { msg: err.message }, err.status);
  }
  const failure = safeError(err);
  // PostgreSQL cancelled a statement past STATEMENT_TIMEOUT_MS (db/client.ts): the store is too busy for
  // this request just now, so 503 with Retry-After, as for a saturated password queue.
  if (failure.code === STATEMENT_CANCELLED) {
    log.warn({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, err: failure }, 'statement timed out');
    c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
    return c.json({ msg: api.busy }, 503);
  }
  // Unknown failures: log for the operator, answer without details (never a stack trace).
  log.error({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, err: failure }, 'request failed');
  return c.json({ msg: api.serverError }, 500);
});

/** The API's routes and their types, for a typed client (`hc<App>` from hono/client). */
export type App = typeof served;
