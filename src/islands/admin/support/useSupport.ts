import { listSupport } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The chat widget's concerns, newest first (the server's order). */
export const useSupport = () => usePagedList(queryKeys.admin.support, listSupport);
