import { useQuery } from '@tanstack/react-query';
import { getCategoryTree } from '../../../client/api';
import { queryKeys } from '../../../client/query';

const none: string[] = [];

/**
 * The store's categories (the Categories section's, so one added there is offered before any product is
 * in it), department by department in the menus' order; a failure offers none, and a new one may still be typed.
 */
export function useCategories(): string[] {
  return (
    useQuery({
      queryKey: queryKeys.admin.categories,
      queryFn: async () => (await getCategoryTree()).departments.flatMap((d) => d.categories.map((c) => c.name)),
      staleTime: 0,
    }).data ?? none
  );
}
