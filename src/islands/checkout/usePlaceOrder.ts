import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { fieldErrors } from '../../lib/fieldErrors';
import { checkout } from '../../client/api';
import type { ApiError } from '../../client/http';
import { queryClient, queryKeys } from '../../client/query';
import { addressKey, type AddressForm } from '../../lib/address';
import { TOAST_MS } from '../../lib/constants';
import { toasts } from './messages';
import type { AddressInput, PurchaseChoice } from '../../lib/schemas';
import { loadSchemas } from '../../lib/validate';
import { addAddress, updateAddress } from '../../stores/addresses';
import { clearCart, refreshCart } from '../../stores/cart';
import { notify } from '../../stores/toasts';
import { go } from '../auth/navigate';
import { attemptKeeper } from './idempotency';
import { openGatewayCheckout } from './open-gateway';

export type AddressResult = { ok: true; addressId: number } | { ok: false; fieldErrors?: Record<string, string> };

const placeKey = ['checkout'] as const;

/**
 * An order on its way or placed: a second submit (Enter twice before the button greys) must not send
 * another. Read from the mutation cache, which knows at once; the hook's state shows on the next render.
 */
const placingOrPlaced = () =>
  queryClient
    .getMutationCache()
    .findAll({ mutationKey: placeKey })
    .some((m) => m.state.status === 'pending' || m.state.status === 'success');

/**
 * The checkout's two writes (docs/product.md §4, docs/features.md "Checkout and payment"): 'Continue to
 * Payment' settles the address (a new one is saved first, once, even if the order is retried); 'Place
 * Order' sends the cart (or Buy it now's item) with the chosen payment method in one
 * `POST /order/checkout`. The server computes every figure; a failure leaves cart and stock as they were.
 */
export function usePlaceOrder() {
  const attempt = useRef(attemptKeeper());
  const saved = useRef<{ key: string; id: number } | undefined>(undefined);

  const addressSave = useMutation({
    // 'Update' edits a saved address (the server keeps the copy an order went to).
    mutationFn: async ({ input, replacing }: { input: AddressInput; replacing?: number }) =>
      (replacing === undefined ? await addAddress(input) : await updateAddress(replacing, input)).data._id,
    onSuccess: (_, { replacing }) => notify.success(replacing === undefined ? toasts.addressAdded : toasts.addressUpdated, { duration: TOAST_MS.normal }),
    onError: (err, { replacing }) =>
      notify.error(replacing === undefined ? toasts.addressAddFailed : toasts.addressUpdateFailed, { description: err.msg, duration: TOAST_MS.normal }),
  });

  const placing = useMutation({
    mutationKey: placeKey,
    mutationFn: ({ addressId, choice }: { addressId: number; choice: PurchaseChoice }) => checkout({ ...choice, addressId }, attempt.current.keyFor(addressId)),
    onSuccess: (reply, { choice }) => {
      attempt.current.done();
      if (reply.payment) {
        // Paying online: the gateway's checkout, which sends the shopper back to the order's page.
        if (!choice.items) clearCart();
        openGatewayCheckout(reply.payment.checkout);
        return;
      }
      // Stays busy (isSuccess) while the order's page opens. Buy it now never touched the cart.
      go(reply.purchase ? `/orders/${reply.purchase._id}` : '/orders', { toast: { kind: 'success', title: toasts.orderPlaced, duration: TOAST_MS.normal } });
      if (!choice.items) clearCart();
    },
    onError: (err, { choice }) => {
      notify.error(toasts.orderFailed, { description: err.msg, duration: TOAST_MS.normal });
      // Nothing was taken: show the server's cart, stock and figures as they are.
      if (!choice.items) void refreshCart();
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes });
    },
  });

  async function resolveAddress(o: { selectedId: number | null; form: AddressForm; replacing?: number }): Promise<AddressResult> {
    if (o.selectedId !== null) return { ok: true, addressId: o.selectedId };
    const key = addressKey(o.form);
    if (saved.current?.key === key) return { ok: true, addressId: saved.current.id };
    const { addressSchema } = await loadSchemas();
    const parsed = addressSchema.safeParse(o.form);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
    try {
      const id = await addressSave.mutateAsync({ input: parsed.data, replacing: o.replacing });
      saved.current = { key, id };
      return { ok: true, addressId: id };
    } catch (err) {
      return { ok: false, fieldErrors: (err as ApiError).errors ?? {} };
    }
  }

  function place(addressId: number, choice: PurchaseChoice): void {
    if (!placingOrPlaced()) placing.mutate({ addressId, choice });
  }

  /** A refused checkout's reasons by cart line id or item index ('Only 1 left in size L'), shown next to the lines. */
  const lineErrors = (placing.error?.status === 409 && placing.error.errors) || {};
  return { busy: placing.isPending || placing.isSuccess, savingAddress: addressSave.isPending, resolveAddress, place, lineErrors };
}
