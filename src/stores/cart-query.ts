/**
 * The signed-in cart's query, apart from the cart's views and writes (src/stores/cart.ts): what every
 * signed-in page needs to keep the nav bar's count current (src/islands/nav/session.ts) without loading them.
 */
import { queryOptions } from '@tanstack/react-query';
import * as api from '../client/api';
import type { CartLine } from '../client/api';
import { queryClient, queryKeys } from '../client/query';
import { $accountCartCount } from './cart-count';

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: async () => (await api.getCart()).data,
});

// Whatever puts lines in the cache (a fetch, a write, an undo) keeps the count in step.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(queryKeys.cart)) return;
  const lines = event.query.state.data as CartLine[] | undefined;
  if (lines) $accountCartCount.set(lines.length);
});

/** Asks the server for the cart again; a failure keeps the count's last value (the cart page shows the error). */
export function fetchCart(): Promise<unknown> {
  return queryClient.query({ ...cartQuery, staleTime: 0 }).catch(() => undefined);
}
