import { listLowStock, type LowStockRow } from '../../../client/api';
import { usePagedList } from '../data/usePagedList';

/** The Dashboard's Low stock panel: sizes with 3 or fewer left, fewest first, paged on the server. */
export function useLowStock() {
  return usePagedList<LowStockRow, { items: LowStockRow[]; total: number }>(async (page, limit) => {
    const r = await listLowStock({ page, limit });
    return { items: r.data, total: r.total };
  });
}
