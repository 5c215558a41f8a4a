import { useState } from 'react';
import type { Product } from '../../client/api';
import type { ApiError } from '../../client/http';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { $signedIn } from '../../stores/auth';
import { toggleWishlist } from '../../stores/wishlist';
import { notify } from '../../stores/toasts';
import { goToLogin } from '../auth/navigate';

/** The heart on a card (docs/product.md §10): keeps the product in the wishlist; signed out, to /login. */
export function useWishlistToggle() {
  const [busyId, setBusyId] = useState<number | undefined>();
  async function toggle(product: Product): Promise<boolean | undefined> {
    if (!$signedIn.get()) {
      goToLogin();
      return undefined;
    }
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
