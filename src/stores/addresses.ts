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

/** The book's order, as the server lists it: the default first, then newest first. */
const inOrder = (list: Address[]) => [...list.filter((a) => a.isDefault), ...list.filter((a) => !a.isDefault)];
/** Puts `saved` in the list (in place of `replacing`), and the default only on it when it is the default. */
const withSaved = (list: Address[], saved: Address, replacing?: number) => {
  const others = list.filter((a) => a._id !== saved._id && a._id !== replacing).map((a) => (saved.isDefault && a.isDefault ? { ...a, isDefault: false } : a));
  const at = list.findIndex((a) => a._id === (replacing ?? saved._id));
  return inOrder(at < 0 ? [saved, ...others] : [...others.slice(0, at), saved, ...others.slice(at)]);
};

/** Saves an address; only those with the declaration ticked join the saved list (docs/product.md §2). */
export async function addAddress(input: AddressInput) {
  const reply = await api.addAddress(input);
  if (reply.data.declaration) setAddresses((list) => withSaved(list, reply.data));
  return reply;
}

/** Edits a saved address; one an order went to comes back under a new id, in the old one's place. */
export async function updateAddress(id: number, input: AddressInput) {
  const reply = await api.updateAddress(id, input);
  setAddresses((list) => withSaved(list, reply.data, id));
  return reply;
}

/** Makes a saved address the one checkout preselects. */
export async function setDefaultAddress(id: number) {
  const reply = await api.setDefaultAddress(id);
  setAddresses((list) => withSaved(list, reply.data));
  return reply;
}

export async function deleteAddress(id: number) {
  const reply = await api.deleteAddress(id);
  setAddresses((list) => list.filter((a) => a._id !== id));
  return reply;
}
