import { formatRs } from '../../../lib/money';
import { admin } from '../messages';
import { td, th } from '../parts/table';
import { byCount, type PieData } from './chartData';

const num = 'whitespace-nowrap text-right tabular-nums';

/**
 * The chart's figures as a table: readable without the picture, and by screen readers. Each category's
 * pieces and revenue, then shipping (and refunds whose item is gone), then the store's revenue: the rows
 * add up to the Dashboard's figure.
 */
export function FiguresTable({ data }: { data: PieData }) {
  const t = admin.analyse;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {t.category}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t.bought}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t.revenue}
          </th>
        </tr>
      </thead>
      <tbody>
        {byCount(data).map((i) => (
          <tr key={data.labels[i]}>
            <th scope="row" className={`${td} text-left font-normal`}>
              <span aria-hidden="true" className="mr-2 inline-block size-3 rounded-sm align-middle" style={{ background: data.colors[i] }} />
              {data.labels[i]}
            </th>
            <td className={`${td} ${num}`}>{data.series[i]}</td>
            <td className={`${td} ${num}`}>{formatRs(data.revenue[i] ?? 0)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${td} text-left font-normal`}>
            {t.shipping}
          </th>
          <td className={td} />
          <td className={`${td} ${num}`}>{formatRs(data.shipping)}</td>
        </tr>
        {data.unattributedRefunds > 0 && (
          <tr>
            <th scope="row" className={`${td} text-left font-normal`}>
              {t.unattributedRefunds}
            </th>
            <td className={td} />
            <td className={`${td} ${num}`}>{formatRs(-data.unattributedRefunds)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr className="bg-soft font-semibold">
          <th scope="row" className={`${td} text-left`}>
            {t.totalRevenue}
          </th>
          <td className={`${td} ${num}`}>{data.series.reduce((a, b) => a + b, 0)}</td>
          <td className={`${td} ${num}`}>{formatRs(data.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
