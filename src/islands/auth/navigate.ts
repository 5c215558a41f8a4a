/**
 * Leaving the page with a toast: a full page load would drop it, so the toast is kept in
 * sessionStorage and shown by the next page's islands (replayToasts).
 */
import { TOAST_MS } from '../../lib/constants';
import { loginUrlFor } from '../../lib/guard';
import { notify } from '../../stores/toasts';

const KEY = 'pendingToasts';

export interface PendingToast { kind: 'success' | 'error' | 'info'; title: string; description?: string; duration?: number }

function read(): PendingToast[] {
  try { return JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as PendingToast[]; } catch { return []; }
}

export function toastAfterNavigation(t: PendingToast): void {
  try { sessionStorage.setItem(KEY, JSON.stringify([...read(), t])); } catch { /* storage off: no toast */ }
}

/** Shows the toasts a previous page left; any island may call it on mount, the first one wins. */
export function replayToasts(): void {
  let pending: PendingToast[];
  try {
    pending = read();
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  for (const t of pending) notify[t.kind](t.title, { description: t.description, duration: t.duration ?? TOAST_MS.normal });
}

export function go(url: string, opts: { replace?: boolean; toast?: PendingToast } = {}): void {
  if (opts.toast) toastAfterNavigation(opts.toast);
  if (opts.replace) location.replace(url);
  else location.assign(url);
}

/** Signed out: to the login page, which brings the shopper back here afterwards. */
export function goToLogin(): void {
  location.assign(loginUrlFor(location.pathname + location.search));
}
