/**
 * The wishlist: the saved products in the page's query cache (src/client/query.tsx) under
 * `queryKeys.wishlist`, and their ids in a persistent atom for the hearts on every card (shown at once
 * after a reload, in every tab). A heart flips at once (optimistic) and flips back if the server refuses.
 */
import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '../client/api';
import type { Product } from '../client/api';
import { queryClient, queryKeys } from '../client/query';
import { $signedIn } from './auth';

export const $wishlist = persistentAtom<number[]>('wishlist', [], {
  encode: JSON.stringify,
  decode: (s) => {
    try {
      return JSON.parse(s) as number[];
    } catch {
      return [];
    }
  },
});

$signedIn.listen((signedIn) => {
  if (!signedIn) $wishlist.set([]);
});

export const wishlistQuery = queryOptions({
  queryKey: queryKeys.wishlist,
  queryFn: async () => (await api.getWishlist()).data,
});

// Whatever puts products in the cache (a fetch, a heart, an undo) keeps the hearts in step.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(queryKeys.wishlist)) return;
  const products = event.query.state.data as Product[] | undefined;
  if (products) $wishlist.set(products.map((p) => p._id));
});

/** The saved products; nothing is asked while signed out. */
export function useWishlist() {
  const enabled = useStore($signedIn);
  return useQuery({ ...wishlistQuery, enabled });
}

/** Toggles a product; answers true when it is now in the wishlist. */
export async function toggleWishlist(product: Product): Promise<boolean> {
  const adding = !$wishlist.get().includes(product._id);
  await queryClient.cancelQueries({ queryKey: queryKeys.wishlist });
  const before = { products: queryClient.getQueryData<Product[]>(queryKeys.wishlist), ids: $wishlist.get() };
  const without = (list: Product[]) => list.filter((p) => p._id !== product._id);
  if (before.products) queryClient.setQueryData<Product[]>(queryKeys.wishlist, adding ? [...without(before.products), product] : without(before.products));
  else $wishlist.set(adding ? [...before.ids, product._id] : before.ids.filter((id) => id !== product._id));
  try {
    if (adding) await api.addToWishlist(product._id);
    else await api.removeFromWishlist(product._id);
    return adding;
  } catch (err) {
    if (before.products) queryClient.setQueryData(queryKeys.wishlist, before.products);
    $wishlist.set(before.ids);
    throw err;
  }
}
