import { beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_WORKING_DAYS } from '../../src/lib/constants';
import { addWorkingDays, storeDate } from '../../src/lib/delivery';
import { validation } from '../../src/lib/messages';
import { DELIVERY_ZONES } from '../../src/server/data/delivery-zones';
import { api } from '../../src/server/messages';
import { call, client, expectAnswer, makeProduct } from './helpers';

let productId: number;
beforeAll(async () => {
  productId = (await makeProduct())._id;
});

const estimate = (pin: string, id = productId) => client()['delivery-estimate'].$get({ query: { pin, productId: String(id) } });

describe('GET /delivery-estimate', () => {
  it.each([
    ['411001', 'Maharashtra', 'Pune', 'metro'],
    ['302001', 'Rajasthan', 'Jaipur', 'rest'],
    ['781001', 'Assam', 'Kamrup', 'far'],
    ['194101', 'Ladakh', 'Leh', 'remote'],
    ['744101', 'Andaman and Nicobar Islands', 'South Andaman', 'remote'],
  ] as const)('dates a delivery to %s (%s, %s) by its zone, %s, without sign-in', async (pin, state, district, zone) => {
    const { data } = await expectAnswer(estimate(pin), 200);
    const workingDays = DISPATCH_WORKING_DAYS + DELIVERY_ZONES[zone].transitDays;
    expect(data).toEqual({
      pincode: pin,
      state,
      district,
      zone,
      workingDays,
      deliveryBy: addWorkingDays(storeDate(new Date()), workingDays),
      cod: DELIVERY_ZONES[zone].cod,
    });
    // Nothing arrives on a Sunday.
    expect(new Date(`${data.deliveryBy}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it('offers cash on delivery in a metro and not on the islands, and a metro is sooner', async () => {
    const [metro, islands] = await Promise.all([expectAnswer(estimate('560001'), 200), expectAnswer(estimate('744101'), 200)]);
    expect(metro.data.cod).toBe(true);
    expect(islands.data.cod).toBe(false);
    expect(metro.data.deliveryBy < islands.data.deliveryBy).toBe(true);
  });

  it('answers 404 for a well-formed PIN the directory does not have', async () => {
    expect(await expectAnswer(estimate('999999'), 404)).toEqual({ msg: api.pincodeNotFound });
  });

  it('answers 404 for a product that does not exist', async () => {
    expect(await expectAnswer(estimate('411001', 2_000_000_000), 404)).toEqual({ msg: api.productNotFound });
  });

  it.each(['041100', '41100', '4110011', 'abcdef', '41 001', ''])('answers 400 with errors.pin for the PIN %j', async (pin) => {
    expect(await expectAnswer(estimate(pin), 400)).toEqual({ msg: api.badRequest, errors: { pin: validation.pincode } });
  });

  it('answers 400 naming each bad or missing parameter', async () => {
    const bad = await call('GET', '/delivery-estimate?pin=12&productId=x');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ pin: validation.pincode, productId: validation.id });
    const missing = await call('GET', '/delivery-estimate');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['pin', 'productId']);
  });
});
