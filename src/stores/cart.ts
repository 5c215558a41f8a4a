/**
 * The cart: server data in the page's query cache (src/client/query.tsx) under `queryKeys.cart`, and
 * its count in a persistent atom, so the nav bar shows it at once after a reload and in every tab.
 * Quantity changes and removals show at once (optimistic) and are undone if the server refuses them.
 */
import { persistentAtom } from '@nanostores/persistent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import * as api from '../client/api';
import type { CartLine } from '../client/api';
import { queryClient, queryKeys } from '../client/query';
import { $signedIn, $userrole } from './auth';
import { ROLE_ADMIN } from '../lib/constants';

export const $cartCount = persistentAtom<number>('cartCount', 0, { encode: String, decode: (s) => Number(s) || 0 });

/** Only shoppers have a cart: an admin's session never asks for one (it would be a 403). */
export const $hasCart = computed([$signedIn, $userrole], (signedIn, role) => signedIn && role !== ROLE_ADMIN);

$hasCart.listen((has) => {
  if (!has) $cartCount.set(0);
});

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: async () => (await api.getCart()).data,
});

// Whatever puts lines in the cache (a fetch, a write, an undo) keeps the count in step.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(queryKeys.cart)) return;
  const lines = event.query.state.data as CartLine[] | undefined;
  if (lines) $cartCount.set(lines.length);
});

/** The cart's lines with the query's status; nothing is asked while signed out or signed in as an admin. */
export function useCart() {
  const enabled = useStore($hasCart);
  return useQuery({ ...cartQuery, enabled });
}

/** Asks the server for the cart again (the nav bar on every page load, a refused checkout). */
export function refreshCart(): Promise<unknown> {
  if (!$hasCart.get()) {
    $cartCount.set(0);
    return Promise.resolve();
  }
  return queryClient.query({ ...cartQuery, staleTime: 0 }).catch(() => {
    /* the count keeps its last value; the cart page shows the error */
  });
}

const setLines = (fn: (lines: CartLine[]) => CartLine[]) => queryClient.setQueryData<CartLine[]>(queryKeys.cart, (lines) => (lines ? fn(lines) : lines));

/** Runs `change` on the cached lines at once, calls the server, and puts the lines back if it refuses. */
async function optimistic<T>(change: (lines: CartLine[]) => CartLine[], call: () => Promise<T>): Promise<T> {
  await queryClient.cancelQueries({ queryKey: queryKeys.cart });
  const before = queryClient.getQueryData<CartLine[]>(queryKeys.cart);
  setLines(change);
  try {
    return await call();
  } catch (err) {
    queryClient.setQueryData(queryKeys.cart, before);
    throw err;
  }
}

/** Adding a product already in the cart raises its quantity on the server: the reply's line replaces it. */
export async function addToCart(prodId: number, quantity = 1, size?: string) {
  const reply = await api.addToCart(prodId, quantity, size);
  if (queryClient.getQueryData(queryKeys.cart)) setLines((lines) => [...lines.filter((l) => l._id !== reply.data._id), reply.data]);
  else void refreshCart();
  return reply;
}

export async function setQuantity(id: number, quantity: number) {
  const reply = await optimistic(
    (lines) => lines.map((l) => (l._id === id ? { ...l, quantity } : l)),
    () => api.updateCartLine(id, quantity),
  );
  setLines((lines) => lines.map((l) => (l._id === id ? reply.data : l)));
  return reply;
}

export function removeLine(id: number) {
  return optimistic(
    (lines) => lines.filter((l) => l._id !== id),
    () => api.removeCartLine(id),
  );
}

/** After a checkout the server emptied the cart. */
export function clearCart(): void {
  queryClient.setQueryData<CartLine[]>(queryKeys.cart, []);
  $cartCount.set(0);
}
