import { formatRs } from '../../../lib/money';
import { admin } from '../messages';

const t = admin.users;

/** The store's revenue since it opened (services/revenue.ts, the figure Analyse's table ends on), and what it counts. */
export function RevenueSummary({ revenue }: { revenue: number }) {
  return (
    <div className="mb-4 rounded-lg border border-line bg-white p-4">
      <dl>
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t.revenue}</dt>
        <dd className="mt-1 text-xl font-semibold tabular-nums">{formatRs(revenue)}</dd>
      </dl>
      <p className="mt-1 text-xs text-muted">{t.revenueNote}</p>
    </div>
  );
}
