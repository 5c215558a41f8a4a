/** The Analyse pie's data (docs/product.md §2, §9): every category, 0 when never bought, the 20 fixed colours, and each one's revenue. */
import type { Reply } from '../../../client/api';
import type { getCategoryFigures } from '../../../client/admin-api';
import { CHART_COLORS } from '../../../lib/constants';

type Figures = Reply<typeof getCategoryFigures>;

export interface PieData {
  labels: string[];
  /** Pieces kept per category (the slices). */
  series: number[];
  /** Revenue per category, in the labels' order (services/revenue.ts). */
  revenue: number[];
  colors: string[];
  /** Shipping charged on the purchases, refunds whose item is gone, and the whole: the table's last rows. */
  shipping: number;
  unattributedRefunds: number;
  total: number;
}

export function pieData(f: Pick<Figures, 'allCategories' | 'usersCategories'> & Partial<Figures>): PieData {
  const byRevenue = f.revenueByCategory ?? {};
  // Orders outlive products: a category bought but no longer stocked still counts.
  const extra = [...Object.keys(f.usersCategories), ...Object.keys(byRevenue)].filter((c) => !f.allCategories.includes(c));
  const labels = [...f.allCategories, ...new Set(extra)];
  const series = labels.map((c) => f.usersCategories[c] ?? 0);
  const revenue = labels.map((c) => byRevenue[c] ?? 0);
  const colors = labels.map((_, i) => CHART_COLORS[i % CHART_COLORS.length] ?? CHART_COLORS[0]);
  return { labels, series, revenue, colors, shipping: f.shipping ?? 0, unattributedRefunds: f.unattributedRefunds ?? 0, total: f.revenue ?? 0 };
}

export const totalBought = (d: PieData) => d.series.reduce((a, b) => a + b, 0);

/** The table's row order: most bought first, then by revenue, ties in category order; colours stay the slices'. */
export const byCount = (d: PieData) =>
  d.series.map((_, i) => i).sort((a, b) => (d.series[b] ?? 0) - (d.series[a] ?? 0) || (d.revenue[b] ?? 0) - (d.revenue[a] ?? 0) || a - b);
