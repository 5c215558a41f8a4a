/**
 * Who is signed in. docs/product.md §3 keeps `token`, `isAuth` (expiry in ms) and `userrole` in the browser;
 * they are persistent atoms, so a login or logout in one tab reaches every other tab.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as api from '../client/api';
import { configureAuth } from '../client/http';
import { queryClient } from '../client/query';
import { ROLE_ADMIN, ROLE_USER, SESSION_MS } from '../lib/constants';
import { isAdminEmail } from '../lib/guard';

export const $token = persistentAtom<string>('token', '');
export const $isAuth = persistentAtom<number>('isAuth', 0, { encode: String, decode: Number });
export const $userrole = persistentAtom<string>('userrole', '');
/** The signed-in person's name, for the nav bar (kept so it shows at once after a reload). */
export const $userName = persistentAtom<string>('userName', '');

export const $signedIn = computed([$token, $isAuth], (token, expiry) => Boolean(token) && expiry > Date.now());
export const $isAdmin = computed([$signedIn, $userrole], (signedIn, role) => signedIn && !role.includes(ROLE_USER));

configureAuth({ token: () => $token.get() || undefined, unauthorized: () => logout() });

// A new session, or none (here or in another tab): what the query cache holds was the previous one's.
$token.listen(() => {
  void queryClient.resetQueries();
});

/** JWT payloads are base64url JSON; the user id sits in the userId claim (docs/product.md §3). */
export function tokenUserId(token = $token.get()): number | undefined {
  try {
    const part = token.split('.')[1];
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const id = (JSON.parse(json) as { userId?: unknown }).userId;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** docs/product.md §4/§6: an e-mail containing 'admin' signs in through the admins' endpoint. */
export async function login(email: string, password: string) {
  const admin = isAdminEmail(email);
  const reply = admin ? await api.loginAdmin({ email, password }) : await api.loginUser({ email, password });
  // The role first: the session turns on with the token and expiry, and its listeners (the nav bar's cart
  // and wishlist) must already know an admin has neither (a GET /api/cart would answer 403).
  $userrole.set(reply.role);
  $token.set(reply.token);
  $isAuth.set(Date.now() + SESSION_MS);
  $userName.set('');
  void loadUserName();
  return { ...reply, admin: reply.role === ROLE_ADMIN };
}

export async function loadUserName(): Promise<void> {
  if (!$signedIn.get()) return;
  try {
    if ($userrole.get() === ROLE_ADMIN) {
      $userName.set((await api.getMe()).data.name);
    } else {
      const id = tokenUserId();
      if (id !== undefined) $userName.set((await api.getUser(id)).data[0]?.name ?? '');
    }
  } catch {
    // docs/product.md §8: failures loading the user are swallowed; the bar shows no name.
  }
}

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

let timer: ReturnType<typeof setTimeout> | undefined;
/** docs/product.md §4: a timer logs out when the stored expiry passes. Called when the nav bar mounts. */
export function startExpiryTimer(): () => void {
  const arm = () => {
    clearTimeout(timer);
    const left = $isAuth.get() - Date.now();
    if (!$token.get()) return;
    if (left <= 0) logout();
    // setTimeout holds at most ~24.8 days; the session is far shorter.
    else
      timer = setTimeout(() => {
        if ($token.get()) logout();
      }, left);
  };
  arm();
  const off = $isAuth.listen(arm);
  return () => {
    off();
    clearTimeout(timer);
  };
}
