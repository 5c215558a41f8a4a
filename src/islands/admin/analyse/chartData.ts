/** The Analyse pie's data (docs/product.md §2, §9): every category, 0 when never bought, the 20 fixed colours. */
import type { getCategoryFigures, Reply } from '../../../client/api';
import { CHART_COLORS } from '../../../lib/constants';

export interface PieData {
  labels: string[];
  series: number[];
  colors: string[];
}

export function pieData(f: Reply<typeof getCategoryFigures>): PieData {
  // Orders outlive products: a category bought but no longer stocked still counts.
  const labels = [...f.allCategories, ...Object.keys(f.usersCategories).filter((c) => !f.allCategories.includes(c))];
  const series = labels.map((c) => f.usersCategories[c] ?? 0);
  const colors = labels.map((_, i) => CHART_COLORS[i % CHART_COLORS.length] ?? CHART_COLORS[0]);
  return { labels, series, colors };
}

export const totalBought = (d: PieData) => d.series.reduce((a, b) => a + b, 0);

/** The table's row order: most bought first, ties in category order; colours stay the slices'. */
export const byCount = (d: PieData) => d.series.map((_, i) => i).sort((a, b) => (d.series[b] ?? 0) - (d.series[a] ?? 0) || a - b);
