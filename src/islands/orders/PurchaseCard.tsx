import type { Purchase } from '../../client/api';
import { formatOrderDate, isoDate } from '../../lib/dates';
import { formatRs } from '../../lib/money';
import { orders as t } from './messages';
import { PayNow } from './PayNow';
import { PurchaseItems } from './PurchaseItems';
import { StepBadge } from '../../ui/StepBadge';

/** One purchase on /orders: its number, date and status, its items, where it goes, how it is paid and its total (and Pay now while it waits). */
export function PurchaseCard({ purchase: p }: { purchase: Purchase }) {
  const a = p.address;
  return (
    <li>
      <article aria-labelledby={`purchase-${p._id}`} className="rounded-lg border border-line">
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line bg-soft px-4 py-3">
          <div className="min-w-0">
            <h2 id={`purchase-${p._id}`} className="text-base font-semibold">
              <a href={`/orders/${p._id}`} className="hover:underline">
                {t.purchase(p._id)}
              </a>
            </h2>
            <p className="text-sm text-muted">
              <time dateTime={isoDate(p.createdAt)}>{formatOrderDate(p.createdAt)}</time> · {t.items(p.items.length)}
            </p>
          </div>
          <StepBadge step={p.step} />
        </header>
        <div className="px-4">
          <PurchaseItems purchase={p} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 border-t border-line px-4 py-3 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-muted">{t.deliverTo}</dt>
            <dd className="break-words">{a ? `${a.firstName} ${a.lastName}, ${a.city} ${a.pincode}` : t.noAddress}</dd>
          </div>
          <div>
            <dt className="text-muted">{t.payment}</dt>
            <dd>{p.paymentLabel}</dd>
          </div>
          <div>
            <dt className="text-muted">{t.total}</dt>
            <dd className="font-semibold" data-testid="purchase-total">
              {formatRs(p.total)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm">
          {p.payUntil ? <PayNow purchaseId={p._id} until={p.payUntil} /> : <span />}
          <a href={`/orders/${p._id}`} aria-label={t.openPurchase(p._id)} className="ml-auto font-medium underline underline-offset-4">
            {t.viewOrder}
          </a>
        </div>
      </article>
    </li>
  );
}
