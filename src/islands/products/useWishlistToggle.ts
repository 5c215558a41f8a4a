import { useState } from 'react';
import type { Product } from '../../client/api';
import type { ApiError } from '../../client/http';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { toggleWishlist } from '../../stores/wishlist';
import { notify } from '../../stores/toasts';

/** The heart on a card (docs/product.md §10): keeps the product in the wishlist (a guest's in this browser until sign-in). */
export function useWishlistToggle() {
  const [busyId, setBusyId] = useState<number | undefined>();
  async function toggle(product: Product): Promise<boolean | undefined> {
    setBusyId(product._id);
    try {
      const added = await toggleWishlist(product);
      notify.success(added ? toasts.addedToWishlist : toasts.removedFromWishlist, { description: product.name, duration: TOAST_MS.normal });
      return added;
    } catch (err) {
      notify.error(toasts.wishlistFailed, { description: (err as ApiError).msg, duration: TOAST_MS.normal });
      return undefined;
    } finally {
      setBusyId(undefined);
    }
  }
  return { toggle, busyId };
}
