/**
 * The nav bar's cart count and the guest cart, as atoms only (the cart's queries and writes are in
 * src/stores/cart.ts): shown on every page's first view without loading the API client.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { ROLE_ADMIN } from '../lib/constants';
import { $signedIn, $userrole } from './session';

/** Only shoppers have a cart: an admin's session never asks for one (it would be a 403). */
export const $hasCart = computed([$signedIn, $userrole], (signedIn, role) => signedIn && role !== ROLE_ADMIN);

const json = <T>(fallback: T) => ({
  encode: JSON.stringify,
  decode: (s: string): T => {
    try {
      return JSON.parse(s) as T;
    } catch {
      return fallback;
    }
  },
});

/** A guest's line: which product, in which size (undefined: the server's default), how many. */
export interface GuestLine {
  prodId: number;
  size?: string;
  quantity: number;
}
export const $guestCart = persistentAtom<GuestLine[]>('guestCart', [], json<GuestLine[]>([]));

/** The signed-in shopper's line count, as the server last said (src/stores/cart.ts keeps it in step). */
export const $accountCartCount = persistentAtom<number>('cartCount', 0, { encode: String, decode: (s) => Number(s) || 0 });

/** The nav bar's count: the account's lines, or the guest's. */
export const $cartCount = computed([$hasCart, $signedIn, $accountCartCount, $guestCart], (hasCart, signedIn, account, guest) =>
  hasCart ? account : signedIn ? 0 : guest.length,
);

$hasCart.listen((has) => {
  if (!has) $accountCartCount.set(0);
});
