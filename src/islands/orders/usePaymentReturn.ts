import { useEffect, useRef, useState } from 'react';
import { abandonPayment, verifyPayment } from '../../client/api';
import type { ApiError } from '../../client/http';
import { queryClient, queryKeys } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import { paymentReturnSchema } from '../../lib/schemas';
import { notify } from '../../stores/toasts';
import { orders as t } from './messages';

/** What the gateway's checkout put in the address it sent the shopper back to. */
function readReturn(search: string) {
  const q = new URLSearchParams(search);
  const paid = paymentReturnSchema.safeParse(Object.fromEntries(q));
  if (paid.success) return { kind: 'paid' as const, body: paid.data };
  const outcome = q.get('payment');
  return outcome === 'closed' || outcome === 'failed' ? { kind: 'not-paid' as const } : undefined;
}

/**
 * Back from the gateway on /orders/{id}: a success is sent to the server to check its signature and
 * record it; a close or failure releases the held units at once (the sweeper would, later). The
 * address is cleaned so a reload does not send it again.
 */
export function usePaymentReturn(purchaseId: number, enabled: boolean) {
  const [checking, setChecking] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    const back = readReturn(window.location.search);
    if (!back) return;
    done.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    setChecking(true);
    const work =
      back.kind === 'paid'
        ? verifyPayment(back.body).then((r) => notify.success(r.data.state === 'paid' ? t.online.paid : t.online.lateRefund, { duration: TOAST_MS.longest }))
        : abandonPayment(purchaseId)
            .catch((err: ApiError) => {
              // Released already (a failure's webhook came first): the page says so either way.
              if (err.status !== 409) throw err;
            })
            .then(() => notify.info(t.online.notPaid, { duration: TOAST_MS.longest }));
    work
      .catch((err: ApiError) => notify.error(t.online.checkFailed, { description: err.msg || t.online.checkFailedHint, duration: TOAST_MS.longest }))
      .finally(() => {
        setChecking(false);
        void queryClient.invalidateQueries({ queryKey: queryKeys.purchase(purchaseId) });
      });
  }, [enabled, purchaseId]);
  return checking;
}
