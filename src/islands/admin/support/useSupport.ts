import { listSupport, type SupportMessage } from '../../../client/api';
import { usePagedList } from '../data/usePagedList';

/** The chat widget's concerns, newest first (the server's order). */
export function useSupport() {
  return usePagedList<SupportMessage, { items: SupportMessage[]; total: number }>(async (page, limit) => {
    const r = await listSupport({ page, limit });
    return { items: r.data, total: r.total };
  });
}
