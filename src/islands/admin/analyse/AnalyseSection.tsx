import { lazy, Suspense } from 'react';
import { admin } from '../messages';
import { ListEmpty, ListError } from '../parts/ListState';
import { LoadingBar } from '../../../ui/LoadingBar';
import { Section } from '../parts/Section';
import { Spinner } from '../../../ui/Spinner';
import { totalBought } from './chartData';
import { FiguresTable } from './FiguresTable';
import { SalesFigures } from './SalesFigures';
import { useCategoryFigures } from './useCategoryFigures';

const PieChart = lazy(() => import('./PieChart'));
const t = admin.analyse;

/**
 * Analyse (docs/product.md §2): sales over 30 or 90 days, then the 'Top Buying Product Categories' pie
 * (pieces kept, since the store opened) with its table of pieces and revenue, redrawn when the window
 * resizes. Every figure is the server's one revenue (services/revenue.ts), and each part says what it counts.
 */
export function AnalyseSection() {
  const figures = useCategoryFigures();
  const data = figures.data;
  return (
    <Section id="analyse">
      <SalesFigures />
      <LoadingBar active={figures.loading} />
      {figures.error ? (
        <ListError text={t.error} error={figures.error} onRetry={figures.reload} />
      ) : data ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="min-h-[436px] self-start rounded-lg border border-line bg-white p-4">
            {totalBought(data) === 0 ? (
              <ListEmpty text={t.empty} />
            ) : (
              <figure aria-label={t.title}>
                <Suspense fallback={<Spinner className="py-10" />}>
                  <PieChart data={data} title={t.title} />
                </Suspense>
              </figure>
            )}
          </div>
          <div className="self-start overflow-hidden rounded-lg border border-line bg-white">
            <FiguresTable data={data} />
          </div>
          <p className="text-xs text-muted xl:col-span-2">{t.categoriesNote}</p>
        </div>
      ) : (
        <Spinner className="py-10" />
      )}
    </Section>
  );
}
