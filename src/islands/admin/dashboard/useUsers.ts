import { listUsers, type UserRow } from '../../../client/api';
import { usePagedList } from '../data/usePagedList';

/** The dashboard's page of users with their figures and the totals row, all computed in SQL. */
export function useUsers() {
  return usePagedList<UserRow, { items: UserRow[]; total: number; totals: Awaited<ReturnType<typeof listUsers>>['totals'] }>(async (page, limit) => {
    const r = await listUsers({ page, limit });
    return { items: r.msg, total: r.total, totals: r.totals };
  });
}
