import { useRef, useState } from 'react';
import { fieldErrors } from '../../lib/fieldErrors';
import { checkout } from '../../client/api';
import type { ApiError } from '../../client/http';
import { addressKey, type AddressForm } from '../../lib/address';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { addressSchema } from '../../lib/schemas';
import { addAddress, deleteAddress } from '../../stores/addresses';
import { clearCart, refreshCart } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { go } from '../auth/navigate';
import { attemptKeeper } from './idempotency';

export type PlaceResult = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

/**
 * 'Continue to Payment' (docs/product.md §4, docs/product.md §10): with a selected address the order is placed at
 * once; otherwise the form's address is saved first (once, even if the order is retried), then the
 * whole cart becomes orders in one `POST /order/checkout`. A failure leaves the cart as it was.
 */
export function usePlaceOrder() {
  const [busy, setBusy] = useState(false);
  /** A refused checkout's reasons by cart line id ('Only 1 left in size L'), shown next to the lines. */
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const inFlight = useRef(false);
  const attempt = useRef(attemptKeeper());
  const saved = useRef<{ key: string; id: number } | undefined>(undefined);

  async function saveNew(form: AddressForm, replacing?: number): Promise<number | Record<string, string>> {
    const key = addressKey(form);
    if (saved.current?.key === key) return saved.current.id;
    const parsed = addressSchema.safeParse(form);
    if (!parsed.success) return fieldErrors(parsed.error);
    try {
      const reply = await addAddress(parsed.data);
      saved.current = { key, id: reply.data._id };
      notify.success(toasts.addressAdded, { duration: TOAST_MS.normal });
      // 'Update' edits a saved address: the edited copy replaces it.
      if (replacing !== undefined)
        await deleteAddress(replacing).catch(() => {
          /* the old copy stays; nothing lost */
        });
      return reply.data._id;
    } catch (err) {
      const e = err as ApiError;
      notify.error(toasts.addressAddFailed, { description: e.msg, duration: TOAST_MS.normal });
      return e.errors ?? {};
    }
  }

  async function place(o: { selectedId: number | null; form: AddressForm; replacing?: number }): Promise<PlaceResult> {
    if (inFlight.current) return { ok: false };
    inFlight.current = true;
    setBusy(true);
    const fail = (fieldErrors?: Record<string, string>): PlaceResult => {
      inFlight.current = false;
      setBusy(false);
      return { ok: false, fieldErrors };
    };
    let addressId = o.selectedId;
    if (addressId === null) {
      const result = await saveNew(o.form, o.replacing);
      if (typeof result !== 'number') return fail(result);
      addressId = result;
    }
    setLineErrors({});
    try {
      await checkout(addressId, attempt.current.keyFor(addressId));
    } catch (err) {
      const e = err as ApiError;
      if (e.status === 409 && e.errors) setLineErrors(e.errors);
      notify.error(toasts.orderFailed, { description: e.msg, duration: TOAST_MS.normal });
      // Nothing was taken: show the server's cart as it is.
      void refreshCart();
      return fail();
    }
    attempt.current.done();
    // Stays busy while the orders page opens.
    go('/orders', { toast: { kind: 'success', title: toasts.orderPlaced, duration: TOAST_MS.normal } });
    clearCart();
    return { ok: true };
  }

  return { busy, place, lineErrors };
}
