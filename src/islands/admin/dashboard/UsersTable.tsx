import type { Reply, UserRow } from '../../../client/api';
import type { listUsers } from '../../../client/admin-api';
import { admin } from '../messages';
import { formatRs } from '../../../lib/money';
import { dangerButton } from '../../../ui/buttons';
import { td, th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';

const num = 'text-right tabular-nums';

/** What an order came to on average, in whole rupees; a dash before the first order. */
const averageOrder = (total: number, orders: number) => (orders > 0 ? formatRs(Math.round(total / orders)) : admin.users.noOrders);

/**
 * docs/product.md §2 'Manage Users': User, Order, Cart, Total (what the shopper spent), Avg. order, Delete,
 * and a footer row of the store's totals. All figures are the server's, from the orders themselves.
 */
export function UsersTable({ rows, totals, onDelete }: { rows: UserRow[]; totals?: Reply<typeof listUsers>['totals']; onDelete: (u: UserRow) => void }) {
  const [user, order, cart, total, average, del] = admin.users.columns;
  return (
    <TableWrap label={admin.users.title}>
      <table className="w-full min-w-[40rem] border-collapse">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {user}
            </th>
            <th scope="col" className={`${th} ${num}`}>
              {order}
            </th>
            <th scope="col" className={`${th} ${num}`}>
              {cart}
            </th>
            <th scope="col" className={`${th} ${num}`}>
              {total}
            </th>
            <th scope="col" className={`${th} ${num}`}>
              {average}
            </th>
            <th scope="col" className={th}>
              {del}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u._id} className="hover:bg-soft/60">
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="block font-medium">{u.name}</span>
                <span className="block text-xs text-muted">{u.email}</span>
              </th>
              <td className={`${td} ${num}`}>{u.orders}</td>
              <td className={`${td} ${num}`}>{u.cart}</td>
              <td className={`${td} ${num}`}>{formatRs(u.total)}</td>
              <td className={`${td} ${num}`}>{averageOrder(u.total, u.orders)}</td>
              <td className={td}>
                <button type="button" className={dangerButton} aria-label={admin.users.delete(u.name)} onClick={() => onDelete(u)}>
                  {del}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr className="bg-soft font-semibold">
              <th scope="row" className={`${td} text-left`}>
                {admin.users.totalsRow(totals.users)}
              </th>
              <td className={`${td} ${num}`}>{totals.orders}</td>
              <td className={`${td} ${num}`}>{totals.cart}</td>
              <td className={`${td} ${num}`}>{formatRs(totals.total)}</td>
              <td className={`${td} ${num}`}>{averageOrder(totals.total, totals.orders)}</td>
              <td className={td} />
            </tr>
          </tfoot>
        )}
      </table>
    </TableWrap>
  );
}
