import { listSupport, type SupportMessage } from '../../../client/api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The chat widget's concerns, newest first (the server's order). */
export function useSupport() {
  return usePagedList<SupportMessage, { items: SupportMessage[]; total: number }>(queryKeys.admin.support, async (params) => {
    const r = await listSupport(params);
    return { items: r.data, total: r.total };
  });
}
