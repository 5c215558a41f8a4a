import type { CouponView } from '../../../client/api';
import { buttonClass } from '../../../ui/Button';
import { formatDateTime } from '../parts/format';
import { td, th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';
import { couponsText as t } from './messages';

function validity(c: CouponView) {
  if (c.validFrom && c.validTo) return `${formatDateTime(c.validFrom)} – ${formatDateTime(c.validTo)}`;
  if (c.validFrom) return t.from(formatDateTime(c.validFrom));
  if (c.validTo) return t.until(formatDateTime(c.validTo));
  return t.always;
}

/** Code, what it takes off, what it applies to, when, its uses against its limits, and editing it or switching it off or on. */
export function CouponsTable({
  rows,
  busyId,
  editingId,
  onToggle,
  onEdit,
}: {
  rows: CouponView[];
  busyId?: number;
  editingId?: number;
  onToggle: (c: CouponView) => void;
  onEdit: (c: CouponView) => void;
}) {
  return (
    <TableWrap label={t.listLabel}>
      <table className="w-full min-w-[52rem] border-collapse">
        <thead>
          <tr>
            {t.columns.map((c, i) => (
              <th key={c || i} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => {
            const action = c.active ? t.deactivate : t.activate;
            return (
              <tr key={c._id} className="hover:bg-soft/60">
                <th scope="row" className={`${td} text-left font-mono font-semibold`}>
                  {c.code}
                </th>
                <td className={td}>
                  {t.off(c.kind, c.value)}
                  {c.minOrder > 0 && <span className="block text-xs text-muted">{t.minimum(c.minOrder)}</span>}
                </td>
                <td className={td}>{c.category ?? (c.department ? t.department[c.department] : t.allItems)}</td>
                <td className={`${td} text-xs`}>{validity(c)}</td>
                <td className={`${td} tabular-nums`}>
                  {t.uses(c.uses, c.useLimit)}
                  {c.perShopperLimit !== null && <span className="block text-xs text-muted">{t.perShopper(c.perShopperLimit)}</span>}
                </td>
                <td className={td}>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.active ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}>
                    {c.active ? t.active : t.inactive}
                  </span>
                </td>
                <td className={`${td} text-right`}>
                  <div className="flex justify-end gap-2">
                    <button
                      type="button"
                      className={buttonClass('outline', 'sm')}
                      aria-pressed={editingId === c._id}
                      aria-label={t.actionLabel(t.edit, c.code)}
                      onClick={() => onEdit(c)}
                    >
                      {t.edit}
                    </button>
                    <button
                      type="button"
                      className={buttonClass('outline', 'sm')}
                      disabled={busyId === c._id}
                      aria-label={t.actionLabel(action, c.code)}
                      onClick={() => onToggle(c)}
                    >
                      {action}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
