/**
 * Whether this page needs the toaster (src/islands/toaster/SiteToaster.tsx): once any island loads
 * src/stores/toasts.ts (which can raise toasts), or a previous page left toasts to show. Kept apart
 * from the toasts themselves so the toaster's library loads only on pages that raise one.
 */
import { atom } from 'nanostores';

export const $toasterWanted = atom(false);

/** Where toasts wait across a page load (src/stores/toasts.ts, toastAfterNavigation). */
export const PENDING_TOASTS_KEY = 'pendingToasts';

export function hasPendingToasts(): boolean {
  try {
    return (sessionStorage.getItem(PENDING_TOASTS_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}
