import type { PurchaseDetail } from '../../client/api';
import { formatOrderDate, isoDate } from '../../lib/dates';
import { formatRs } from '../../lib/money';
import { Spinner } from '../../ui/Spinner';
import { orders as t } from './messages';
import { PayNow } from './PayNow';

/** The order page's payment box: how it is paid, how that stands, and for online payments the hold and the refunds. */
export function PaymentPanel({ purchase: p, checking }: { purchase: PurchaseDetail; checking: boolean }) {
  const online = p.payment;
  return (
    <section aria-labelledby="purchase-payment" className="rounded-lg border border-line p-4 text-sm">
      <h2 id="purchase-payment" className="font-semibold">
        {t.payment}
      </h2>
      <p className="mt-1">{p.paymentLabel}</p>
      {checking ? (
        <p className="flex items-center gap-2 text-muted" role="status">
          <Spinner className="size-4" /> {t.online.checking}
        </p>
      ) : (
        <p className="text-muted" data-testid="payment-status">
          {t.paymentStatuses[p.paymentStatus] ?? p.paymentStatus}
        </p>
      )}
      {online?.state === 'holding' && !checking && <p className="mt-1 text-muted">{t.online.holdUntil(formatOrderDate(online.holdExpiresAt))}</p>}
      {p.payUntil && !checking && <PayNow purchaseId={p._id} until={p.payUntil} className="mt-3" />}
      {online?.paymentId && <p className="mt-1 break-all text-xs text-muted">{t.online.paymentId(online.paymentId)}</p>}
      {online && online.refunds.length > 0 && (
        <div className="mt-3 border-t border-line pt-3">
          <h3 className="font-semibold">{t.online.refunds}</h3>
          <ul className="mt-1 flex flex-col gap-2">
            {online.refunds.map((r) => (
              <li key={`${r.createdAt}-${r.amount}`}>
                <span className="block">{t.online.refundLine(formatRs(r.amount))}</span>
                <span className="block text-muted">
                  {t.online.refundReasons[r.reason] ?? r.reason} · <time dateTime={isoDate(r.createdAt)}>{formatOrderDate(r.createdAt)}</time> ·{' '}
                  <strong data-testid="refund-state">{t.online.refundStates[r.state] ?? r.state}</strong>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
