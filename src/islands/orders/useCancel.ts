import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelOrderItem, cancelPurchase, type Purchase } from '../../client/api';
import { queryClient, queryKeys } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import { notify } from '../../stores/toasts';
import { orders as t } from './messages';

type Item = Purchase['items'][number];
/** What the shopper asked to cancel, waiting for the confirmation. */
export type CancelAsk = { kind: 'order' } | { kind: 'item'; item: Item };

/** Cancelling a purchase or one item (asked first), then the purchase and the list read again. */
export function useCancel(purchaseId: number) {
  const [ask, setAsk] = useState<CancelAsk>();
  const cancel = useMutation({
    mutationFn: (a: CancelAsk) => (a.kind === 'order' ? cancelPurchase(purchaseId) : cancelOrderItem(a.item._id)),
    onSuccess: (reply) => {
      notify.success(t.cancelled, { description: reply.msg, duration: TOAST_MS.normal });
      void queryClient.invalidateQueries({ queryKey: queryKeys.purchase(purchaseId) });
      void queryClient.invalidateQueries({ queryKey: ['purchases'] });
    },
    onError: (err) => notify.error(t.cancelFailed, { description: err.msg, duration: TOAST_MS.normal }),
    onSettled: () => setAsk(undefined),
  });
  const busyId = cancel.isPending && cancel.variables.kind === 'item' ? cancel.variables.item._id : undefined;
  return { ask, setAsk, confirm: () => ask && cancel.mutate(ask), pending: cancel.isPending, busyId };
}
