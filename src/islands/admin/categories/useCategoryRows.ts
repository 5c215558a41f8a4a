import { useQuery } from '@tanstack/react-query';
import { listCategoryRows } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';

/** Every category with its department, place and product count (never paged: a shop has tens). */
export const useCategoryRows = () => useQuery({ queryKey: queryKeys.admin.categoryRows, queryFn: async () => (await listCategoryRows()).data, staleTime: 0 });
