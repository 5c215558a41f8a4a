/**
 * The wishlist. Signed in: the saved products in the page's query cache (src/client/query.tsx) under
 * `queryKeys.wishlist`. Signed out: a guest's list of product ids kept in this browser, joined to the
 * account's at sign-in (`mergeGuestWishlist`). Either way the ids are in a persistent atom for the
 * hearts on every card (shown at once after a reload, in every tab). A heart flips at once
 * (optimistic) and flips back if the server refuses.
 */
import { useStore } from '@nanostores/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '../client/api';
import type { Product } from '../client/api';
import type { ApiError } from '../client/http';
import { queryClient, queryKeys } from '../client/query';
import { ROLE_ADMIN } from '../lib/constants';
import { $signedIn, $userrole } from './auth';
import { useProductsById } from './catalogue';
import { $guestWishlist, $wishlist } from './wishlist-ids';

export { $guestWishlist, $wishlist } from './wishlist-ids';

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

export interface WishlistView {
  /** The saved products; undefined until known. */
  products?: Product[];
  error?: ApiError;
  retry: () => void;
  guest: boolean;
}

/** The saved products: the account's, or the guest's as they are now. Also keeps the hearts' ids current. */
export function useWishlist(): WishlistView {
  const signedIn = useStore($signedIn);
  const guestIds = useStore($guestWishlist);
  const account = useQuery({ ...wishlistQuery, enabled: signedIn });
  const guest = useProductsById(signedIn ? [] : guestIds);
  if (signedIn) return { products: account.data, error: account.isError ? account.error : undefined, retry: () => void account.refetch(), guest: false };
  if (guest.error) return { error: guest.error, retry: guest.retry, guest: true };
  if (guest.loading) return { retry: guest.retry, guest: true };
  return { products: guestIds.flatMap((id) => guest.byId.get(id) ?? []), retry: guest.retry, guest: true };
}

let merging: Promise<void> | undefined;

/** Joins the guest's saved products to the account's and forgets them, once at a time (as the cart does); on failure they stay. */
export function mergeGuestWishlist(): Promise<void> {
  merging ??= (async () => {
    const guestIds = $guestWishlist.get();
    // An admin has no wishlist: the guest's stays in this browser for a shopper's next sign-in.
    if (!guestIds.length || !$signedIn.get() || $userrole.get() === ROLE_ADMIN) return;
    $guestWishlist.set([]);
    try {
      const reply = await api.mergeWishlist(guestIds);
      queryClient.setQueryData(queryKeys.wishlist, reply.data);
    } catch {
      $guestWishlist.set([...new Set([...guestIds, ...$guestWishlist.get()])]);
    }
  })().finally(() => {
    merging = undefined;
  });
  return merging;
}

/** Toggles a product; answers true when it is now in the wishlist. */
export async function toggleWishlist(product: Product): Promise<boolean> {
  const adding = !$wishlist.get().includes(product._id);
  if (!$signedIn.get()) {
    const next = adding ? [...$guestWishlist.get().filter((id) => id !== product._id), product._id] : $guestWishlist.get().filter((id) => id !== product._id);
    $guestWishlist.set(next);
    $wishlist.set(next);
    return adding;
  }
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
