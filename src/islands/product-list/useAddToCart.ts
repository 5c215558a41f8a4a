import { useMutation } from '@tanstack/react-query';
import type { Product } from '../../client/api';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { addToCart, type CartChoice } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { toastAfterNavigation } from '../auth/navigate';
import { describe } from '../../ui/toastText';

type CartItem = { _id: number; name: string; sizes?: Product['sizes'] };

/** How many, in which size, and (`thenGo`) the page to open once it is in: its success toast is kept for that page. */
export interface AddChoice extends CartChoice {
  thenGo?: string;
}

/**
 * Adds a product to the cart with docs/product.md §8's toasts; a guest's goes to the cart kept in this
 * browser (src/stores/cart.ts). `pendingId` is the product being added, for its button.
 */
export function useAddToCart() {
  const mutation = useMutation({
    mutationFn: ({ product, quantity, size }: { product: CartItem } & AddChoice) => addToCart(product, { quantity, size }),
    onSuccess: (reply, { product, thenGo }) => {
      const toast = { title: toasts.addedToCart, description: describe(reply.msg, toasts.addedToCart, product.name), duration: TOAST_MS.normal };
      if (thenGo) {
        toastAfterNavigation({ kind: 'success', ...toast });
        location.assign(thenGo);
      } else {
        notify.success(toast.title, toast);
      }
    },
    onError: (err) => notify.error(toasts.addToCartFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });
  return {
    add: (product: CartItem, choice: AddChoice = {}) => mutation.mutate({ product, ...choice }),
    pendingId: mutation.isPending ? mutation.variables.product._id : undefined,
  };
}
