import { createRoute, z } from '@hono/zod-openapi';
import { categoryCreateSchema, categoryUpdateSchema } from '../../lib/schemas';
import { requireAdmin } from '../auth';
import { categoryRowSchema, categoryTreeSchema, failure, json, msgSchema, saved } from '../contract';
import { api } from '../messages';
import { anyone, body, errors, resource, signedIn } from '../openapi';
import * as categories from '../services/categories';

const tags = ['Categories'];
/** `{slug}` in a path: a category's link; anything else cannot be one (404). */
const slugPath = z.object({
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'mens-t-shirts' }),
});

export const categoryRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'categoryTree',
      tags,
      security: anyone,
      summary: "The departments (Men, Women, Unisex), each with its categories in the menus' order",
      responses: { 200: json(categoryTreeSchema, 'The departments and their categories') },
    }),
    async (c) => c.json(await categories.categoryTree(), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/all',
      operationId: 'listCategoryRows',
      tags,
      security: signedIn,
      summary: 'Every category with its department, position and number of products (admins)',
      middleware: [requireAdmin] as const,
      responses: { ...errors(401, 403), 200: json(z.object({ data: z.array(categoryRowSchema) }), 'The categories, by department and position') },
    }),
    async (c) => c.json({ data: await categories.categoryRows() }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'addCategory',
      tags,
      security: signedIn,
      summary: 'Add a category under a department (admins); label and link default from the name, position to last',
      middleware: [requireAdmin] as const,
      request: body(categoryCreateSchema),
      responses: {
        ...errors(400, 401, 403, 409, 413, 415),
        201: json(saved(categoryRowSchema), 'Added'),
        400: failure('Bad input'),
        409: failure('The name or the link is taken'),
      },
    }),
    async (c) => c.json({ msg: api.categories.added, data: await categories.addCategory(c.req.valid('json')) }, 201),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{slug}',
      operationId: 'updateCategory',
      tags,
      security: signedIn,
      summary:
        'Rename (its products follow), move to another department (its products of the old department follow), reorder (position 1 = first), or change its label or link (admins)',
      middleware: [requireAdmin] as const,
      request: { params: slugPath, ...body(categoryUpdateSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 409, 413, 415),
        200: json(saved(categoryRowSchema), 'Updated'),
        400: failure('Bad input'),
        404: failure('Unknown category'),
        409: failure('The name or the link is taken'),
      },
    }),
    async (c) => c.json({ msg: api.categories.updated, data: await categories.updateCategory(c.req.valid('param').slug, c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{slug}',
      operationId: 'deleteCategory',
      tags,
      security: signedIn,
      summary: 'Delete a category that holds no product (admins)',
      middleware: [requireAdmin] as const,
      request: { params: slugPath },
      responses: {
        ...errors(401, 403, 404, 409),
        200: json(msgSchema, 'Deleted'),
        404: failure('Unknown category'),
        409: failure('Products are still in it'),
      },
    }),
    async (c) => {
      await categories.deleteCategory(c.req.valid('param').slug);
      return c.json({ msg: api.categories.deleted }, 200);
    },
  );
