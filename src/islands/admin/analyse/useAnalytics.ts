import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAnalytics } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';

/** Revenue by day, top products and the average order value over the last `days`, computed in SQL on the server. */
export function useAnalytics(days: number) {
  const query = useQuery({
    queryKey: queryKeys.admin.analytics(days),
    queryFn: async () => (await getAnalytics(days)).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { refetch } = query;
  return { data: query.data, loading: query.isFetching, error: query.isError ? query.error : undefined, reload: () => void refetch() };
}
