import type { ReturnRow } from '../../../client/api';
import { formatOrderDate } from '../../../lib/dates';
import { formatRs } from '../../../lib/money';
import { returnWords } from '../../../lib/returns';
import { outlineButton, primaryButton } from '../../../ui/buttons';
import { LinePicture } from '../../../ui/LinePicture';
import { returnsText as t } from './messages';
import type { ReturnAsk } from './ReturnActionDialog';

const statusColour: Record<ReturnRow['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  declined: 'bg-gray-200 text-gray-800',
  received: 'bg-violet-100 text-violet-900',
  refunded: 'bg-emerald-100 text-emerald-900',
  exchanged: 'bg-emerald-100 text-emerald-900',
};

/** The next step(s) an admin may take on a return at its status. */
function actionsOf(r: ReturnRow): ReturnAsk['kind'][] {
  if (r.status === 'requested') return ['approve', 'decline'];
  if (r.status === 'approved') return ['receive'];
  if (r.status === 'received' && r.resolution === 'refund') return ['refund'];
  return [];
}

/** One return: the item, the shopper, what they want and why, where it stands, and its next step. */
export function ReturnCard({ row: r, onAsk, busy }: { row: ReturnRow; onAsk: (a: ReturnAsk) => void; busy: boolean }) {
  const label = { approve: t.approve, decline: t.decline, receive: t.receive, refund: t.refund };
  const name = `${r.order.name} (${r.order.size})`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row">
      <LinePicture picture={r.order.picture} image={r.order.image} box="summary" className="shrink-0 rounded-md bg-soft" />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{r.order.name}</h3>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusColour[r.status]}`}>{returnWords.status[r.status]}</span>
        </div>
        <p className="text-muted">
          {t.order(r.order.purchaseId, r.order._id)} · {t.sizeQty(r.order.size, r.order.quantity)}
        </p>
        <p className="break-words text-muted">
          {r.order.userName} · {r.order.userEmail}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="text-muted">{t.wants}</dt>
          <dd className="font-medium">
            {r.resolution === 'exchange' && r.exchangeSize ? t.exchangeTo(r.order.size, r.exchangeSize) : t.refundOf(formatRs(r.refundDue))}
          </dd>
          <dt className="text-muted">{t.reason}</dt>
          <dd className="break-words">
            {returnWords.reason[r.reason]}
            {r.note && ` — ${r.note}`}
          </dd>
          {r.paymentLabel && (
            <>
              <dt className="text-muted">{t.paidBy}</dt>
              <dd>{r.paymentLabel}</dd>
            </>
          )}
          {r.deliveredAt && (
            <>
              <dt className="text-muted">{t.delivered}</dt>
              <dd>{formatOrderDate(r.deliveredAt)}</dd>
            </>
          )}
          <dt className="text-muted">{t.asked}</dt>
          <dd>{formatOrderDate(r.createdAt)}</dd>
        </dl>
        {r.declineReason && <p className="mt-2">{t.declinedBecause(r.declineReason)}</p>}
        {r.damaged && <p className="mt-2 font-medium text-red-800">{t.damaged}</p>}
        {r.replacementOrderId && <p className="mt-2">{t.replacement(r.replacementOrderId)}</p>}
        {r.refund && <p className="mt-2">{t.refunded(formatRs(r.refund.amount), returnWords.method[r.refund.method], r.refund.reference)}</p>}
      </div>
      {actionsOf(r).length > 0 && (
        <div className="flex shrink-0 flex-wrap items-start gap-2 sm:flex-col sm:items-stretch">
          {actionsOf(r).map((kind, i) => (
            <button
              key={kind}
              type="button"
              className={`${i === 0 ? primaryButton : outlineButton} px-3 py-1.5 text-sm`}
              aria-label={t.actionLabel(label[kind], name)}
              disabled={busy}
              onClick={() => onAsk({ kind, row: r })}
            >
              {label[kind]}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
