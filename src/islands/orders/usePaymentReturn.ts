import { useEffect, useRef, useState } from 'react';
import { abandonPayment, type PurchaseDetail } from '../../client/api';
import type { ApiError } from '../../client/http';
import { queryClient, queryKeys } from '../../client/query';
import { TOAST_MS } from '../../lib/constants';
import { notify } from '../../stores/toasts';
import { orders as t } from './messages';

/**
 * What the shopper is told back from the gateway, by the payment state the page read from the server:
 * the address only says the shopper is back (anyone can write `?payment=paid` into a link).
 */
const told: Partial<Record<PurchaseDetail['paymentStatus'], () => void>> = {
  paid: () => notify.success(t.online.paid, { duration: TOAST_MS.longest }),
  refunded: () => notify.success(t.online.lateRefund, { duration: TOAST_MS.longest }),
  awaiting_payment: () => notify.info(t.online.notCompleted, { duration: TOAST_MS.longest }),
  payment_failed: () => notify.info(t.online.notPaid, { duration: TOAST_MS.longest }),
};
/**
 * `?payment=` on the way back: the store's callback (routes/payments.ts) after a signed success says
 * `paid` or `refunded`; `closed` is the gateway's Back (its cancel_url), which nobody has told the store
 * about yet. `failed` and `pending` are older links' words, read the same way.
 */
const returns = ['paid', 'refunded', 'failed', 'pending', 'closed'] as const;
type Outcome = (typeof returns)[number];
const isOutcome = (v: string | null): v is Outcome => returns.some((r) => r === v);

/**
 * Back from the gateway on /orders/{id}: once the purchase is read, the shopper is told how its payment
 * stands (`status`, the server's word, never the address's); a close releases the held units at once
 * (the sweeper would, later). The address is cleaned so a reload does not say it again.
 */
export function usePaymentReturn(purchaseId: number, enabled: boolean, status: PurchaseDetail['paymentStatus'] | undefined) {
  const [checking, setChecking] = useState(false);
  const [back, setBack] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    const outcome = new URLSearchParams(window.location.search).get('payment');
    if (!isOutcome(outcome)) return;
    done.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (outcome !== 'closed') {
      setBack(true);
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
  useEffect(() => {
    if (!back || status === undefined) return;
    setBack(false);
    told[status]?.();
  }, [back, status]);
  return checking;
}
