import type { OutboxRow } from '../../../client/api';
import { admin } from '../messages';
import { formatDateTime } from '../parts/format';
import { td, th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';
import { StatusBadge } from './StatusBadge';

const t = admin.outbox;

/** Kind, recipient, subject (the button that opens the message), status, attempts, when it was queued. */
export function OutboxTable({ rows, sending, onOpen }: { rows: OutboxRow[]; sending: boolean; onOpen: (m: OutboxRow) => void }) {
  return (
    <TableWrap label={admin.sections.outbox}>
      <table className="w-full min-w-[48rem] border-collapse">
        <thead>
          <tr>
            {t.columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id} className="hover:bg-soft/60">
              <td className={`${td} whitespace-nowrap`}>{t.kinds[m.kind]}</td>
              <td className={`${td} break-all`}>{m.recipient}</td>
              <th scope="row" className={`${td} text-left font-medium`}>
                <button
                  type="button"
                  className="text-left text-accent underline-offset-2 hover:underline"
                  aria-label={t.open(m.subject)}
                  onClick={() => onOpen(m)}
                >
                  {m.subject}
                </button>
                {m.status === 'failed' && m.lastError && <p className="mt-1 break-words text-xs font-normal text-red-800">{m.lastError}</p>}
              </th>
              <td className={td}>
                <StatusBadge status={m.status} sending={sending} />
              </td>
              <td className={`${td} tabular-nums`}>{m.attempts}</td>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
