/**
 * Who is signed in, as atoms only: docs/product.md §3 keeps `token`, `isAuth` (expiry in ms) and `userrole`
 * in the browser, in persistent atoms, so a login or logout in one tab reaches every other tab. Kept
 * apart from src/stores/auth.ts (the API calls, the query cache) so the nav bar can show the session on
 * every page's first view without loading the API client.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { ROLE_USER } from '../lib/constants';

export const $token = persistentAtom<string>('token', '');
export const $isAuth = persistentAtom<number>('isAuth', 0, { encode: String, decode: Number });
export const $userrole = persistentAtom<string>('userrole', '');
/** The signed-in person's name, for the nav bar (kept so it shows at once after a reload). */
export const $userName = persistentAtom<string>('userName', '');

export const $signedIn = computed([$token, $isAuth], (token, expiry) => Boolean(token) && expiry > Date.now());
export const $isAdmin = computed([$signedIn, $userrole], (signedIn, role) => signedIn && !role.includes(ROLE_USER));

/** Logout clears all local browser storage (docs/product.md §4); the storage event logs out other tabs. */
export function logout(): void {
  try {
    localStorage.clear();
  } catch {
    /* private mode */
  }
  $token.set('');
  $isAuth.set(0);
  $userrole.set('');
  $userName.set('');
}
