import type { Order } from '../../../client/api';
import { admin } from '../messages';
import type { OrderStatus } from '../../../lib/types';
import { td, th } from '../ui/styles';
import { TableWrap } from '../ui/TableWrap';
import { StatusButtons } from './StatusButtons';

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
      <table className="w-full min-w-[52rem] border-collapse">
        <thead>
          <tr>
            {admin.orders.columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o._id} className="hover:bg-soft/60">
              <td className={td}>
                <img src={o.image} alt="" width={48} height={60} loading="lazy" className="h-[60px] w-12 rounded bg-soft object-cover" />
              </td>
              <th scope="row" className={`${td} text-left font-medium`}>
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
              <td className={td}>{o.category}</td>
              <td className={td}>{o.userName}</td>
              <td className={`${td} whitespace-nowrap`}>{o.userEmail}</td>
              <td className={td}>
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
