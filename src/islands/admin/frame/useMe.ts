import { useQuery } from '@tanstack/react-query';
import { type Admin, getMe } from '../../../client/api';
import { queryKeys } from '../../../client/query';

/** The signed-in admin, for the top bar's photo and name. A failure leaves it empty (docs/product.md §8). */
export function useMe(): Admin | undefined {
  return useQuery({ queryKey: queryKeys.admin.me, queryFn: async () => (await getMe()).data }).data;
}
