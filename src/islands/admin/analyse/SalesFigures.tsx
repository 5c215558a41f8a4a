import { lazy, Suspense, useState } from 'react';
import type { Analyse } from '../../../client/api';
import { ANALYSE_WINDOWS } from '../../../lib/constants';
import { compactRs, formatRs } from '../../../lib/money';
import { Spinner } from '../../../ui/Spinner';
import { admin } from '../messages';
import { ListEmpty, ListError } from '../parts/ListState';
import { LoadingBar } from '../../../ui/LoadingBar';
import { td, th } from '../parts/table';
import { useAnalytics } from './useAnalytics';

const RevenueChart = lazy(() => import('./RevenueChart'));
const TopProductsChart = lazy(() => import('./TopProductsChart'));
const t = admin.analyse;
const card = 'rounded-lg border border-line bg-white p-4';

/** Sales over the last 30 or 90 days: the key figures, revenue by day, and the top 10 products by units and by revenue. */
export function SalesFigures() {
  const [days, setDays] = useState<number>(ANALYSE_WINDOWS[0]);
  const figures = useAnalytics(days);
  const data = figures.data;
  return (
    <section aria-labelledby="analyse-sales" className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="analyse-sales" className="text-lg font-semibold">
          {t.sales}
        </h2>
        <div role="group" aria-label={t.window} className="flex gap-2">
          {ANALYSE_WINDOWS.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={days === d}
              onClick={() => setDays(d)}
              className={`rounded-md border px-3 py-1.5 text-sm font-medium ${days === d ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:bg-soft'}`}
            >
              {t.days(d)}
            </button>
          ))}
        </div>
      </div>
      <LoadingBar active={figures.loading} />
      {figures.error ? (
        <ListError text={t.salesError} error={figures.error} onRetry={figures.reload} />
      ) : data ? (
        <Sales data={data} />
      ) : (
        <Spinner className="py-10" />
      )}
    </section>
  );
}

function Sales({ data }: { data: Analyse }) {
  const stats = [
    [t.revenue, formatRs(data.revenue)],
    [t.orders, data.orders.toLocaleString('en-IN')],
    [t.units, data.units.toLocaleString('en-IN')],
    [t.averageOrderValue, formatRs(data.averageOrderValue)],
  ] as const;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className={card}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {data.orders === 0 ? (
        <ListEmpty text={t.noSales} />
      ) : (
        <>
          <figure className={`${card} min-h-[352px]`} aria-label={t.revenueByDay(data.days)}>
            <Suspense fallback={<Spinner className="py-10" />}>
              <RevenueChart days={data.revenueByDay} title={t.revenueByDay(data.days)} revenueLabel={t.revenue} ordersLabel={t.orders} />
            </Suspense>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-muted">{t.revenueByDayCaption(data.days)}</summary>
              <DaysTable data={data} />
            </details>
          </figure>
          <div className="grid gap-4 xl:grid-cols-2">
            <TopList title={t.topByUnits} rows={data.topByUnits} pick="units" color="#15803d" format={(n) => n.toLocaleString('en-IN')} />
            <TopList
              title={t.topByRevenue}
              rows={data.topByRevenue}
              pick="revenue"
              color="#1d4ed8"
              format={(n) => formatRs(Math.round(n))}
              axisFormat={compactRs}
            />
          </div>
        </>
      )}
      <p className="text-xs text-muted">{t.note}</p>
    </div>
  );
}

function DaysTable({ data }: { data: Analyse }) {
  return (
    // A scrolling region is focusable, so the keyboard can scroll it (axe: scrollable-region-focusable).
    <div className="mt-2 max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={t.revenueByDayCaption(data.days)}>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t.day}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t.revenue}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t.orders}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.revenueByDay.map((d) => (
            <tr key={d.day}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {d.day}
              </th>
              <td className={`${td} text-right tabular-nums`}>{formatRs(d.revenue)}</td>
              <td className={`${td} text-right tabular-nums`}>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A top-10 chart with its figures as a list (the chart's words for screen readers and for a phone). */
function TopList({
  title,
  rows,
  pick,
  color,
  format,
  axisFormat = format,
}: {
  title: string;
  rows: Analyse['topByUnits'];
  pick: 'units' | 'revenue';
  color: string;
  format: (n: number) => string;
  /** The value axis's labels, shorter than the bars' own (Rs 8.5k), so they never run together. */
  axisFormat?: (n: number) => string;
}) {
  return (
    <figure className={`${card} min-w-0`} aria-label={title}>
      <Suspense fallback={<Spinner className="py-10" />}>
        <TopProductsChart bars={rows.map((r) => ({ name: r.name, value: r[pick] }))} title={title} color={color} format={format} axisFormat={axisFormat} />
      </Suspense>
      <ol className="mt-2 grid gap-1 text-sm">
        {rows.map((r, i) => (
          <li key={r.prodId} className="flex justify-between gap-3 border-b border-line py-1">
            <span className="min-w-0 truncate">
              {i + 1}. {r.name}
            </span>
            <span className="shrink-0 tabular-nums">{format(r[pick])}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
