import { TOAST_MS } from '../../lib/constants';
import { product as t } from './messages';
import { notify } from '../../stores/toasts';
import { ShareIcon } from '../../ui/icons';

/** 'Share': the device's share sheet where there is one, otherwise the link is copied. */
export function ShareButton({ name }: { name: string }) {
  async function share() {
    const url = location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      notify.success(t.linkCopied, { description: url, duration: TOAST_MS.normal });
    } catch (err) {
      // A closed share sheet is not an error.
      if ((err as Error).name !== 'AbortError') notify.error(t.shareFailed, { duration: TOAST_MS.normal });
    }
  }
  return (
    <button type="button" onClick={() => void share()} className="inline-flex w-fit items-center gap-2 text-sm font-medium underline-offset-4 hover:underline">
      <ShareIcon />
      {t.share}
    </button>
  );
}
