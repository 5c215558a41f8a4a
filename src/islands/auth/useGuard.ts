import { useEffect, useState } from 'react';
import { loginUrlFor } from '../../lib/guard';
import { $signedIn, logout, startExpiryTimer } from '../../stores/auth';
import { go, type PendingToast, replayToasts } from './navigate';

/** Set while the page signs out on purpose and goes elsewhere itself (see `signOutAndGo`). */
let departing = false;

/** Signs out and goes to `url` (a deleted account goes home, not to the login page the guard would pick). */
export function signOutAndGo(url: string, toast?: PendingToast): void {
  departing = true;
  logout();
  go(url, { replace: true, toast });
}

/**
 * docs/product.md §2 guard for shopper pages: a signed-out visitor goes to /login with the attempted path
 * passed along and history replaced. Also when the session ends while the page is open (expiry,
 * or a logout in another tab). Answers false until the stored session has been read.
 */
export function useGuard(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let leaving = false;
    const check = (signedIn: boolean) => {
      if (signedIn) {
        setAllowed(true);
        return;
      }
      setAllowed(false);
      if (leaving || departing) return;
      leaving = true;
      location.replace(loginUrlFor(location.pathname + location.search));
    };
    check($signedIn.get());
    replayToasts();
    // The nav bar arms the same expiry timer; arming it here too keeps a guarded page safe on its own.
    const stopTimer = startExpiryTimer();
    const off = $signedIn.listen(check);
    return () => {
      off();
      stopTimer();
    };
  }, []);
  return allowed;
}
