/**
 * The site's toasts (docs/product.md §8): any island calls these; the Toaster island shows them at the top,
 * closable, auto-closing and paused while hovered. sonner keeps one queue per page, shared by islands.
 * sonner is fetched with the first toast a page raises, not with the islands that could raise one: most
 * visits raise none, and the library stays out of the page's first JavaScript.
 */
import { TOAST_DEFAULT_MS, TOAST_MS } from '../lib/constants';
import { $toasterWanted, PENDING_TOASTS_KEY, type PendingToast, readPendingToasts, takePendingToasts } from './toaster';

type Opts = { description?: string; duration?: number; id?: string | number };
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
/** Runs `show` once sonner is loaded; the toaster mounts now (sonner shows toasts raised before it did). Calls keep their order. */
function withSonner(show: (s: Sonner) => void): void {
  $toasterWanted.set(true);
  sonner ??= import('sonner');
  sonner.then(show, () => {
    /* the library could not be fetched (offline): the toast is lost, the page goes on */
  });
}

let lastId = 0;
/** A toast's id chosen here, so a caller can dismiss a toast that sonner has not shown yet. */
const toastId = (o: Opts) => o.id ?? `toast-${++lastId}`;

export const notify = {
  success: (title: string, o: Opts = {}) => withSonner(({ toast }) => toast.success(title, { duration: TOAST_DEFAULT_MS, ...o })),
  error: (title: string, o: Opts = {}) => withSonner(({ toast }) => toast.error(title, { duration: TOAST_DEFAULT_MS, ...o })),
  info: (title: string, o: Opts = {}) => withSonner(({ toast }) => toast(title, { duration: TOAST_DEFAULT_MS, ...o })),
  loading: (title: string, o: Opts = {}): string | number => {
    const id = toastId(o);
    withSonner(({ toast }) => toast.loading(title, { duration: TOAST_DEFAULT_MS, ...o, id }));
    return id;
  },
  dismiss: (id?: string | number) => withSonner(({ toast }) => toast.dismiss(id)),
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
