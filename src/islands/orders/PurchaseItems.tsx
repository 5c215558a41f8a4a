import type { Purchase, PurchaseDetail } from '../../client/api';
import { shopperMayCancel } from '../../lib/fulfilment';
import { formatRs, lineTotal } from '../../lib/money';
import { LinePicture } from '../../ui/LinePicture';
import { outlineButton } from '../../ui/buttons';
import { StepBadge } from '../../ui/StepBadge';
import { ItemReturn } from './ItemReturn';
import { orders as t } from './messages';

type Item = Purchase['items'][number];

/**
 * A purchase's items: picture, name, size, quantity and line total; each item's own step when they
 * differ, why a cancelled one was cancelled, and (on the order's page) a button to cancel one item
 * while it has not shipped and others remain.
 */
export function PurchaseItems({
  purchase: p,
  onCancel,
  busyId,
  returns,
}: {
  purchase: Purchase;
  onCancel?: (item: Item) => void;
  busyId?: number;
  /** On the order's page: each delivered item's return or exchange. */
  returns?: { purchase: PurchaseDetail; onReturn: (item: Item) => void; busy: boolean };
}) {
  const live = p.items.filter((o) => o.step !== 'cancelled').length;
  return (
    <ul className="divide-y divide-line">
      {p.items.map((o) => (
        <li key={o._id} className="flex gap-3 py-3 text-sm">
          <LinePicture picture={o.picture} image={o.image} box="order" className="shrink-0 rounded-md bg-soft" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold break-words">{o.prodId ? <a href={`/products/${o.prodId}`}>{o.name}</a> : o.name}</h3>
            <p className="text-muted">
              {t.size}: {o.size} · {t.quantity}: {o.quantity}
            </p>
            {(p.step === 'mixed' || o.step === 'cancelled') && (
              <p className="mt-1">
                <span className="sr-only">{t.itemStatus}</span>
                <StepBadge step={o.step} />
              </p>
            )}
            {o.step === 'cancelled' && (
              <p className="mt-1 text-xs text-muted">
                {o.cancelledBy === 'shopper' ? t.byYou : t.byStore}
                {o.cancelReason && ` · ${t.reason(o.cancelReason)}`}
              </p>
            )}
            {onCancel && live > 1 && shopperMayCancel(o.step) && (
              <button
                type="button"
                className={`${outlineButton} mt-2 px-3 py-1 text-xs`}
                aria-label={t.cancelItemLabel(o.name, o.size)}
                disabled={busyId !== undefined}
                onClick={() => onCancel(o)}
              >
                {busyId === o._id ? t.cancelling : t.cancelItem}
              </button>
            )}
            {returns && <ItemReturn purchase={returns.purchase} item={o} onReturn={returns.onReturn} busy={returns.busy} />}
          </div>
          <p className={`shrink-0 font-semibold ${o.step === 'cancelled' ? 'text-muted line-through' : ''}`}>{formatRs(lineTotal(o.price, o.quantity))}</p>
        </li>
      ))}
    </ul>
  );
}
