import { useState } from 'react';
import type { Product } from '../../client/api';
import type { ApiError } from '../../client/http';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { addToCart } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { toastAfterNavigation } from '../auth/navigate';
import { describe } from '../../ui/toastText';

/**
 * Adds a product to the cart with docs/product.md §8's toasts; a guest's goes to the cart kept in this
 * browser (src/stores/cart.ts). With `thenGo`, the success toast is kept for the next page.
 */
export function useAddToCart() {
  const [busyId, setBusyId] = useState<number | undefined>();
  async function add(product: { _id: number; name: string; sizes?: Product['sizes'] }, quantity = 1, thenGo?: string, size?: string): Promise<boolean> {
    setBusyId(product._id);
    try {
      const reply = await addToCart(product, quantity, size);
      const toast = { title: toasts.addedToCart, description: describe(reply.msg, toasts.addedToCart, product.name), duration: TOAST_MS.normal };
      if (thenGo) {
        toastAfterNavigation({ kind: 'success', ...toast });
        location.assign(thenGo);
      } else {
        notify.success(toast.title, toast);
      }
      return true;
    } catch (err) {
      notify.error(toasts.addToCartFailed, { description: (err as ApiError).msg, duration: TOAST_MS.normal });
      return false;
    } finally {
      setBusyId(undefined);
    }
  }
  return { add, busyId };
}
