import { createRoute } from '@hono/zod-openapi';
import { COUPON_PAGE_SIZE } from '../../lib/constants';
import { couponChangesSchema, couponSchema as couponInput, pageQuerySchema } from '../../lib/schemas';
import { requireAdmin } from '../auth';
import { couponSchema, failure, json, page, saved } from '../contract';
import { api } from '../messages';
import { body, errors, firstOfEach, idPath, resource, signedIn } from '../openapi';
import * as coupons from '../services/coupons';

const tags = ['Coupons'];

export const couponRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listCoupons',
      tags,
      security: signedIn,
      summary: 'Coupons, newest first, each with the purchases that used it (admins)',
      middleware: [requireAdmin] as const,
      request: { query: firstOfEach(pageQuerySchema(COUPON_PAGE_SIZE)) },
      responses: { ...errors(400, 401, 403), 200: json(page(couponSchema), 'A page of coupons') },
    }),
    async (c) => {
      const { page: p, limit } = c.req.valid('query');
      return c.json(await coupons.listCoupons(p, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createCoupon',
      tags,
      security: signedIn,
      summary: 'Create a coupon: percent or flat off, a minimum order, dates, use limits, optionally one category (admins)',
      middleware: [requireAdmin] as const,
      request: body(couponInput),
      responses: {
        ...errors(400, 401, 403, 413, 415),
        201: json(saved(couponSchema), 'Created'),
        400: failure('Bad input'),
        409: failure('A coupon with this code exists (codes are compared whatever their case)'),
      },
    }),
    async (c) => {
      const coupon = await coupons.createCoupon(c.req.valid('json'));
      return c.json({ msg: api.coupon.created(coupon.code), data: coupon }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      operationId: 'updateCoupon',
      tags,
      security: signedIn,
      summary:
        'Edit a coupon: any of its fields, checked as on creating, or `active` alone to switch it off (or on again); purchases that used it keep it (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(couponChangesSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(couponSchema), 'Saved'),
        400: failure('Bad input, or a total limit below the uses already made'),
        404: failure('Unknown coupon'),
        409: failure('Another coupon has this code, or this one has been used and so keeps its code'),
      },
    }),
    async (c) => {
      const changes = c.req.valid('json');
      const coupon = await coupons.updateCoupon(c.req.valid('param').id, changes);
      const switched = Object.keys(changes).join() === 'active';
      const msg = !switched ? api.coupon.saved(coupon.code) : coupon.active ? api.coupon.activated(coupon.code) : api.coupon.deactivated(coupon.code);
      return c.json({ msg, data: coupon }, 200);
    },
  );
