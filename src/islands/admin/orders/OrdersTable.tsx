import type { Order } from '../../../client/api';
import { admin } from '../messages';
import type { OrderStatus } from '../../../lib/types';
import { td, th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';
import { StatusButtons } from './StatusButtons';

/*
 * Narrower than a wide desktop (the console's box beside the side menu), each order is a card: the photo
 * at its left, then the name, category, shopper and e-mail, then the status buttons on a line of their
 * own. Wider, the same cells are a table that fits its box (long e-mails wrap). Nothing scrolls sideways,
 * so the status buttons are always in view, however wide the row.
 */
const stacked = 'max-xl:block max-xl:border-0 max-xl:px-0 max-xl:py-0.5';

/** docs/product.md §2 Manage Orders: Photo, Name, Category, User Name, User Email, and the status buttons; a Details button under the name. */
export function OrdersTable({
  rows,
  busyId,
  onSet,
  onShow,
}: {
  rows: Order[];
  busyId?: number;
  onSet: (o: Order, s: OrderStatus) => void;
  onShow: (o: Order) => void;
}) {
  return (
    <TableWrap label={admin.sections.manageOrders}>
      <table className="w-full border-collapse max-xl:block">
        <thead className="max-xl:sr-only">
          <tr>
            {admin.orders.columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-xl:block max-xl:divide-y max-xl:divide-line">
          {rows.map((o) => (
            <tr key={o._id} className="hover:bg-soft/60 max-xl:grid max-xl:grid-cols-[3rem_minmax(0,1fr)] max-xl:gap-x-3 max-xl:p-3">
              <td className={`${td} max-xl:row-span-5 max-xl:border-0 max-xl:p-0`}>
                <img src={o.image} alt="" width={48} height={60} loading="lazy" className="h-[60px] w-12 rounded bg-soft object-cover" />
              </td>
              <th scope="row" className={`${td} ${stacked} text-left font-medium`}>
                {o.name}
                <OrderFacts facts={admin.orders.orderFacts(o._id, o.quantity, o.size)} />
                <button
                  type="button"
                  aria-label={admin.orders.details(o._id)}
                  onClick={() => onShow(o)}
                  className="mt-1 text-xs font-semibold text-ink underline underline-offset-2 hover:no-underline"
                >
                  {admin.orders.detailsButton}
                </button>
              </th>
              <td className={`${td} ${stacked} max-xl:text-muted`}>{o.category}</td>
              <td className={`${td} ${stacked}`}>{o.userName}</td>
              <td className={`${td} ${stacked} break-all max-xl:text-muted`}>{o.userEmail}</td>
              <td className={`${td} ${stacked} max-xl:col-span-2 max-xl:pt-2`}>
                <StatusButtons order={o} busy={busyId === o._id} onSet={onSet} />
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
