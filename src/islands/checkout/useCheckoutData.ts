import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPaymentMethods, getQuote } from '../../client/api';
import type { PurchaseChoice } from '../../lib/schemas';
import { queryKeys } from '../../client/query';

/** The payment methods the server offers (they change only with a release). */
export function usePaymentMethods(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.paymentMethods, queryFn: async () => (await getPaymentMethods()).data, enabled, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * The summary the server computes for this choice. `cart` names the cart's lines and quantities, so
 * a change to the cart asks again; the last figures stay on screen while a new method is priced.
 */
export function useQuote(choice: PurchaseChoice, cart: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.quote(choice, cart),
    queryFn: async () => (await getQuote(choice)).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
