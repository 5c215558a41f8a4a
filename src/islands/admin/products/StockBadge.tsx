import { admin } from '../messages';
import { stockBadge, totalStock, type SizeStock } from '../../../lib/stock';

/** A product's total stock, with 'Sold out' or 'Low' (a size with 3 or fewer left). */
export function StockBadge({ sizes }: { sizes: readonly SizeStock[] }) {
  const t = admin.products;
  const badge = stockBadge(sizes);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
      <span>{t.stockTotal(totalStock(sizes))}</span>
      {badge === 'soldOut' && <span className="rounded bg-ink px-1.5 py-0.5 font-semibold text-white">{t.soldOut}</span>}
      {badge === 'low' && <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{t.low}</span>}
    </p>
  );
}
