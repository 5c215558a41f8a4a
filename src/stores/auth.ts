/**
 * Signing in and out, and what a session needs from the API: the token for every call, the user's
 * name, the expiry timer. The session's atoms are in src/stores/session.ts (re-exported here).
 */
import * as api from '../client/api';
import { configureAuth } from '../client/http';
import { queryClient } from '../client/query';
import { ROLE_ADMIN, SESSION_MS } from '../lib/constants';
import { $isAuth, $signedIn, $token, $userName, $userrole, logout } from './session';

export { $isAdmin, $isAuth, $signedIn, $token, $userName, $userrole, logout } from './session';

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

/** One sign-in for shoppers and admins: the reply's role says which the account is, never the e-mail's text. */
export async function login(email: string, password: string) {
  const reply = await api.login({ email, password });
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
