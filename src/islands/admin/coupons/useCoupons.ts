import { listCoupons } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The coupons, newest first (the server's order), each with its uses. */
export const useCoupons = () => usePagedList(queryKeys.admin.coupons, listCoupons);
