import type { OrderRow } from '../../../client/api';
import { formatRs, lineTotal } from '../../../lib/money';
import { LinePicture } from '../../../ui/LinePicture';
import { StepBadge } from '../../../ui/StepBadge';
import { admin } from '../messages';
import { formatDateTime } from '../parts/format';
import { td, th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';
import { StepActions } from './StepActions';

const t = admin.orders;
/*
 * Narrower than a wide desktop (the console's box beside the side menu), each order is a card: the
 * checkbox and photo at its left, then the facts one under another, then the actions on a line of
 * their own. Wider, the same cells are a table that fits its box. Nothing scrolls sideways.
 */
const stacked = 'max-xl:block max-xl:border-0 max-xl:px-0 max-xl:py-0.5';

type Actions = Omit<Parameters<typeof StepActions>[0], 'order' | 'busy'>;

/** Manage Orders: per order its step as a badge, the amount, when, how it is paid, the item, and the moves it can make. */
export function OrdersTable({
  rows,
  busyIds,
  selected,
  onSelect,
  onSelectAll,
  onShow,
  actions,
}: {
  rows: OrderRow[];
  busyIds: readonly number[];
  selected: ReadonlySet<number>;
  onSelect: (o: OrderRow, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  onShow: (o: OrderRow) => void;
  actions: Actions;
}) {
  const all = rows.length > 0 && rows.every((o) => selected.has(o._id));
  return (
    <TableWrap label={admin.sections.manageOrders}>
      <table className="w-full border-collapse max-xl:block">
        <thead className="max-xl:sr-only">
          <tr>
            <th scope="col" className={th}>
              <input type="checkbox" aria-label={t.selectPage} checked={all} onChange={(e) => onSelectAll(e.target.checked)} className="size-4" />
            </th>
            {t.columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-xl:block max-xl:divide-y max-xl:divide-line">
          {rows.map((o) => (
            <tr
              key={o._id}
              className={`hover:bg-soft/60 max-xl:grid max-xl:grid-cols-[1.5rem_3rem_minmax(0,1fr)] max-xl:gap-x-3 max-xl:p-3 ${selected.has(o._id) ? 'bg-soft/60' : ''}`}
            >
              <td className={`${td} max-xl:row-span-6 max-xl:border-0 max-xl:p-0 max-xl:pt-1`}>
                <input
                  type="checkbox"
                  aria-label={t.select(o._id)}
                  checked={selected.has(o._id)}
                  onChange={(e) => onSelect(o, e.target.checked)}
                  className="size-4"
                />
              </td>
              <td className={`${td} max-xl:row-span-6 max-xl:border-0 max-xl:p-0`}>
                <LinePicture picture={o.picture} image={o.image} box="consoleRow" className="rounded bg-soft" />
              </td>
              <th scope="row" className={`${td} ${stacked} text-left font-medium`}>
                {o.name}
                <OrderFacts facts={t.orderFacts(o._id, o.quantity, o.size)} />
                <button
                  type="button"
                  aria-label={t.details(o._id)}
                  onClick={() => onShow(o)}
                  className="mt-1 text-xs font-semibold text-ink underline underline-offset-2 hover:no-underline"
                >
                  {t.detailsButton}
                </button>
              </th>
              <td className={`${td} ${stacked}`}>
                {o.userName}
                <span className="block break-all text-xs text-muted">{o.userEmail}</span>
              </td>
              <td className={`${td} ${stacked} tabular-nums`}>
                <span className="whitespace-nowrap font-semibold">{formatRs(lineTotal(o.price, o.quantity))}</span>
                {o.purchaseTotal !== null && o.purchaseItems > 1 && (
                  <span className="block text-xs text-muted">{t.step.purchaseOf(formatRs(o.purchaseTotal), o.purchaseItems)}</span>
                )}
              </td>
              <td className={`${td} ${stacked} max-xl:text-muted`}>
                <time dateTime={o.createdAt} className="whitespace-nowrap">
                  {formatDateTime(o.createdAt)}
                </time>
                <span className="block text-xs text-muted">{o.paymentLabel ?? '—'}</span>
              </td>
              <td className={`${td} ${stacked}`}>
                <StepBadge step={o.step} />
              </td>
              <td className={`${td} ${stacked} max-xl:col-span-3 max-xl:pt-2`}>
                <StepActions order={o} busy={busyIds.includes(o._id)} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** 'Order #3 · Size M · Qty 2' under the name; the size stands out, since it is what gets packed. */
function OrderFacts({ facts: [id, size, qty] }: { facts: readonly [string, string, string] }) {
  return (
    <span className="block text-xs font-normal text-muted">
      <span className="whitespace-nowrap">{id}</span> · <span className="whitespace-nowrap font-semibold text-ink">{size}</span> ·{' '}
      <span className="whitespace-nowrap">{qty}</span>
    </span>
  );
}
