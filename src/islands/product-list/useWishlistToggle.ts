import { useMutation } from '@tanstack/react-query';
import type { Product } from '../../client/api';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { notify } from '../../stores/toasts';

/**
 * The heart on a card (docs/product.md §10): keeps the product in the wishlist (a guest's in this
 * browser until sign-in). `pendingId` is the product whose heart is being saved. The wishlist's module
 * (its queries and writes) loads with the first tap, not with the heart.
 */
export function useWishlistToggle() {
  const mutation = useMutation({
    mutationFn: async (product: Product) => (await import('../../stores/wishlist')).toggleWishlist(product),
    onSuccess: (added, product) =>
      notify.success(added ? toasts.addedToWishlist : toasts.removedFromWishlist, { description: product.name, duration: TOAST_MS.normal }),
    onError: (err) => notify.error(toasts.wishlistFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });
  return { toggle: mutation.mutate, pendingId: mutation.isPending ? mutation.variables._id : undefined };
}
