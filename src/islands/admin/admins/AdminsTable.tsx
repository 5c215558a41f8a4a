import type { Admin } from '../../../client/api';
import { admin } from '../messages';
import { Avatar } from '../../../ui/Avatar';
import { dangerButton } from '../../../ui/buttons';
import { td, th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';

/** docs/product.md §2 Manage Admins: Photo, Name, Email, Contact No., Role, Delete. */
export function AdminsTable({ rows, meId, onDelete }: { rows: Admin[]; meId?: number; onDelete: (a: Admin) => void }) {
  return (
    <TableWrap label={admin.sections.manageAdmins}>
      <table className="w-full min-w-[44rem] border-collapse">
        <thead>
          <tr>
            {admin.admins.columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => {
            const self = a._id === meId;
            return (
              <tr key={a._id} className="hover:bg-soft/60">
                <td className={td}>
                  <Avatar src={a.image} name={a.name} />
                </td>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {a.name}
                  {self && <span className="ml-2 rounded bg-accent/10 px-1.5 py-0.5 text-xs font-semibold text-accent">{admin.admins.you}</span>}
                </th>
                <td className={`${td} whitespace-nowrap`}>{a.email}</td>
                <td className={`${td} tabular-nums`}>{a.contact}</td>
                <td className={td}>{a.role}</td>
                <td className={td}>
                  {/* The server refuses deleting oneself; the button says so up front. */}
                  <button type="button" className={dangerButton} disabled={self} aria-label={admin.admins.delete(a.name)} onClick={() => onDelete(a)}>
                    {admin.admins.columns[5]}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
