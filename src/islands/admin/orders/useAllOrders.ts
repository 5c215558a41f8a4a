import { listAllOrders, type Order } from '../../../client/api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** Manage Orders: every shopper's orders, newest first, paged on the server. */
export function useAllOrders() {
  return usePagedList<Order, { items: Order[]; total: number }>(queryKeys.admin.orders, async (params) => {
    const r = await listAllOrders(params);
    return { items: r.data, total: r.total };
  });
}
