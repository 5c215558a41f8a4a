import { listUsers, type UserRow } from '../../../client/api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

type Totals = Awaited<ReturnType<typeof listUsers>>['totals'];

/** The dashboard's page of users with their figures and the totals row, all computed in SQL. */
export function useUsers() {
  return usePagedList<UserRow, { items: UserRow[]; total: number; totals: Totals }>(queryKeys.admin.users, async (params) => {
    const r = await listUsers(params);
    return { items: r.msg, total: r.total, totals: r.totals };
  });
}
