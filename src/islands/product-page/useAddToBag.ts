import { useMutation } from '@tanstack/react-query';
import type { Product } from '../../client/api';
import { TOAST_MS } from '../../lib/constants';
import { notify } from '../../stores/toasts';
import { toasts } from '../product-list/messages';
import { loadCart } from '../product-list/useAddToCart';

/** What went into the bag, for the drawer that shows it. */
export interface Added {
  size: string;
  quantity: number;
}

/**
 * The product page's 'Add to bag': the cart's own add (a guest's kept in this browser, a shopper's on
 * the server), then `onAdded` opens the drawer instead of leaving the page; a refusal is a toast.
 */
export function useAddToBag(product: Product, onAdded: (added: Added) => void) {
  const mutation = useMutation({
    mutationFn: async (added: Added) => (await loadCart()).addToCart(product, added),
    onSuccess: (_reply, added) => onAdded(added),
    onError: (err) => notify.error(toasts.addToCartFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });
  return { add: (added: Added) => mutation.mutate(added), busy: mutation.isPending };
}
