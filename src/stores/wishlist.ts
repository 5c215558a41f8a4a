/** The wishlist's product ids, for the hearts on every card; the list itself lives on the server. */
import { persistentAtom } from '@nanostores/persistent';
import * as api from '../client/api';
import { $signedIn } from './auth';

export const $wishlist = persistentAtom<number[]>('wishlist', [], {
  encode: JSON.stringify,
  decode: (s) => {
    try {
      return JSON.parse(s) as number[];
    } catch {
      return [];
    }
  },
});

export async function loadWishlist() {
  if (!$signedIn.get()) {
    $wishlist.set([]);
    return [];
  }
  const { data } = await api.getWishlist();
  $wishlist.set(data.map((p) => p._id));
  return data;
}

/** Toggles a product; answers true when it is now in the wishlist. */
export async function toggleWishlist(prodId: number): Promise<boolean> {
  if ($wishlist.get().includes(prodId)) {
    await api.removeFromWishlist(prodId);
    $wishlist.set($wishlist.get().filter((id) => id !== prodId));
    return false;
  }
  await api.addToWishlist(prodId);
  $wishlist.set([...$wishlist.get().filter((id) => id !== prodId), prodId]);
  return true;
}
