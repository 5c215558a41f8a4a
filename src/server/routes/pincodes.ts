import { createRoute, z } from '@hono/zod-openapi';
import { PIN_CODE } from '../../lib/address';
import { STATES_AND_UTS } from '../../lib/constants';
import { validation } from '../../lib/messages';
import { failure, json } from '../contract';
import { HttpError, notFound } from '../errors';
import { api } from '../messages';
import { anyone, errors, resource } from '../openapi';
import { lookupPin } from '../services/pincodes';

const placeSchema = z
  .object({
    pincode: z.string().openapi({ example: '411001' }),
    state: z.enum(STATES_AND_UTS).openapi({ example: 'Maharashtra' }),
    district: z.string().openapi({ example: 'Pune' }),
  })
  .openapi('PinPlace');

export const pincodeRoutes = resource().openapi(
  createRoute({
    method: 'get',
    path: '/{pin}',
    operationId: 'lookupPincode',
    tags: ['Addresses'],
    security: anyone,
    summary: 'The State or Union Territory and district of a PIN code (India Post’s directory), for the address forms to suggest',
    request: { params: z.object({ pin: z.string().openapi({ param: { name: 'pin', in: 'path' }, example: '411001' }) }) },
    responses: {
      ...errors(400, 404),
      200: json(z.object({ data: placeSchema }), 'Where the PIN code is'),
      400: failure('Not a PIN code: 6 digits, the first 1-9 (`errors.pin`)'),
      404: failure('A PIN code the directory does not have'),
    },
  }),
  async (c) => {
    const { pin } = c.req.valid('param');
    // Checked here, not by the path's schema: a malformed PIN is bad input (400), not an unknown one.
    if (!PIN_CODE.test(pin)) throw new HttpError(400, api.badRequest, { pin: validation.pincode });
    const place = lookupPin(pin);
    if (!place) throw notFound(api.pincodeNotFound);
    return c.json({ data: { pincode: pin, state: place.state, district: place.district } }, 200);
  },
);
