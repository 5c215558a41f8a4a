/**
 * The hearts' ids as atoms only (the wishlist's queries and writes are in src/stores/wishlist.ts): the
 * nav bar's count and every card's heart read them on the first view without loading the API client.
 */
import { persistentAtom } from '@nanostores/persistent';
import { $signedIn } from './session';

const ids = {
  encode: JSON.stringify,
  decode: (s: string) => {
    try {
      return JSON.parse(s) as number[];
    } catch {
      return [];
    }
  },
};

/** The hearts' ids: the account's (fed by the cache) or the guest's. */
export const $wishlist = persistentAtom<number[]>('wishlist', [], ids);
/** A guest's saved products, waiting to join the account's at sign-in. */
export const $guestWishlist = persistentAtom<number[]>('guestWishlist', [], ids);

$signedIn.listen((signedIn) => {
  $wishlist.set(signedIn ? [] : $guestWishlist.get());
});
