import { listAllOrders, type Order } from '../../../client/api';
import { usePagedList } from '../data/usePagedList';

export function useAllOrders() {
  return usePagedList<Order, { items: Order[]; total: number }>(async (page, limit) => {
    const r = await listAllOrders({ page, limit });
    return { items: r.data, total: r.total };
  });
}
