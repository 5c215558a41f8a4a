import { admin } from '../messages';
import { td, th } from '../parts/table';
import { byCount, type PieData } from './chartData';

/** The chart's figures as a table: readable without the picture, and by screen readers. */
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
        </tr>
      </thead>
      <tbody>
        {byCount(data).map((i) => (
          <tr key={data.labels[i]}>
            <th scope="row" className={`${td} text-left font-normal`}>
              <span aria-hidden="true" className="mr-2 inline-block size-3 rounded-sm align-middle" style={{ background: data.colors[i] }} />
              {data.labels[i]}
            </th>
            <td className={`${td} text-right tabular-nums`}>{data.series[i]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
