/** sonner's toaster with the site's settings; loaded by SiteToaster when the page needs it. */
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '../../lib/constants';
import { type PendingToast, showToasts } from '../../stores/toasts';

export default function Toasts({ pending }: { pending: readonly PendingToast[] }) {
  // Toasts a previous page left before navigating (login, checkout…), taken when this page started.
  useEffect(() => showToasts(pending), [pending]);
  return <Toaster position="top-center" closeButton richColors duration={TOAST_DEFAULT_MS} />;
}
