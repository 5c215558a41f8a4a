import { DISPATCH_WORKING_DAYS } from '../../lib/constants';
import { deliveryDate } from '../../lib/delivery';
import { DELIVERY_ZONES } from '../data/delivery-zones';
import { notFound } from '../errors';
import { api } from '../messages';
import { getProduct } from './products';
import { deliveryZone, lookupPin } from './pincodes';

/**
 * When a product ordered now reaches a PIN code, and whether its courier takes cash there: dispatch
 * within DISPATCH_WORKING_DAYS, then the zone's days. Unknown product or PIN: 404.
 */
export async function estimateDelivery(pin: string, productId: number, now = new Date()) {
  await getProduct(productId);
  const place = lookupPin(pin);
  if (!place) throw notFound(api.pincodeNotFound);
  const zone = deliveryZone(pin);
  const { transitDays, cod } = DELIVERY_ZONES[zone];
  const workingDays = DISPATCH_WORKING_DAYS + transitDays;
  return { pincode: pin, state: place.state, district: place.district, zone, workingDays, deliveryBy: deliveryDate(now, workingDays), cod };
}
