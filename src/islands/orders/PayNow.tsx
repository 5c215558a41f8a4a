import { useMutation } from '@tanstack/react-query';
import { resumePayment } from '../../client/api';
import { queryClient, queryKeys } from '../../client/query';
import { PAY_NOW_TICK_MS, TOAST_MS } from '../../lib/constants';
import { minutesLeft } from '../../lib/dates';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';
import { openGatewayCheckout } from '../checkout/open-gateway';
import { orders as t } from './messages';
import { useNow } from './useNow';

/**
 * Pay now on a purchase still waiting for its online payment (the gateway's page closed or lost): the
 * minutes left while its items are held, and the same gateway order's checkout again. Once the time is
 * up the button goes; the server refuses it then too (409), and the page reads the purchase again.
 */
export function PayNow({ purchaseId, until, className = '' }: { purchaseId: number; until: string; className?: string }) {
  const left = minutesLeft(until, useNow(PAY_NOW_TICK_MS));
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
  if (left === 0) return <p className={`text-sm text-muted ${className}`}>{t.payNow.timeOver}</p>;
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
