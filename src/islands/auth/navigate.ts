/** Leaving the page, optionally with a toast for the next one (see replayToasts in the toasts store). */
import { loginUrlFor } from '../../lib/guard';
import { toastAfterNavigation, type PendingToast } from '../../stores/toasts';

export { replayToasts, toastAfterNavigation, type PendingToast } from '../../stores/toasts';

export function go(url: string, opts: { replace?: boolean; toast?: PendingToast } = {}): void {
  if (opts.toast) toastAfterNavigation(opts.toast);
  if (opts.replace) location.replace(url);
  else location.assign(url);
}

/** Signed out: to the login page, which brings the shopper back here afterwards. */
export function goToLogin(): void {
  location.assign(loginUrlFor(location.pathname + location.search));
}
