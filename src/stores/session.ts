/**
 * Who is signed in, as atoms only: docs/product.md §3 keeps `token`, `isAuth` (expiry in ms) and `userrole`
 * in the browser, in persistent atoms, so a login or logout in one tab reaches every other tab. Kept
 * apart from src/stores/auth.ts (the API calls, the query cache) so the nav bar can show the session on
 * every page's first view without loading the API client.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { REMEMBER_SESSION_MS, ROLE_USER, SESSION_MS } from '../lib/constants';

export const $token = persistentAtom<string>('token', '');
export const $isAuth = persistentAtom<number>('isAuth', 0, { encode: String, decode: Number });
export const $userrole = persistentAtom<string>('userrole', '');
/** The signed-in person's name, for the nav bar (kept so it shows at once after a reload). */
export const $userName = persistentAtom<string>('userName', '');

/**
 * 'browser' when "Remember me" was not ticked, '' for a remembered session (and for sessions stored
 * before the choice existed). See `endedWithBrowser`.
 */
export const $sessionKind = persistentAtom<string>('sessionKind', '');
const BROWSER_SESSION = 'browser';
/** A cookie without an expiry: the browser drops it when its session ends (it is closed). */
const BROWSER_SESSION_COOKIE = 'fs_browser_session';

function setBrowserCookie(on: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the store serves (Firefox)
  document.cookie = on
    ? `${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Strict${secure}`
    : `${BROWSER_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

/**
 * A session that is not remembered ends with the browser session. It is kept in localStorage like a
 * remembered one (so every tab shares it, and a logout in one reaches the others), with a marker in a
 * session cookie beside it: a browser that was closed has dropped the cookie, and the first page it
 * opens finds the session without its marker and signs out before anything reads it.
 */
function endedWithBrowser(): boolean {
  if (typeof document === 'undefined' || $sessionKind.get() !== BROWSER_SESSION) return false;
  return !document.cookie.split(/;\s*/).includes(`${BROWSER_SESSION_COOKIE}=1`);
}

/** A new session from a sign-in or sign-up: 30 days when remembered, else until the browser closes (and at most SESSION_MS). */
export function beginSession(o: { token: string; role: string; remember: boolean }): void {
  // The role first: the session turns on with the token and expiry, and its listeners (the nav bar's cart
  // and wishlist) must already know an admin has neither (a GET /api/cart would answer 403).
  $userrole.set(o.role);
  $sessionKind.set(o.remember ? '' : BROWSER_SESSION);
  setBrowserCookie(!o.remember);
  $token.set(o.token);
  $isAuth.set(Date.now() + (o.remember ? REMEMBER_SESSION_MS : SESSION_MS));
  $userName.set('');
}

/** The same session with a new token (after a password change): as long again, of the same kind. */
export function renewSession(token: string): void {
  $token.set(token);
  $isAuth.set(Date.now() + ($sessionKind.get() === BROWSER_SESSION ? SESSION_MS : REMEMBER_SESSION_MS));
}

export const $signedIn = computed([$token, $isAuth], (token, expiry) => Boolean(token) && expiry > Date.now());
export const $isAdmin = computed([$signedIn, $userrole], (signedIn, role) => signedIn && !role.includes(ROLE_USER));

/** Logout clears all local browser storage (docs/product.md §4); the storage event logs out other tabs. */
export function logout(): void {
  try {
    localStorage.clear();
  } catch {
    /* private mode */
  }
  setBrowserCookie(false);
  $token.set('');
  $isAuth.set(0);
  $userrole.set('');
  $userName.set('');
  $sessionKind.set('');
}

if (endedWithBrowser()) logout();
