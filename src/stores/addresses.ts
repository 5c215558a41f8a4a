/** The shopper's saved delivery addresses (docs/product.md §3, §4), in the page's query cache. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '../client/api';
import type { Address } from '../client/api';
import { queryClient, queryKeys } from '../client/query';
import type { AddressInput } from '../lib/schemas';

export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: async () => (await api.getAddresses()).data,
});

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQuery, enabled });
}

const setAddresses = (fn: (list: Address[]) => Address[]) => queryClient.setQueryData<Address[]>(queryKeys.addresses, (list) => (list ? fn(list) : list));

/** Saves an address; only those with the declaration ticked join the saved list (docs/product.md §2). */
export async function addAddress(input: AddressInput) {
  const reply = await api.addAddress(input);
  if (reply.data.declaration) setAddresses((list) => [reply.data, ...list.filter((a) => a._id !== reply.data._id)]);
  return reply;
}

export async function deleteAddress(id: number) {
  const reply = await api.deleteAddress(id);
  setAddresses((list) => list.filter((a) => a._id !== id));
  return reply;
}
