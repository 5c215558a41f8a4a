import { useQuery } from '@tanstack/react-query';
import { listCategories } from '../../../client/api';
import { queryKeys } from '../../../client/query';

const none: string[] = [];

/** The store's categories, offered as suggestions (a failure offers none); a new one may still be typed. */
export function useCategories(): string[] {
  return useQuery({ queryKey: queryKeys.admin.categories, queryFn: async () => (await listCategories()).data, staleTime: 0 }).data ?? none;
}
