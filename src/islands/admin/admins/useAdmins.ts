import { listAdmins } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

export const useAdmins = () => usePagedList(queryKeys.admin.admins, listAdmins);
