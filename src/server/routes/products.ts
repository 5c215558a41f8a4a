import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE, ROLE_USER, SIMILAR_PRODUCTS_MAX } from '../../lib/constants';
import { api } from '../messages';
import {
  notifyConfirmQuerySchema,
  notifySchema,
  pageQuerySchema,
  productQuerySchema,
  suggestQuerySchema,
  productSchema as productInput,
  productUpdateSchema,
} from '../../lib/schemas';
import { optionalAuth, requireAdmin } from '../auth';
import { NOTIFY_CONFIRM_HOURS, NOTIFY_CONFIRMS_PER_ADDRESS } from '../config';
import {
  failure,
  json,
  lowStockRowSchema,
  msgSchema,
  page,
  productDetailSchema,
  productPageSchema,
  productSchema,
  saved,
  suggestionsSchema,
} from '../contract';
import { clientAddress } from '../http';
import { anyone, body, errors, firstOfEach, idPath, resource, signedIn, tokenOptional } from '../openapi';
import * as products from '../services/products';
import { confirmNotice, notifyOutcomePath, requestNotice } from '../services/stock-requests';
import { spend } from '../services/throttle';
import { suggest } from '../services/search';
import { similarProducts } from '../services/similar';

const tags = ['Products'];

export const productRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listProducts',
      tags,
      security: anyone,
      summary: 'Search, filter, sort and page the catalogue; with facets=1 each filter option with its count',
      request: { query: firstOfEach(productQuerySchema) },
      responses: { ...errors(400), 200: json(productPageSchema, 'A page of products'), 400: failure('An unknown or malformed filter value') },
    }),
    async (c) => c.json(await products.listProducts(c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/suggest',
      operationId: 'suggestProducts',
      tags,
      security: anyone,
      summary: 'Suggestions while typing: up to 6 products, and matching categories and brands',
      request: { query: firstOfEach(suggestQuerySchema) },
      responses: { ...errors(400), 200: json(suggestionsSchema, 'Suggestions (empty lists when nothing matches)') },
    }),
    async (c) => c.json(await suggest(c.req.valid('query').q), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      operationId: 'listCategories',
      tags,
      security: anyone,
      summary: 'Every category, once, sorted',
      responses: { 200: json(z.object({ data: z.array(z.string()) }), 'Category names') },
    }),
    async (c) => c.json({ data: await products.listCategories() }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/low-stock',
      operationId: 'listLowStock',
      tags,
      security: signedIn,
      summary: 'Sizes with 3 or fewer left, fewest first (admins)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(pageQuerySchema(ADMIN_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(lowStockRowSchema), 'A page of low sizes') },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await products.listLowStock(p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getProduct',
      tags,
      security: anyone,
      summary: 'One product (the first item of msg)',
      request: { params: idPath },
      responses: {
        ...errors(404),
        200: json(z.object({ msg: z.array(productDetailSchema) }), "The product, with its style's colours"),
        404: failure('Unknown product'),
      },
    }),
    async (c) => c.json({ msg: [await products.getProduct(c.req.valid('param').id)] }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/similar',
      operationId: 'similarProducts',
      tags,
      security: anyone,
      summary: `Up to ${SIMILAR_PRODUCTS_MAX} products of the same department and category, in stock, nearest in price first (the product and its other colours left out)`,
      request: { params: idPath },
      responses: {
        ...errors(404),
        200: json(z.object({ data: z.array(productSchema) }), 'Similar products (empty when none)'),
        404: failure('Unknown product'),
      },
    }),
    async (c) => c.json({ data: await similarProducts(c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/notify',
      operationId: 'notifyWhenBack',
      tags,
      security: tokenOptional,
      summary: `Ask to be e-mailed when a sold-out size is back in stock; asking again is the same request. A signed-in shopper's account's own address is used (whatever the body says) and the request stands at once; a guest's e-mail first gets a link to confirm (\`data.confirmed\` false), and nothing else is sent to it until the link is opened; one address gets at most ${NOTIFY_CONFIRMS_PER_ADDRESS} such links in ${NOTIFY_CONFIRM_HOURS} hours from all clients (429)`,
      middleware: [optionalAuth] as const,
      request: { params: idPath, ...body(notifySchema) },
      responses: {
        ...errors(400, 401, 404, 413, 415, 429),
        201: json(
          z.object({ msg: z.string(), data: z.object({ size: z.string(), email: z.string(), confirmed: z.boolean() }) }),
          'Requested: standing (`confirmed`), or waiting for the link mailed to the address',
        ),
        400: failure('Bad input: `errors.email` (missing or not an e-mail), `errors.size` (unknown, or in stock now)'),
        404: failure('Unknown product'),
        429: failure('Too many requests from this client, or too many confirmation links to this address; Retry-After'),
      },
    }),
    async (c) => {
      const { size, email } = c.req.valid('json');
      const who = c.get('principal');
      await spend('notify', clientAddress(c));
      const data = await requestNotice(c.req.valid('param').id, size, email, who?.role === ROLE_USER ? who.userId : undefined);
      return c.json({ msg: data.confirmed ? api.notifyQueued(data.size) : api.notifyConfirmSent(data.size, data.email), data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/notify/confirm',
      operationId: 'confirmNotifyWhenBack',
      tags,
      security: anyone,
      summary:
        "The link of a guest's 'Notify me' confirmation mail: confirms the request (opening it again changes nothing; when the size is back already, the back-in-stock mail is queued at once). A top-level navigation, so every answer is a 303: to `/products/{id}?size=…&notify=confirmed|expired`, or `/products?notify=invalid` for a link that is altered or whose product is gone",
      request: { query: notifyConfirmQuerySchema },
      responses: {
        303: { description: 'To the product page (or the catalogue) with ?notify= saying how it went', headers: z.object({ Location: z.string() }) },
      },
    }),
    async (c) => c.redirect(notifyOutcomePath(await confirmNotice(c.req.valid('query').token)), 303),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      operationId: 'addProduct',
      tags,
      security: signedIn,
      summary: 'Add a product (admins); without sizes it gets one uncounted M',
      middleware: [requireAdmin] as const,
      request: body(productInput),
      responses: { ...errors(400, 401, 403, 413, 415), 201: json(saved(productSchema), 'Added'), 400: failure('Bad input') },
    }),
    async (c) => c.json({ msg: api.productAdded, data: await products.addProduct(c.req.valid('json')) }, 201),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/update/{id}',
      operationId: 'updateProduct',
      tags,
      security: signedIn,
      summary: 'Change a product (admins); sizes, when given, replace the list',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(productUpdateSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(productSchema), 'Updated'),
        400: failure('Bad input'),
        404: failure('Unknown product'),
      },
    }),
    async (c) => c.json({ msg: api.productUpdated, data: await products.updateProduct(c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{id}',
      operationId: 'deleteProduct',
      tags,
      security: signedIn,
      summary: 'Delete a product (admins); orders keep their copy',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Deleted'), 404: failure('Unknown product') },
    }),
    async (c) => {
      await products.deleteProduct(c.req.valid('param').id);
      return c.json({ msg: api.productDeleted }, 200);
    },
  );
