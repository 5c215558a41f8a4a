import { useMutation } from '@tanstack/react-query';
import type { Product } from '../../client/api';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import type { CartChoice } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { toastAfterNavigation } from '../auth/navigate';
import { describe } from '../../ui/toastText';

/** The cart's queries and writes (src/stores/cart.ts), fetched when first wanted. */
export const loadCart = () => import('../../stores/cart');

/** Starts fetching the cart's module (a size chosen: an add is likely next). */
export function preloadCart(): void {
  void loadCart().catch(() => undefined);
}

type CartItem = { _id: number; name: string; sizes?: Product['sizes'] };

/** How many, in which size, and (`thenGo`) the page to open once it is in: its success toast is kept for that page. */
export interface AddChoice extends CartChoice {
  thenGo?: string;
}

/**
 * Adds a product to the cart with docs/product.md §8's toasts; a guest's goes to the cart kept in this
 * browser (src/stores/cart.ts). `pendingId` is the product being added, for its button. The cart's
 * module loads with the first add (or `preloadCart`), not with the button.
 */
export function useAddToCart() {
  const mutation = useMutation({
    mutationFn: async ({ product, quantity, size }: { product: CartItem } & AddChoice) => (await loadCart()).addToCart(product, { quantity, size }),
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
