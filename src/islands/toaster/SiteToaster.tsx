/**
 * The site's one toaster (docs/product.md §8): top of the screen, closable, auto-closing, paused while
 * hovered. Islands raise toasts with `notify` from src/stores/toasts.ts; sonner's queue is shared,
 * and toasts raised before this island hydrates are shown when it does.
 */
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '../../lib/constants';
import { replayToasts } from '../../stores/toasts';

export default function SiteToaster() {
  // Toasts a previous page left before navigating (login, checkout…) show here.
  useEffect(() => replayToasts(), []);
  return <Toaster position="top-center" closeButton richColors duration={TOAST_DEFAULT_MS} />;
}
