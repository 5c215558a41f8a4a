import { listAdmins, type Admin } from '../../../client/api';
import { usePagedList } from '../data/usePagedList';

export function useAdmins() {
  return usePagedList<Admin, { items: Admin[]; total: number }>(async (page, limit) => {
    const r = await listAdmins({ page, limit });
    return { items: r.data, total: r.total };
  });
}
