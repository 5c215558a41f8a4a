import { createRoute, z } from '@hono/zod-openapi';
import { STATES_AND_UTS } from '../../lib/constants';
import { deliveryEstimateQuerySchema } from '../../lib/schemas';
import { failure, json } from '../contract';
import { DELIVERY_ZONE_IDS } from '../data/delivery-zones';
import { anyone, errors, firstOfEach, resource } from '../openapi';
import { estimateDelivery } from '../services/delivery';

const estimateSchema = z
  .object({
    pincode: z.string().openapi({ example: '411001' }),
    state: z.enum(STATES_AND_UTS).openapi({ example: 'Maharashtra' }),
    district: z.string().openapi({ example: 'Pune' }),
    zone: z.enum(DELIVERY_ZONE_IDS).openapi({ description: 'The delivery zone the PIN code is in' }),
    workingDays: z.number().int().openapi({ description: 'Working days (Sundays not counted) from today to delivery', example: 3 }),
    deliveryBy: z.string().openapi({ format: 'date', example: '2026-12-03', description: 'The latest expected delivery day, in the store’s time zone' }),
    cod: z.boolean().openapi({ description: 'Whether cash on delivery is available there' }),
  })
  .openapi('DeliveryEstimate');

export const deliveryRoutes = resource().openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'estimateDelivery',
    tags: ['Products'],
    security: anyone,
    summary: 'When a product ordered today reaches a PIN code, and whether cash on delivery is available there',
    request: { query: firstOfEach(deliveryEstimateQuerySchema) },
    responses: {
      ...errors(400, 404),
      200: json(z.object({ data: estimateSchema }), 'The delivery estimate'),
      400: failure('Not a PIN code (`errors.pin`) or not a product id (`errors.productId`)'),
      404: failure('A PIN code the directory does not have, or an unknown product'),
    },
  }),
  async (c) => {
    const { pin, productId } = c.req.valid('query');
    return c.json({ data: await estimateDelivery(pin, productId) }, 200);
  },
);
