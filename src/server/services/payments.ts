/**
 * The payment methods, behind one interface (README "Checkout and payment"). Checkout asks this
 * registry for the method a shopper chose, takes its discount into the summary and lets it settle the
 * purchase; it knows nothing of any method itself. An online gateway (Razorpay, Stripe) is one more
 * entry here, with its id added to PAYMENT_METHODS: its `settle` would create the gateway's order and
 * answer 'awaiting_payment' (a webhook then marks the purchase 'paid').
 */
import { PAYMENT_METHODS, UPI_EXTRA_OFF_PERCENT } from '../../lib/constants';
import { percentOff } from '../../lib/money';
import type { PaymentMethodId } from '../../lib/schemas';
import type { PaymentStatus } from '../../lib/types';
import { api } from '../messages';
import type { Tx } from '../db/types';

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
};

export const paymentMethod = (id: PaymentMethodId): PaymentMethod => registry[id];

/** The methods in the order the checkout offers them. */
export const paymentMethods = (): PaymentMethod[] => PAYMENT_METHODS.map((id) => registry[id]);

/** A stored purchase's method as the API shows it; an id no longer offered keeps its id as its label. */
export const paymentLabel = (id: string) => (registry as Record<string, PaymentMethod | undefined>)[id]?.label ?? id;
