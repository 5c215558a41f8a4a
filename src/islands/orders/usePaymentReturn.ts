import { useEffect, useRef, useState } from 'react';
import { abandonPayment } from '../../client/api';
import type { ApiError } from '../../client/http';
import { queryClient, queryKeys } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import { notify } from '../../stores/toasts';
import { orders as t } from './messages';

/**
 * What the address says on the way back from the gateway: the store's callback (routes/payments.ts)
 * has already recorded the outcome and says which (`paid`, `refunded`, `failed`, `pending`); `closed`
 * is the gateway's Back (its cancel_url), which nobody has told the store about yet.
 */
const outcomes = {
  paid: () => notify.success(t.online.paid, { duration: TOAST_MS.longest }),
  refunded: () => notify.success(t.online.lateRefund, { duration: TOAST_MS.longest }),
  failed: () => notify.info(t.online.notPaid, { duration: TOAST_MS.longest }),
  pending: () => notify.info(t.online.notCompleted, { duration: TOAST_MS.longest }),
} as const;
type Outcome = keyof typeof outcomes | 'closed';
const isOutcome = (v: string | null): v is Outcome => v === 'closed' || (v !== null && Object.hasOwn(outcomes, v));

/**
 * Back from the gateway on /orders/{id}: the shopper is told what the callback recorded; a close
 * releases the held units at once (the sweeper would, later). The address is cleaned so a reload does
 * not say it again. A toast only: the page itself shows the purchase as the server has it.
 */
export function usePaymentReturn(purchaseId: number, enabled: boolean) {
  const [checking, setChecking] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    const outcome = new URLSearchParams(window.location.search).get('payment');
    if (!isOutcome(outcome)) return;
    done.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (outcome !== 'closed') {
      outcomes[outcome]();
      return;
    }
    setChecking(true);
    abandonPayment(purchaseId)
      .catch((err: ApiError) => {
        // Released already (a failure's webhook came first): the page says so either way.
        if (err.status !== 409) throw err;
      })
      .then(() => notify.info(t.online.notPaid, { duration: TOAST_MS.longest }))
      .catch((err: ApiError) => notify.error(t.online.checkFailed, { description: err.msg || t.online.checkFailedHint, duration: TOAST_MS.longest }))
      .finally(() => {
        setChecking(false);
        void queryClient.invalidateQueries({ queryKey: queryKeys.purchase(purchaseId) });
      });
  }, [enabled, purchaseId]);
  return checking;
}
