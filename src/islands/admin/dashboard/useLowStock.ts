import { listLowStock } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { usePagedList } from '../data/usePagedList';

/** The Dashboard's Low stock panel: sizes with 3 or fewer left, fewest first, paged on the server. */
export const useLowStock = () => usePagedList(queryKeys.admin.lowStock, listLowStock);
