/**
 * The site's one toaster (docs/product.md §8): top of the screen, closable, auto-closing, paused while
 * hovered. Islands raise toasts with `notify` from src/stores/toasts.ts; sonner's queue is shared, and
 * toasts raised before the toaster mounts are shown when it does. The toaster itself (sonner) loads
 * only once the page needs it: an island that can raise toasts has loaded, or a previous page left some.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { $toasterWanted, type PendingToast, takePendingToasts } from '../../stores/toaster';

const Toasts = lazy(() => import('./Toasts'));

export default function SiteToaster() {
  // Decided after mount: the server renders no toaster, and neither does the first render here.
  const [pending, setPending] = useState<PendingToast[]>();
  useEffect(() => {
    // Taken now, as the page starts: a toast left later (this page navigating away) is the next page's.
    const left = takePendingToasts();
    if (left.length) setPending(left);
    return $toasterWanted.subscribe((wanted) => {
      if (wanted) setPending((p) => p ?? []);
    });
  }, []);
  return pending ? (
    <Suspense fallback={null}>
      <Toasts pending={pending} />
    </Suspense>
  ) : null;
}
