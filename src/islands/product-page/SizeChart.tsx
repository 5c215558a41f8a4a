import { lazy, Suspense, useState } from 'react';
import type { SizeChart as Chart } from '../../lib/size-charts';
import { sizeChart as t } from './messages';

const SizeChartDialog = lazy(() => import('./SizeChartDialog').then((m) => ({ default: m.SizeChartDialog })));

/** 'Size chart' beside the sizes: opens the chart's dialog, whose code loads when it is first opened. */
export function SizeChart({ chart, sizes }: { chart: Chart; sizes: readonly { size: string }[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="text-sm font-medium underline underline-offset-4 hover:text-brand-dark"
      >
        {t.open}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SizeChartDialog chart={chart} sizes={sizes} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
