import type { SupportMessage } from '../../../client/api';
import { admin } from '../messages';
import { formatDateTime } from '../ui/format';
import { secondaryBtn } from '../ui/styles';

const t = admin.support;

export function SupportItem({ m, busy, onResolve }: { m: SupportMessage; busy: boolean; onResolve: (m: SupportMessage) => void }) {
  const open = m.status === 'open';
  const who = m.userName ? `${m.userName} (${m.userEmail})` : t.anonymous;
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span>
          <span className="font-semibold text-ink">{who}</span> · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </span>
        <span className={`rounded-full px-2 py-0.5 font-semibold ${open ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}>
          {open ? t.open : t.resolved}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm">{m.message}</p>
      {open && (
        <div className="mt-3">
          <button type="button" className={secondaryBtn} disabled={busy} aria-label={t.resolveLabel(who)} onClick={() => onResolve(m)}>
            {t.resolve}
          </button>
        </div>
      )}
    </li>
  );
}
