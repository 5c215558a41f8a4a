/** The shopper's saved delivery addresses (docs/product.md §3, §4): server data cached in an atom. */
import { atom } from 'nanostores';
import * as api from '../client/api';
import type { Address } from '../client/api';
import type { ApiError } from '../client/http';
import type { AddressInput } from '../lib/schemas';
import type { LoadState } from './cart';

export const $addresses = atom<Address[]>([]);
export const $addressesState = atom<LoadState>('idle');
export const $addressesError = atom<ApiError | undefined>(undefined);

export async function loadAddresses(): Promise<void> {
  $addressesState.set('loading');
  try {
    $addresses.set((await api.getAddresses()).data);
    $addressesState.set('ready');
  } catch (err) {
    $addressesError.set(err as ApiError);
    $addressesState.set('error');
  }
}

/** Saves an address; only those with the declaration ticked join the saved list (docs/product.md §2). */
export async function addAddress(input: AddressInput) {
  const reply = await api.addAddress(input);
  if (reply.data.declaration) $addresses.set([reply.data, ...$addresses.get().filter((a) => a._id !== reply.data._id)]);
  return reply;
}

export async function deleteAddress(id: number) {
  const reply = await api.deleteAddress(id);
  $addresses.set($addresses.get().filter((a) => a._id !== id));
  return reply;
}
