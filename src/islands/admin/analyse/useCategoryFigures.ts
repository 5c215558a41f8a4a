import { useQuery } from '@tanstack/react-query';
import { getCategoryFigures } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { pieData } from './chartData';

/** Pieces bought per category, counted in SQL on the server. */
export function useCategoryFigures() {
  const query = useQuery({ queryKey: queryKeys.admin.categoryFigures, queryFn: async () => pieData(await getCategoryFigures()), staleTime: 0 });
  const { refetch } = query;
  return { data: query.data, loading: query.isFetching, error: query.isError ? query.error : undefined, reload: () => void refetch() };
}
