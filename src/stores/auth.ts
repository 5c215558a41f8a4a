/**
 * Signing in and out, and what a session needs from the API: the token for every call, the user's
 * name, the expiry timer. The session's atoms are in src/stores/session.ts (re-exported here).
 */
import * as api from '../client/api';
import { configureAuth } from '../client/http';
import { queryClient } from '../client/query';
import { ROLE_ADMIN } from '../lib/constants';
import { $isAuth, $signedIn, $token, $userName, $userrole, beginSession, logout, renewSession } from './session';

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
export async function login(email: string, password: string, remember = false) {
  const reply = await api.login({ email, password, remember });
  beginSession({ token: reply.token, role: reply.role, remember });
  void loadUserName();
  return { ...reply, admin: reply.role === ROLE_ADMIN };
}

/** Sign-up signs in: the new shopper's session starts with the reply's token, as a login's would. */
export async function signup(input: Omit<Parameters<typeof api.register>[0], 'remember'>, remember = false) {
  const reply = await api.register({ ...input, remember });
  beginSession({ token: reply.token, role: reply.role, remember });
  void loadUserName();
  return reply;
}

/** A password change signs out every other session; this one carries on with the reply's new token. */
export async function changePassword(body: { currentPassword: string; password: string }) {
  const id = tokenUserId();
  if (id === undefined) throw new Error('not signed in');
  const reply = await api.changePassword(id, body);
  renewSession(reply.token);
  return reply;
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
/** The longest delay setTimeout keeps (2^31 − 1 ms); longer ones fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** docs/product.md §4: a timer logs out when the stored expiry passes. Called when the nav bar mounts. */
export function startExpiryTimer(): () => void {
  const arm = () => {
    clearTimeout(timer);
    const left = $isAuth.get() - Date.now();
    if (!$token.get()) return;
    if (left <= 0) logout();
    // setTimeout holds at most ~24.8 days, less than a remembered session: a longer wait arms again when it ends.
    else
      timer = setTimeout(
        () => {
          if (!$token.get()) return;
          if ($isAuth.get() <= Date.now()) logout();
          else arm();
        },
        Math.min(left, MAX_TIMEOUT_MS),
      );
  };
  arm();
  const off = $isAuth.listen(arm);
  return () => {
    off();
    clearTimeout(timer);
  };
}
