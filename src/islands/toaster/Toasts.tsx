/** sonner's toaster with the site's settings; loaded by SiteToaster when the page needs it. */
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '../../lib/constants';
import { replayToasts } from '../../stores/toasts';

export default function Toasts() {
  // Toasts a previous page left before navigating (login, checkout…) show here.
  useEffect(() => replayToasts(), []);
  return <Toaster position="top-center" closeButton richColors duration={TOAST_DEFAULT_MS} />;
}
