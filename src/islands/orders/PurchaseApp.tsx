import { useQuery } from '@tanstack/react-query';
import { getPurchase } from '../../client/api';
import { queryKeys, withQueryClient } from '../../client/query';
import { formatOrderDate, isoDate } from '../../lib/dates';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useGuard } from '../auth/useGuard';
import { AddressLines } from '../checkout/AddressLines';
import { SummaryFigures } from '../checkout/SummaryFigures';
import { orders as t } from './messages';
import { PurchaseItems } from './PurchaseItems';
import { Timeline, Updates } from './Timeline';
import { useCancel } from './useCancel';
import { CancelDialog } from './CancelDialog';
import { ReturnDialog } from './ReturnDialog';
import { useReturn } from './useReturn';
import { PaymentPanel } from './PaymentPanel';
import { usePaymentReturn } from './usePaymentReturn';
import { progressOf, shopperMayCancel } from '../../lib/fulfilment';
import { TaxDocuments } from '../invoices/TaxDocuments';
import { outlineButton } from '../../ui/buttons';
import { StepBadge } from '../../ui/StepBadge';

/** /orders/{id}: one purchase with its items, address, payment and the summary stored when it was placed. */
function PurchaseApp({ id }: { id: number }) {
  const allowed = useGuard();
  const purchase = useQuery({ queryKey: queryKeys.purchase(id), queryFn: async () => (await getPurchase(id)).data, enabled: allowed });
  const cancel = useCancel(id);
  const ret = useReturn(id);
  // Back from the gateway's checkout: the payment checked (or the hold released) before the page settles.
  const checking = usePaymentReturn(id, allowed, purchase.data?.paymentStatus);
  const back = (
    <a href="/orders" className="text-sm font-medium underline underline-offset-4">
      {t.allOrders}
    </a>
  );

  if (purchase.isError && purchase.error.status === 404) {
    return (
      <EmptyState title={t.notFound}>
        <p>{t.notFoundHint}</p>
        <p className="mt-3">{back}</p>
      </EmptyState>
    );
  }
  if (purchase.isError) return <ErrorState title={t.error} detail={purchase.error.msg} onRetry={() => void purchase.refetch()} />;
  if (!allowed || !purchase.data) return <Spinner className="py-16" />;
  const p = purchase.data;
  const a = p.address;
  const live = p.items.filter((o) => o.step !== 'cancelled');
  // The whole order can be cancelled while nothing of it has shipped.
  const cancellable = live.length > 0 && live.every((o) => shopperMayCancel(o.step));
  return (
    <div className="flex flex-col gap-6">
      <p>{back}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.purchase(p._id)}</h1>
          <p className="text-sm text-muted">
            {t.placedAt} <time dateTime={isoDate(p.createdAt)}>{formatOrderDate(p.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <StepBadge step={p.step} />
          {cancellable && (
            <button type="button" className={`${outlineButton} px-3 py-1.5 text-sm`} disabled={cancel.pending} onClick={() => cancel.setAsk({ kind: 'order' })}>
              {t.cancelOrder}
            </button>
          )}
        </div>
      </div>
      <section aria-labelledby="purchase-timeline" className="rounded-lg border border-line p-4 sm:p-6">
        <h2 id="purchase-timeline" className="mb-4 text-lg font-semibold">
          {t.timeline}
        </h2>
        <Timeline purchase={p} />
        {p.history.length > 0 && (
          <details className="mt-5 border-t border-line pt-3" open={p.returns.length > 0}>
            <summary className="cursor-pointer text-sm font-medium">{t.updates}</summary>
            <div className="mt-3">
              <Updates purchase={p} />
            </div>
          </details>
        )}
      </section>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="purchase-items" className="min-w-0 rounded-lg border border-line px-4">
          <h2 id="purchase-items" className="pt-4 text-lg font-semibold">
            {t.items(p.items.length)}
          </h2>
          <PurchaseItems
            purchase={p}
            onCancel={(item) => cancel.setAsk({ kind: 'item', item })}
            busyId={cancel.busyId}
            returns={{ purchase: p, onReturn: ret.open, busy: ret.pending }}
          />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="purchase-summary" className="rounded-lg bg-soft p-4 sm:p-6">
            <h2 id="purchase-summary" className="text-lg font-semibold">
              {t.summary}
            </h2>
            <SummaryFigures summary={p} paymentLabel={p.paymentLabel} freeShippingHint={false} className="mt-4" />
          </section>
          <PaymentPanel purchase={p} checking={checking} />
          <TaxDocuments purchaseId={p._id} enabled={p.items.some((i) => progressOf(i.step) >= progressOf('shipped'))} />
          <section aria-labelledby="purchase-address" className="rounded-lg border border-line p-4 text-sm">
            <h2 id="purchase-address" className="font-semibold">
              {t.deliverTo}
            </h2>
            {a ? (
              <address className="mt-1 not-italic leading-relaxed break-words">
                <span className="block">
                  {a.firstName} {a.lastName}
                </span>
                <AddressLines address={a} />
              </address>
            ) : (
              <p className="mt-1 text-muted">{t.noAddress}</p>
            )}
          </section>
        </div>
      </div>
      <CancelDialog ask={cancel.ask} pending={cancel.pending} onConfirm={cancel.confirm} onClose={() => cancel.setAsk(undefined)} />
      <ReturnDialog purchase={p} item={ret.item} pending={ret.pending} error={ret.error} onSend={ret.send} onClose={ret.close} />
    </div>
  );
}

export default withQueryClient(PurchaseApp);
