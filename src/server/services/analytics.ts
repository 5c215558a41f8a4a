/**
 * The Analyse section's figures, all read from services/revenue.ts (the store's one definition of
 * revenue): sales over the last N days (revenue and orders per day, top products, average order) and,
 * since the store opened, pieces and revenue per category for the pie and its table.
 */
import { categoryRevenue, salesFigures } from './revenue';
import { listCategories } from './products';

export const analyse = (days: number) => salesFigures(days);

/**
 * The Analyse chart: pieces kept per category, 0 for categories never bought (docs/product.md §2), with
 * each category's revenue, the shipping charged, and the whole (the Dashboard's revenue).
 */
export async function categoryFigures() {
  const [allCategories, money] = await Promise.all([listCategories(), categoryRevenue()]);
  const usersCategories: Record<string, number> = Object.fromEntries(allCategories.map((c) => [c, 0]));
  const revenueByCategory: Record<string, number> = Object.fromEntries(allCategories.map((c) => [c, 0]));
  for (const { category, units, revenue } of money.categories) {
    usersCategories[category] = units;
    revenueByCategory[category] = revenue;
  }
  return {
    allCategories,
    usersCategories,
    revenueByCategory,
    shipping: money.shipping,
    unattributedRefunds: money.unattributedRefunds,
    revenue: money.revenue,
  };
}
