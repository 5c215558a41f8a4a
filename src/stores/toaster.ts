/**
 * Whether this page needs the toaster (src/islands/toaster/SiteToaster.tsx): once any island loads
 * src/stores/toasts.ts (which can raise toasts), or a previous page left toasts to show. Kept apart
 * from the toasts themselves so the toaster's library loads only on pages that raise one.
 */
import { atom } from 'nanostores';

export const $toasterWanted = atom(false);

/**
 * Said on the window when the toaster is first wanted: the toaster's island starts then
 * (src/islands/directives/toasts.ts, which repeats this name: a directive shares no module with islands).
 */
export const TOASTER_WANTED_EVENT = 'fashion-store:toaster-wanted';

$toasterWanted.listen((wanted) => {
  if (!wanted || typeof window === 'undefined') return;
  // Also a mark on the page, for a toaster that starts listening after the event was said.
  document.documentElement.dataset.toasterWanted = '1';
  window.dispatchEvent(new Event(TOASTER_WANTED_EVENT));
});

/** Where toasts wait across a page load (src/stores/toasts.ts, toastAfterNavigation). */
export const PENDING_TOASTS_KEY = 'pendingToasts';

export interface PendingToast {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  duration?: number;
}

export function readPendingToasts(): PendingToast[] {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_TOASTS_KEY) ?? '[]') as PendingToast[];
  } catch {
    return [];
  }
}

/** The toasts a previous page left, taken (so no other island shows them again). */
export function takePendingToasts(): PendingToast[] {
  const pending = readPendingToasts();
  try {
    sessionStorage.removeItem(PENDING_TOASTS_KEY);
  } catch {
    return [];
  }
  return pending;
}
