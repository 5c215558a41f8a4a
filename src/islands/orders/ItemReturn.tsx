import type { PurchaseDetail } from '../../client/api';
import { formatOrderDate } from '../../lib/dates';
import { formatRs } from '../../lib/money';
import { returnDeadline, returnWords, withinReturnWindow } from '../../lib/returns';
import { outlineButton } from '../../ui/buttons';
import { orders as t } from './messages';

type Item = PurchaseDetail['items'][number];

/** When the item was last marked Delivered, from the purchase's history. */
const deliveredAt = (p: PurchaseDetail, orderId: number) =>
  p.history
    .filter((h) => h.orderId === orderId && h.step === 'delivered')
    .map((h) => h.at)
    .sort()
    .at(-1);

/** The return of an item, or of the item it replaced. */
export const returnOf = (p: PurchaseDetail, orderId: number) => p.returns.find((r) => r.orderId === orderId);
const replaced = (p: PurchaseDetail, orderId: number) => p.returns.find((r) => r.replacementOrderId === orderId);

/**
 * Under a delivered item: 'Return or exchange' (and until when) while its window is open and nothing
 * was asked; once asked, where the return stands in the shopper's words; a replacement says what it replaces.
 */
export function ItemReturn({ purchase: p, item, onReturn, busy }: { purchase: PurchaseDetail; item: Item; onReturn: (item: Item) => void; busy: boolean }) {
  const ret = returnOf(p, item._id);
  const was = replaced(p, item._id);
  const original = was && p.items.find((o) => o._id === was.orderId);
  const delivered = deliveredAt(p, item._id);
  return (
    <>
      {original && <p className="mt-1 text-xs text-muted">{t.replacementOf(original.name, original.size)}</p>}
      {ret ? (
        <div className="mt-2 rounded-md bg-soft px-3 py-2 text-xs">
          <p>
            <span className="font-semibold">{returnWords.status[ret.status]}</span>
            {' · '}
            {t.returnAsked(ret.resolution === 'exchange' && ret.exchangeSize ? t.exchangeFor(ret.exchangeSize) : t.aRefund)}
            {' · '}
            {returnWords.reason[ret.reason]}
          </p>
          {ret.declineReason && <p className="mt-1">{t.declinedBecause(ret.declineReason)}</p>}
          {ret.refund && <p className="mt-1">{t.refundedBy(formatRs(ret.refund.amount), returnWords.method[ret.refund.method], ret.refund.reference)}</p>}
        </div>
      ) : (
        item.step === 'delivered' &&
        delivered &&
        withinReturnWindow(delivered) && (
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <button
              type="button"
              className={`${outlineButton} px-3 py-1 text-xs`}
              aria-label={t.returnItemLabel(item.name, item.size)}
              disabled={busy}
              onClick={() => onReturn(item)}
            >
              {t.returnItem}
            </button>
            <span className="text-xs text-muted">{t.returnUntil(formatOrderDate(returnDeadline(delivered)))}</span>
          </div>
        )
      )}
    </>
  );
}
