import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Purchase, requestReturn } from '../../client/api';
import type { ApiError } from '../../client/http';
import { queryClient, queryKeys } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import type { ReturnRequestInput } from '../../lib/schemas';
import { notify } from '../../stores/toasts';
import { orders as t } from './messages';

type Item = Purchase['items'][number];

/** Asking for an item back: the item the dialog is open for, the request, then the purchase read again. */
export function useReturn(purchaseId: number) {
  const [item, setItem] = useState<Item>();
  const send = useMutation<Awaited<ReturnType<typeof requestReturn>>, ApiError, ReturnRequestInput>({
    mutationFn: (body) => requestReturn(body),
    onSuccess: (reply) => {
      notify.success(t.returnSent, { description: reply.msg, duration: TOAST_MS.normal });
      setItem(undefined);
      void queryClient.invalidateQueries({ queryKey: queryKeys.purchase(purchaseId) });
      void queryClient.invalidateQueries({ queryKey: ['purchases'] });
    },
  });
  return {
    item,
    open: (i: Item) => {
      send.reset();
      setItem(i);
    },
    close: () => !send.isPending && setItem(undefined),
    send: send.mutate,
    pending: send.isPending,
    error: send.error ?? undefined,
  };
}
