/**
 * `client:toasts`, the store's own client directive for the site's toaster (astro.config.mjs): the
 * toaster and React start only when this page has a toast to show, because an island raised one
 * (src/stores/toasts.ts announces it with TOASTER_WANTED_EVENT) or a previous page left some in
 * sessionStorage. Most visits raise none, and their pages load neither.
 *
 * A directive is inlined into the page on its own, so it shares no module with the islands: the event,
 * the page's mark (`data-toaster-wanted` on <html>) and the storage key below are src/stores/toaster.ts's.
 */
import type { ClientDirective } from 'astro';

const TOASTER_WANTED_EVENT = 'fashion-store:toaster-wanted';
const PENDING_TOASTS_KEY = 'pendingToasts';

function toastsLeft(): boolean {
  try {
    return !!sessionStorage.getItem(PENDING_TOASTS_KEY);
  } catch {
    return false;
  }
}

const toasts: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    removeEventListener(TOASTER_WANTED_EVENT, start);
    const hydrate = await load();
    await hydrate();
  };
  addEventListener(TOASTER_WANTED_EVENT, start);
  if (toastsLeft() || el.ownerDocument.documentElement.dataset.toasterWanted) void start();
};

export default toasts;
