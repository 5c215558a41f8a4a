/**
 * The payment methods, behind one interface (docs/features.md "Checkout and payment"). Checkout asks this
 * registry for the method a shopper chose, takes its discount into the summary and lets it settle the
 * purchase; it knows nothing of any method itself. Paying online (services/gateway/) is offered only
 * when the gateway's keys are set: its `settle` holds the units and answers 'awaiting_payment' (a total
 * of zero is paid at once); the gateway's order is made once the checkout has committed, and the
 * payment recorded when it comes.
 */
import { PAYMENT_METHODS, UPI_EXTRA_OFF_PERCENT } from '../../lib/constants';
import { percentOff } from '../../lib/money';
import type { PaymentMethodId } from '../../lib/schemas';
import type { PaymentStatus } from '../../lib/types';
import { HttpError } from '../errors';
import { api } from '../messages';
import type { Tx } from '../db/types';
import { gatewayConfig } from './gateway/config';
import { holdForPayment } from './gateway/online';

/** How a purchase's money is collected: by the courier on delivery, or online before it ships. */
export type Settlement = 'on_delivery' | 'online';

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  description: string;
  settlement: Settlement;
  /** The method's own discount, in whole rupees, on items worth `subtotal`. */
  discount(subtotal: number): number;
  /**
   * Called in the checkout's transaction once the purchase is stored; answers how its payment stands.
   * A throw undoes the whole checkout (nothing is ordered, stock and cart are as they were).
   */
  settle(tx: Tx, purchase: { id: number; total: number }): Promise<PaymentStatus>;
}

const onDelivery = async (): Promise<PaymentStatus> => 'due_on_delivery';

const registry: Record<PaymentMethodId, PaymentMethod> = {
  cod: {
    id: 'cod',
    label: api.payment.cod.label,
    description: api.payment.cod.description,
    settlement: 'on_delivery',
    discount: () => 0,
    settle: onDelivery,
  },
  upi: {
    id: 'upi',
    label: api.payment.upi.label,
    description: api.payment.upi.description(UPI_EXTRA_OFF_PERCENT),
    settlement: 'on_delivery',
    discount: (subtotal) => percentOff(subtotal, UPI_EXTRA_OFF_PERCENT),
    settle: onDelivery,
  },
  online: {
    id: 'online',
    label: api.payment.online.label,
    description: api.payment.online.description,
    settlement: 'online',
    discount: () => 0,
    settle: async (tx, purchase) => {
      // A total of zero (a coupon covering the items, shipping free) is settled here, without the
      // gateway: nothing is due, and the gateway refuses an order below Re 1, which made this checkout
      // a 502 after the purchase was stored. Accepted rather than refused (400): the shopper chose how
      // to pay and has nothing to pay, so sending them back to pick another method would only add a step.
      if (purchase.total === 0) return 'paid';
      await holdForPayment(tx, purchase);
      return 'awaiting_payment';
    },
  },
};

/** Whether a method can be chosen now: paying online needs the gateway's keys. */
const offered = (id: PaymentMethodId) => id !== 'online' || gatewayConfig() !== null;

export const paymentMethod = (id: PaymentMethodId): PaymentMethod => registry[id];

/** The methods in the order the checkout offers them. */
export const paymentMethods = (): PaymentMethod[] => PAYMENT_METHODS.filter(offered).map((id) => registry[id]);

/** The method a checkout asked for; one not offered now (online without keys) is a 400. */
export function offeredMethod(id: PaymentMethodId): PaymentMethod {
  if (!offered(id)) throw new HttpError(400, api.gateway.notOffered, { paymentMethod: api.gateway.notOffered });
  return registry[id];
}

/** A stored purchase's method as the API shows it; an id no longer offered keeps its id as its label. */
export const paymentLabel = (id: string) => (registry as Record<string, PaymentMethod | undefined>)[id]?.label ?? id;
