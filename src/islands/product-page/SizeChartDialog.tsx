import { useState, useId } from 'react';
import { formatRange, type SizeChart as Chart } from '../../lib/size-charts';
import { Modal } from '../../ui/Modal';
import { sizeChart as t } from './messages';

type Unit = 'cm' | 'in';

/**
 * The size chart's modal `<dialog>` (Escape closes it and focus goes back to the button): the body
 * measurements of each of the product's sizes, in cm or inches. Loaded when the chart is first opened (./SizeChart.tsx).
 */
export function SizeChartDialog({ chart, sizes, open, onClose }: { chart: Chart; sizes: readonly { size: string }[]; open: boolean; onClose: () => void }) {
  const [unit, setUnit] = useState<Unit>('cm');
  const unitName = useId();
  const rows = sizes.filter((s) => s.size in chart.rows);
  return (
    <Modal open={open} onClose={onClose} title={t.title(t.kinds[chart.kind])}>
      <p className="text-sm text-muted">{t.intro}</p>
      <fieldset className="mt-4 flex items-center gap-3 text-sm">
        <legend className="sr-only">{t.unit}</legend>
        {(['cm', 'in'] as const).map((u) => (
          <label key={u} className="inline-flex cursor-pointer items-center gap-2">
            <input type="radio" name={unitName} value={u} checked={unit === u} onChange={() => setUnit(u)} className="size-4 accent-ink" />
            {t.units[u]}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.caption(t.units[unit])}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t.size}
              </th>
              {chart.measures.map((m) => (
                <th key={m} scope="col" className="py-2 pr-4 font-semibold">
                  {t.measures[m]} ({t.units[unit]})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ size }) => (
              <tr key={size} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {size}
                </th>
                {chart.rows[size].map((range, i) => (
                  <td key={chart.measures[i]} className="py-2 pr-4 tabular-nums">
                    {formatRange(range, unit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
