import { useState } from 'react';
import type { CartLine } from '../../client/api';
import type { ApiError } from '../../client/http';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { clampQuantity } from '../../lib/quantity';
import { removeLine, setQuantity } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { describe } from '../../ui/toastText';

/** Quantity ± (saved on the server) and remove, with docs/product.md §8's toasts; one line busy at a time. */
export function useCartLineActions() {
  const [busyId, setBusyId] = useState<number | undefined>();

  async function changeQuantity(line: CartLine, next: number) {
    const quantity = clampQuantity(next);
    if (quantity === line.quantity) return;
    setBusyId(line._id);
    try {
      await setQuantity(line._id, quantity);
    } catch (err) {
      notify.error(toasts.quantityFailed, { description: (err as ApiError).msg, duration: TOAST_MS.normal });
    } finally {
      setBusyId(undefined);
    }
  }

  async function remove(line: CartLine) {
    setBusyId(line._id);
    try {
      const reply = await removeLine(line._id);
      notify.success(toasts.removedFromCart, { description: describe(reply.msg, toasts.removedFromCart, line.name), duration: TOAST_MS.normal });
    } catch (err) {
      notify.error(toasts.removeFromCartFailed, { description: (err as ApiError).msg, duration: TOAST_MS.normal });
    } finally {
      setBusyId(undefined);
    }
  }

  return { busyId, changeQuantity, remove };
}
