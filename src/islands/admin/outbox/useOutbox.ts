import { listOutbox } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The store's e-mail, newest first (the server's order). */
export const useOutbox = () => usePagedList(queryKeys.admin.outbox, listOutbox);
