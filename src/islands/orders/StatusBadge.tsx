import { statusText } from './messages';

const colour: Record<string, string> = {
  Passed: 'bg-green-100 text-green-900',
  Delayed: 'bg-amber-100 text-amber-900',
  Rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour[status] ?? 'bg-soft text-ink'}`}>{statusText(status)}</span>;
}
