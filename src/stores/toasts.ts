/**
 * The site's toasts (docs/product.md §8): any island calls these; the Toaster island shows them at the top,
 * closable, auto-closing and paused while hovered. sonner keeps one queue per page, shared by islands.
 */
import { toast } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_MS } from '../lib/constants';
import { $toasterWanted, PENDING_TOASTS_KEY } from './toaster';

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
 * sessionStorage and shown by the next page's islands (replayToasts).
 */
const KEY = PENDING_TOASTS_KEY;

export interface PendingToast {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  duration?: number;
}

function readPending(): PendingToast[] {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as PendingToast[];
  } catch {
    return [];
  }
}

export function toastAfterNavigation(t: PendingToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...readPending(), t]));
  } catch {
    /* storage off: no toast */
  }
}

/** Shows the toasts a previous page left; any island may call it on mount, the first one wins. */
export function replayToasts(): void {
  let pending: PendingToast[];
  try {
    pending = readPending();
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  for (const t of pending) notify[t.kind](t.title, { description: t.description, duration: t.duration ?? TOAST_MS.normal });
}
