import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { stepWords } from '../../lib/fulfilment';
import { api } from '../messages';
import {
  analyseQuerySchema,
  bulkStepSchema,
  cancelSchema,
  checkoutSchema,
  idempotencyKey,
  orderAddSchema,
  orderFilterSchema,
  orderListQuerySchema,
  orderStatusSchema,
  orderStepSchema,
  pageQuerySchema,
  quoteSchema,
} from '../../lib/schemas';
import { requireAdmin, requireUser } from '../auth';
import {
  analyseSchema,
  categoryFiguresSchema,
  failure,
  json,
  orderDetailSchema,
  orderPageSchema,
  orderLineSchema,
  orderSchema,
  page,
  paymentMethodSchema,
  paymentStartSchema,
  purchaseDetailSchema,
  purchaseLinesSchema,
  purchaseSchema,
  quoteSchema as quoteReplySchema,
  saved,
} from '../contract';
import { anyone, body, errors, firstOfEach, headerHook, idPath, resource, signedIn } from '../openapi';
import { analyse, categoryFigures } from '../services/analytics';
import { orderDetail } from '../services/order-detail';
import * as orderExport from '../services/order-export';
import * as orderList from '../services/order-list';
import * as checkout from '../services/checkout';
import * as fulfilment from '../services/fulfilment';
import * as orders from '../services/orders';
import { paymentMethods } from '../services/payments';
import * as purchases from '../services/purchases';

const tags = ['Orders'];
/** The orders as before (one per item), and the purchase they make; null only for a replay of a checkout from before purchases. */
const checkoutReply = saved(z.array(orderSchema)).extend({
  purchase: purchaseSchema.nullable(),
  payment: paymentStartSchema.nullable().openapi({ description: 'Paying online: where the browser pays (the purchase awaits its payment); null otherwise' }),
});

export const orderRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/allorders',
      operationId: 'listAllOrders',
      tags,
      security: signedIn,
      summary: 'Every order, newest first, filtered by status and day, searched by order id, shopper or product (admins)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(orderListQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(orderPageSchema, 'A page of orders') },
    }),
    async (c) => c.json(await orderList.listAllOrders(c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/export',
      operationId: 'exportOrders',
      tags,
      security: signedIn,
      summary: 'Every order the filter selects, as CSV (UTF-8 with BOM, rupees as numbers, ISO 8601 times), streamed (admins)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(orderFilterSchema) },
      responses: { ...errors(400, 401, 403), 200: { content: { 'text/csv': { schema: z.string() } }, description: 'The orders, newest first' } },
    }),
    (c) =>
      c.body(orderExport.exportOrders(c.req.valid('query')), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${orderExport.exportFileName()}"`,
      }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/detail/{id}',
      operationId: 'getOrderDetail',
      tags,
      security: signedIn,
      summary: 'One order with its shopper, address, product and status history (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(z.object({ data: orderDetailSchema }), 'The order'), 404: failure('Unknown order') },
    }),
    async (c) => c.json({ data: await orderDetail(c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/analytics',
      operationId: 'getAnalytics',
      tags,
      security: signedIn,
      summary: 'Revenue by day, top products by units and revenue, average order value over the last 30 or 90 days (admins)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(analyseQuerySchema) },
      responses: { ...errors(400, 401, 403), 200: json(z.object({ data: analyseSchema }), 'The figures') },
    }),
    async (c) => c.json({ data: await analyse(c.req.valid('query').days) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      operationId: 'getCategoryFigures',
      tags,
      security: signedIn,
      summary: 'Pieces kept and revenue per category, 0 for the never bought (admins)',
      middleware: [requireAdmin] as const,
      responses: {
        ...errors(401, 403),
        200: json(categoryFiguresSchema, 'The Analyse figures'),
      },
    }),
    async (c) => c.json(await categoryFigures(), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listOrders',
      tags,
      security: signedIn,
      summary: "The shopper's orders, newest first",
      middleware: [requireUser] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(orderLineSchema), 'A page of orders') },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await orders.listOrders(c.var.principal.userId, p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      operationId: 'placeOrder',
      tags,
      security: signedIn,
      summary: 'Order one product (naming a cart line orders that line and removes it)',
      middleware: [requireUser] as const,
      request: body(orderAddSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        201: json(saved(orderSchema), 'Placed'),
        400: failure('Bad input'),
        404: failure('Unknown product, address or cart line'),
        409: failure('Not enough left'),
      },
    }),
    async (c) => {
      const data = await checkout.addOrder(c.var.principal.userId, c.req.valid('json'));
      return c.json({ msg: api.orderPlaced, data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/payment-methods',
      operationId: 'listPaymentMethods',
      tags,
      security: anyone,
      summary: 'The payment methods a checkout can use, in the order offered',
      responses: { 200: json(z.object({ data: z.array(paymentMethodSchema) }), 'The methods') },
    }),
    (c) => c.json({ data: paymentMethods().map(({ id, label, description, settlement }) => ({ id, label, description, settlement })) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/quote',
      operationId: 'quoteCheckout',
      tags,
      security: signedIn,
      summary:
        'What a checkout of the cart (or of `items` instead) would come to with a payment method and a coupon: items, subtotal, shipping, discount, the coupon line (or why the code does not apply), what the shopper saves, total',
      middleware: [requireUser] as const,
      request: body(quoteSchema),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        200: json(z.object({ data: quoteReplySchema }), 'The summary, computed from the product rows (an empty cart: no items, all 0)'),
        400: failure('Bad input, a size the product lacks, or more of one product and size than a cart line may hold'),
        404: failure('Unknown product'),
      },
    }),
    async (c) => c.json({ data: await checkout.quote(c.var.principal.userId, c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/checkout',
      operationId: 'placePurchase',
      tags,
      security: signedIn,
      summary:
        'The whole cart (or `items` instead, leaving the cart as it is) becomes one purchase, paid by `paymentMethod` (cash on delivery when not given), in one transaction (Idempotency-Key header required)',
      middleware: [requireUser] as const,
      request: {
        headers: z.object({ 'idempotency-key': idempotencyKey.meta({ description: 'One key per checkout attempt' }) }),
        ...body(checkoutSchema),
      },
      responses: {
        ...errors(400, 401, 403, 413, 415),
        200: json(checkoutReply, 'A retried key: the first checkout’s orders and purchase'),
        201: json(checkoutReply, 'Placed: the orders (one per item) and the purchase'),
        400: failure('Bad input, no Idempotency-Key, an empty cart, a size the product lacks, or more of one product and size than a cart line may hold'),
        404: failure('Unknown address or product'),
        409: failure(
          'Some lines are short: `errors` by cart line id (or by index in `items`); or the coupon no longer applies: `errors.couponCode` says why; or, paying online, the shopper already has too many purchases or units waiting for payment (MAX_UNPAID_HOLDS, MAX_UNPAID_HOLD_UNITS)',
        ),
        502: failure('Paying online: the gateway could not be reached; the units were released and nothing is ordered'),
      },
    }),
    async (c) => {
      const { data, purchase, payment, replayed } = await checkout.checkout(
        c.var.principal.userId,
        c.req.valid('header')['idempotency-key'],
        c.req.valid('json'),
      );
      return replayed ? c.json({ msg: api.orderPlaced, data, purchase, payment }, 200) : c.json({ msg: api.orderPlaced, data, purchase, payment }, 201);
    },
    headerHook('Idempotency-Key', api.idempotencyKey),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/purchases',
      operationId: 'listPurchases',
      tags,
      security: signedIn,
      summary: "The shopper's purchases, newest first, each with its items, address, payment method, summary and status",
      middleware: [requireUser] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(purchaseLinesSchema), 'A page of purchases') },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await purchases.listPurchases(c.var.principal.userId, p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/purchases/{id}',
      operationId: 'getPurchase',
      tags,
      security: signedIn,
      summary: "One of the shopper's purchases",
      middleware: [requireUser] as const,
      request: { params: idPath },
      responses: {
        ...errors(401, 403, 404),
        200: json(z.object({ data: purchaseDetailSchema }), 'The purchase, with its step changes'),
        404: failure("Unknown, or someone else's"),
      },
    }),
    async (c) => c.json({ data: await purchases.getPurchase(c.var.principal.userId, c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/update/{id}',
      operationId: 'updateOrderStatus',
      tags,
      security: signedIn,
      summary: "Set an order's status ('Rejected' gives its units back once, leaving it takes them again) (admins)",
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(orderStatusSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(orderSchema), 'Updated'),
        400: failure('Bad status'),
        404: failure('Unknown order'),
        409: failure(
          "Leaving 'Rejected' when its units are no longer there, or when its cancellation was refunded online or its online payment released (nothing changed)",
        ),
      },
    }),
    async (c) => {
      const { status } = c.req.valid('json');
      return c.json({ msg: api.orderUpdated, data: await fulfilment.updateLegacyStatus(c.req.valid('param').id, status, c.var.principal.userId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/step/{id}',
      operationId: 'setOrderStep',
      tags,
      security: signedIn,
      summary:
        'Move an order to a fulfilment step (src/lib/fulfilment.ts): shipping takes `courier`, `trackingNumber` and `expectedDelivery`, cancelling a `reason` the shopper reads (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(orderStepSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(orderSchema), 'Moved'),
        400: failure('A step that is not one, or a shipment or reason missing: `errors` by field'),
        404: failure('Unknown order'),
        409: failure(
          'A move the steps do not allow (cancelling after shipping, a second cancel), units no longer there to reinstate, reinstating an item whose cancellation was refunded online or whose online payment was released, or an item with an open return or exchange (settled in Returns)',
        ),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const data = await fulfilment.setStep(c.var.principal.userId, c.req.valid('param').id, input);
      return c.json({ msg: api.fulfilment.moved(stepWords.label[input.step]), data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bulk-step',
      operationId: 'setOrdersStep',
      tags,
      security: signedIn,
      summary: 'Mark many orders packed, or shipped (one courier and expected day, a tracking number each); all or none (admins)',
      middleware: [requireAdmin] as const,
      request: body(bulkStepSchema),
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(z.array(orderSchema)), 'Moved, every one'),
        400: failure('Bad input: `errors` by field (`items.N.trackingNumber`, `courier`, …)'),
        404: failure('An unknown order'),
        409: failure('Some cannot make that move: `errors` keyed `items.N`, nothing changed'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const data = await fulfilment.bulkSetStep(c.var.principal.userId, input);
      return c.json({ msg: api.fulfilment.bulkMoved(data.length, stepWords.label[input.step]), data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/purchases/{id}/cancel',
      operationId: 'cancelPurchase',
      tags,
      security: signedIn,
      summary: "Cancel one of the shopper's purchases, every item, until it ships: the units go back, the e-mail goes out",
      middleware: [requireUser] as const,
      request: { params: idPath, ...body(cancelSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(purchaseSchema), 'Cancelled'),
        404: failure("Unknown, or someone else's"),
        409: failure('Already cancelled, or (part of) it has shipped'),
      },
    }),
    async (c) => {
      const data = await fulfilment.cancelPurchase(c.var.principal.userId, c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ msg: api.fulfilment.cancelled, data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cancel/{id}',
      operationId: 'cancelOrderItem',
      tags,
      security: signedIn,
      summary: "Cancel one item (order) of the shopper's purchase until it ships; the purchase's totals and shipping are computed again for the rest",
      middleware: [requireUser] as const,
      request: { params: idPath, ...body(cancelSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(purchaseSchema.nullable()), 'Cancelled: the purchase as it now stands (null for an order from before purchases)'),
        404: failure("Unknown, or someone else's"),
        409: failure('Already cancelled, or shipped'),
      },
    }),
    async (c) => {
      const { purchase, name } = await fulfilment.cancelItem(c.var.principal.userId, c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ msg: name ? api.fulfilment.itemCancelled(name) : api.fulfilment.cancelled, data: purchase }, 200);
    },
  );
