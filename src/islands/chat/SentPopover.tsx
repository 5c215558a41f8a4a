import { useEffect, useRef } from 'react';
import { chat } from './messages';
import { CloseIcon } from '../../ui/icons';

/**
 * 'Response submitted' as a native popover, anchored above Submit where CSS anchor positioning
 * exists (centred on screen elsewhere). `shown` changes on every successful send; 0 hides it.
 */
export function SentPopover({ shown, onDismiss }: { shown: number; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);

  // Light dismiss (a click elsewhere, Escape) closes it too: tell the widget.
  useEffect(() => {
    const el = ref.current;
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'closed') onDismiss();
    };
    el?.addEventListener('toggle', onToggle);
    return () => el?.removeEventListener('toggle', onToggle);
  }, [onDismiss]);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (shown && !el.matches(':popover-open')) el.showPopover();
    if (!shown && el.matches(':popover-open')) el.hidePopover();
  }, [shown]);

  return (
    <div ref={ref} popover="auto" role="status" aria-live="polite" className="chat-popover">
      {shown > 0 && (
        <div className="relative w-72 rounded-lg border border-line bg-white p-4 pr-10 text-left text-ink shadow-xl">
          <p className="font-bold text-green-800">{chat.sentTitle}</p>
          <p className="mt-1 text-sm">{chat.sentText}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={chat.dismiss}
            className="absolute right-2 top-2 rounded-full p-1.5 text-muted hover:bg-soft hover:text-ink"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
