import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ROLE_USER } from '../../../lib/constants';
import { loginUrlFor } from '../../../lib/guard';
import { $signedIn, $userrole } from '../../../stores/auth';

/**
 * docs/product.md §2 admin guard: not signed in, or a stored role containing 'user', goes to the login page
 * with history replaced. This only spares a pointless page: the server refuses every admin call
 * from a non-admin token, whatever the browser stores.
 */
export function useAdminGuard(leaving: { current: boolean }): boolean {
  const signedIn = useStore($signedIn);
  const role = useStore($userrole);
  const allowed = signedIn && !role.includes(ROLE_USER);
  useEffect(() => {
    if (!allowed && !leaving.current) location.replace(loginUrlFor(location.pathname + location.search + location.hash));
  }, [allowed, leaving]);
  return allowed;
}
