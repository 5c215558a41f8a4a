import { useMutation } from '@tanstack/react-query';
import type { CartLine } from '../../client/api';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { clampQuantity } from '../../lib/quantity';
import { removeLine, setQuantity } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { describe } from '../../ui/toastText';

/**
 * Quantity ± (saved on the server) and remove, with docs/product.md §8's toasts. The cart changes at
 * once and is put back if the server refuses (src/stores/cart.ts); `pendingId` is the line being saved.
 */
export function useCartLineActions() {
  const quantity = useMutation({
    mutationFn: ({ line, quantity }: { line: CartLine; quantity: number }) => setQuantity(line._id, quantity),
    onError: (err) => notify.error(toasts.quantityFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });
  const removal = useMutation({
    mutationFn: (line: CartLine) => removeLine(line._id),
    onSuccess: (reply, line) =>
      notify.success(toasts.removedFromCart, { description: describe(reply.msg, toasts.removedFromCart, line.name), duration: TOAST_MS.normal }),
    onError: (err) => notify.error(toasts.removeFromCartFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });

  function changeQuantity(line: CartLine, next: number) {
    const clamped = clampQuantity(next);
    if (clamped !== line.quantity) quantity.mutate({ line, quantity: clamped });
  }

  const pendingId = quantity.isPending ? quantity.variables.line._id : removal.isPending ? removal.variables._id : undefined;
  return { pendingId, changeQuantity, remove: removal.mutate };
}
