import { createRoute } from '@hono/zod-openapi';
import { COUPON_PAGE_SIZE } from '../../lib/constants';
import { couponActiveSchema, couponSchema as couponInput, pageQuerySchema } from '../../lib/schemas';
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
      operationId: 'setCouponActive',
      tags,
      security: signedIn,
      summary: 'Switch a coupon off (or on again); purchases that used it keep it (admins)',
      middleware: [requireAdmin] as const,
      request: { params: idPath, ...body(couponActiveSchema) },
      responses: {
        ...errors(400, 401, 403, 404, 413, 415),
        200: json(saved(couponSchema), 'Saved'),
        400: failure('Bad input'),
        404: failure('Unknown coupon'),
      },
    }),
    async (c) => {
      const coupon = await coupons.setActive(c.req.valid('param').id, c.req.valid('json').active);
      return c.json({ msg: coupon.active ? api.coupon.activated(coupon.code) : api.coupon.deactivated(coupon.code), data: coupon }, 200);
    },
  );
