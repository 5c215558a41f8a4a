import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resumePayment } from '../../client/api';
import { queryClient, queryKeys } from '../../client/query';
import { PAY_NOW_MIN_MINUTES, PAY_NOW_TICK_MS, TOAST_MS } from '../../lib/constants';
import { hasMinutesLeft, minutesLeft } from '../../lib/dates';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';
import { openGatewayCheckout } from '../checkout/open-gateway';
import { orders as t } from './messages';
import { useNow } from './useNow';

/**
 * Pay now on a purchase still waiting for its online payment (the gateway's page closed or lost): the
 * minutes left while its items are held, and the same gateway order's checkout again. With less than
 * PAY_NOW_MIN_MINUTES left the button goes (a payment then could land after the release and be
 * refunded); the server refuses it then too (409), and the page reads the purchase again.
 */
export function PayNow({ purchaseId, until, className = '' }: { purchaseId: number; until: string; className?: string }) {
  const now = useNow(PAY_NOW_TICK_MS);
  const left = minutesLeft(until, now);
  const paying = useMutation({
    mutationFn: () => resumePayment(purchaseId),
    // Leaves the page for the gateway's: the button stays busy meanwhile.
    onSuccess: (reply) => openGatewayCheckout(reply.data.checkout),
    onError: (err) => {
      notify.error(t.payNow.failed, { description: err.msg, duration: TOAST_MS.long });
      void queryClient.invalidateQueries({ queryKey: queryKeys.purchase(purchaseId) });
      void queryClient.invalidateQueries({ queryKey: ['purchases'] });
    },
  });
  const { reset } = paying;
  useEffect(() => {
    // Back from the gateway's page through the back-forward cache: the page is as it was left, busy.
    const shown = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [reset]);
  if (!hasMinutesLeft(until, now, PAY_NOW_MIN_MINUTES)) return <p className={`text-sm text-muted ${className}`}>{t.payNow.timeOver}</p>;
  const busy = paying.isPending || paying.isSuccess;
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      <button
        type="button"
        className={`${primaryButton} px-3 py-1.5 text-sm`}
        aria-label={t.payNow.label(purchaseId)}
        aria-describedby={`pay-left-${purchaseId}`}
        disabled={busy}
        onClick={() => paying.mutate()}
      >
        {busy ? t.payNow.opening : t.payNow.button}
      </button>
      <span id={`pay-left-${purchaseId}`} className="text-sm text-muted" data-testid="pay-time-left">
        {t.payNow.timeLeft(left)}
      </span>
    </div>
  );
}
