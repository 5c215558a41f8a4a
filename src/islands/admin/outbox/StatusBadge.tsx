import type { OutboxRow } from '../../../client/api';
import { admin } from '../messages';

const t = admin.outbox;

const LOOKS = {
  queued: 'bg-amber-100 text-amber-900',
  kept: 'bg-soft text-ink',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
} as const;

/** A message's status; a queued one is "Kept" when no mail server is set (it will not be sent). */
export function StatusBadge({ status, sending }: { status: OutboxRow['status']; sending: boolean }) {
  const shown = status === 'queued' && !sending ? 'kept' : status;
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${LOOKS[shown]}`}>{t.status[shown]}</span>;
}
