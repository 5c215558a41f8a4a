import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { api } from '../messages';
import { pageQuerySchema, productQuerySchema, suggestQuerySchema, productSchema as productInput, productUpdateSchema } from '../../lib/schemas';
import { requireAdmin } from '../auth';
import { authFailures, failure, json, lowStockRowSchema, msgSchema, page, productPageSchema, productSchema, saved, suggestionsSchema } from '../contract';
import { body, idPath, resource } from '../openapi';
import * as products from '../services/products';
import { suggest } from '../services/search';

const tags = ['Products'];

export const productRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      summary: 'Search, filter, sort and page the catalogue; with facets=1 each filter option with its count',
      request: { query: productQuerySchema },
      responses: { 200: json(productPageSchema, 'A page of products'), 400: failure('An unknown or malformed filter value') },
    }),
    async (c) => c.json(await products.listProducts(c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/suggest',
      tags,
      summary: 'Suggestions while typing: up to 6 products, and matching categories and brands',
      request: { query: suggestQuerySchema },
      responses: { 200: json(suggestionsSchema, 'Suggestions (empty lists when nothing matches)') },
    }),
    async (c) => c.json(await suggest(c.req.valid('query').q), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      tags,
      summary: 'Every category, once, sorted',
      responses: { 200: json(z.object({ data: z.array(z.string()) }), 'Category names') },
    }),
    async (c) => c.json({ data: await products.listCategories() }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/low-stock',
      tags,
      summary: 'Sizes with 3 or fewer left, fewest first (admins)',
      middleware: [requireAdmin] as const,
      request: { query: pageQuerySchema(ADMIN_PAGE_SIZE) },
      responses: { 200: json(page(lowStockRowSchema), 'A page of low sizes'), ...authFailures },
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
      tags,
      summary: 'One product (the first item of msg)',
      request: { params: idPath },
      responses: { 200: json(z.object({ msg: z.array(productSchema) }), 'The product'), 404: failure('Unknown product') },
    }),
    async (c) => c.json({ msg: [await products.getProduct(c.req.valid('param').id)] }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      tags,
      summary: 'Add a product (admins); without sizes it gets one uncounted M',
      middleware: [requireAdmin] as const,
      request: body(productInput),
      responses: { 201: json(saved(productSchema), 'Added'), 400: failure('Bad input'), ...authFailures },
    }),
    async (c) => c.json({ msg: api.productAdded, data: await products.addProduct(c.req.valid('json')) }, 201),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/update/{id}',
      tags,
      summary: 'Change a product (admins); sizes, when given, replace the list',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(productUpdateSchema) },
      responses: { 200: json(saved(productSchema), 'Updated'), 400: failure('Bad input'), 404: failure('Unknown product'), ...authFailures },
    }),
    async (c) => c.json({ msg: api.productUpdated, data: await products.updateProduct(c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{id}',
      tags,
      summary: 'Delete a product (admins); orders keep their copy',
      middleware: [requireAdmin] as const,
      request: { params: idPath },
      responses: { 200: json(msgSchema, 'Deleted'), 404: failure('Unknown product'), ...authFailures },
    }),
    async (c) => {
      await products.deleteProduct(c.req.valid('param').id);
      return c.json({ msg: api.productDeleted }, 200);
    },
  );
