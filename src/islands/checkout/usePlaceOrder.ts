import { useRef, useState } from 'react';
import { fieldErrors } from '../../lib/fieldErrors';
import { checkout, type PurchaseChoice } from '../../client/api';
import type { ApiError } from '../../client/http';
import { queryClient, queryKeys } from '../../client/query';
import { addressKey, type AddressForm } from '../../lib/address';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import { addressSchema } from '../../lib/schemas';
import { addAddress, deleteAddress } from '../../stores/addresses';
import { clearCart, refreshCart } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { go } from '../auth/navigate';
import { attemptKeeper } from './idempotency';

export type AddressResult = { ok: true; addressId: number } | { ok: false; fieldErrors?: Record<string, string> };

/**
 * The checkout's two writes (docs/product.md §4, README "Checkout and payment"): 'Continue to
 * Payment' settles the address (a new one is saved first, once, even if the order is retried); 'Place
 * Order' sends the cart (or Buy it now's item) with the chosen payment method in one
 * `POST /order/checkout`. The server computes every figure; a failure leaves cart and stock as they were.
 */
export function usePlaceOrder() {
  const [busy, setBusy] = useState(false);
  const [savingAddress, setSavingAddress] = useState(false);
  /** A refused checkout's reasons by cart line id or item index ('Only 1 left in size L'), shown next to the lines. */
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

  async function resolveAddress(o: { selectedId: number | null; form: AddressForm; replacing?: number }): Promise<AddressResult> {
    if (o.selectedId !== null) return { ok: true, addressId: o.selectedId };
    setSavingAddress(true);
    const result = await saveNew(o.form, o.replacing);
    setSavingAddress(false);
    return typeof result === 'number' ? { ok: true, addressId: result } : { ok: false, fieldErrors: result };
  }

  async function place(addressId: number, choice: PurchaseChoice): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setLineErrors({});
    try {
      const reply = await checkout({ ...choice, addressId }, attempt.current.keyFor(addressId));
      attempt.current.done();
      // Stays busy while the order's page opens. Buy it now never touched the cart.
      go(reply.purchase ? `/orders/${reply.purchase._id}` : '/orders', { toast: { kind: 'success', title: toasts.orderPlaced, duration: TOAST_MS.normal } });
      if (!choice.items) clearCart();
      return true;
    } catch (err) {
      const e = err as ApiError;
      if (e.status === 409 && e.errors) setLineErrors(e.errors);
      notify.error(toasts.orderFailed, { description: e.msg, duration: TOAST_MS.normal });
      // Nothing was taken: show the server's cart, stock and figures as they are.
      if (!choice.items) void refreshCart();
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes });
      inFlight.current = false;
      setBusy(false);
      return false;
    }
  }

  return { busy, savingAddress, resolveAddress, place, lineErrors };
}
