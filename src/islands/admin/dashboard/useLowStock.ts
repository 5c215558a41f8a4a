import { listLowStock, type LowStockRow } from '../../../client/api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The Dashboard's Low stock panel: sizes with 3 or fewer left, fewest first, paged on the server. */
export function useLowStock() {
  return usePagedList<LowStockRow, { items: LowStockRow[]; total: number }>(queryKeys.admin.lowStock, async (params) => {
    const r = await listLowStock(params);
    return { items: r.data, total: r.total };
  });
}
