import { listAdmins, type Admin } from '../../../client/api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

export function useAdmins() {
  return usePagedList<Admin, { items: Admin[]; total: number }>(queryKeys.admin.admins, async (params) => {
    const r = await listAdmins(params);
    return { items: r.data, total: r.total };
  });
}
