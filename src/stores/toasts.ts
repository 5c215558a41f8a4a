/**
 * The site's toasts (docs/product.md §8): any island calls these; the Toaster island shows them at the top,
 * closable, auto-closing and paused while hovered. sonner keeps one queue per page, shared by islands.
 */
import { toast } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_MS } from '../lib/constants';
import { $toasterWanted, PENDING_TOASTS_KEY, type PendingToast, readPendingToasts, takePendingToasts } from './toaster';

// This island can raise toasts: the page's toaster mounts (sonner shows toasts raised before it did).
$toasterWanted.set(true);

type Opts = { description?: string; duration?: number; id?: string | number };

export const notify = {
  success: (title: string, o: Opts = {}) => toast.success(title, { duration: TOAST_DEFAULT_MS, ...o }),
  error: (title: string, o: Opts = {}) => toast.error(title, { duration: TOAST_DEFAULT_MS, ...o }),
  info: (title: string, o: Opts = {}) => toast(title, { duration: TOAST_DEFAULT_MS, ...o }),
  loading: (title: string, o: Opts = {}) => toast.loading(title, { duration: TOAST_DEFAULT_MS, ...o }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};

/*
 * Leaving the page with a toast: a full page load would drop it, so the toast is kept in
 * sessionStorage (src/stores/toaster.ts) and shown by the next page's islands (replayToasts).
 */
export type { PendingToast } from './toaster';

export function toastAfterNavigation(t: PendingToast): void {
  try {
    sessionStorage.setItem(PENDING_TOASTS_KEY, JSON.stringify([...readPendingToasts(), t]));
  } catch {
    /* storage off: no toast */
  }
}

/** Shows toasts taken from a previous page. */
export function showToasts(pending: readonly PendingToast[]): void {
  for (const t of pending) notify[t.kind](t.title, { description: t.description, duration: t.duration ?? TOAST_MS.normal });
}

/** Shows the toasts a previous page left; any island may call it on mount, the first one wins. */
export function replayToasts(): void {
  showToasts(takePendingToasts());
}
