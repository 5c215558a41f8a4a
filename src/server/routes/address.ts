import { createRoute, z } from '@hono/zod-openapi';
import { api } from '../messages';
import { addressSchema as addressInput } from '../../lib/schemas';
import { requireUser } from '../auth';
import { addressSchema, failure, json, msgSchema, saved } from '../contract';
import { body, errors, idPath, resource, signedIn } from '../openapi';
import * as addresses from '../services/addresses';

const tags = ['Addresses'];

export const addressRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listAddresses',
      tags,
      security: signedIn,
      summary: "The shopper's saved addresses",
      middleware: [requireUser] as const,
      responses: {
        ...errors(401, 403),
        200: json(z.object({ data: z.array(addressSchema) }), 'The address book: the default first, then newest first; `needsCorrection` names what to fix'),
      },
    }),
    async (c) => c.json({ data: await addresses.listAddresses(c.var.principal.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/add',
      operationId: 'addAddress',
      tags,
      security: signedIn,
      summary: 'Add an address (declaration true saves it for next time; isDefault makes a saved one the default)',
      middleware: [requireUser] as const,
      request: body(addressInput),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        201: json(saved(addressSchema), 'Added'),
        400: failure('Bad input'),
        409: failure('Too many saved addresses'),
      },
    }),
    async (c) => {
      const data = await addresses.addAddress(c.var.principal.userId, c.req.valid('json'));
      // docs/product.md §7 reads data.data._id: the reply's `data` is the new address.
      return c.json({ msg: api.addressAdded, data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/update/{id}',
      operationId: 'updateAddress',
      tags,
      security: signedIn,
      summary: 'Edit a saved address (one an order went to is kept for that order: the edit gets a new id)',
      middleware: [requireUser] as const,
      request: { params: idPath, ...body(addressInput) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(addressSchema), 'Updated'),
        400: failure('Bad input'),
        404: failure('Unknown, someone else’s, or not saved'),
      },
    }),
    async (c) => {
      const data = await addresses.updateAddress(c.var.principal.userId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ msg: api.addressUpdated, data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/default/{id}',
      operationId: 'setDefaultAddress',
      tags,
      security: signedIn,
      summary: 'Make a saved address the one checkout preselects',
      middleware: [requireUser] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(saved(addressSchema), 'The new default'), 404: failure('Unknown, someone else’s, or not saved') },
    }),
    async (c) => {
      const data = await addresses.setDefaultAddress(c.var.principal.userId, c.req.valid('param').id);
      return c.json({ msg: api.addressDefaultSet, data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete/{id}',
      operationId: 'deleteAddress',
      tags,
      security: signedIn,
      summary: 'Delete one of the shopper’s addresses',
      middleware: [requireUser] as const,
      request: { params: idPath },
      responses: { ...errors(401, 403, 404), 200: json(msgSchema, 'Deleted'), 404: failure('Unknown, or someone else’s') },
    }),
    async (c) => {
      await addresses.deleteAddress(c.var.principal.userId, c.req.valid('param').id);
      return c.json({ msg: api.addressDeleted }, 200);
    },
  );
