/**
 * The site's one toaster (docs/product.md §8): top of the screen, closable, auto-closing, paused while
 * hovered. Islands raise toasts with `notify` from src/stores/toasts.ts; sonner's queue is shared, and
 * toasts raised before the toaster mounts are shown when it does. The toaster itself (sonner) loads
 * only once the page needs it: an island that can raise toasts has loaded, or a previous page left some.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { $toasterWanted, hasPendingToasts } from '../../stores/toaster';

const Toasts = lazy(() => import('./Toasts'));

export default function SiteToaster() {
  // Decided after mount: the server renders no toaster, and neither does the first render here.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (hasPendingToasts()) setWanted(true);
    return $toasterWanted.subscribe((w) => {
      if (w) setWanted(true);
    });
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
