import { listUsers } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The dashboard's page of users with their figures and the totals row, all computed in SQL. */
export function useUsers() {
  return usePagedList(queryKeys.admin.users, async (params) => {
    // GET /users answers its rows as `msg` (docs/api.md); the list reads every page's rows as `data`.
    const { msg, ...reply } = await listUsers(params);
    return { ...reply, data: msg };
  });
}
