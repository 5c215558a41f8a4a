import { useQuery } from '@tanstack/react-query';
import { getUser } from '../../client/api';
import { queryKeys } from '../../client/query';
import { tokenUserId } from '../../stores/auth';

/** The signed-in shopper's account (GET /users/{id}), once the guard has let the page show. */
export function useAccount(enabled: boolean) {
  const id = enabled ? tokenUserId() : undefined;
  return useQuery({
    queryKey: queryKeys.account,
    queryFn: async () => (await getUser(id as number)).data[0],
    enabled: id !== undefined,
  });
}
