import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatRs } from '../../lib/money';
import { primaryButton } from '../../ui/buttons';
import { product as p, stickyBar as t } from './messages';

const BOTTOM_BAR_VAR = '--bottom-bar';

interface Props {
  /** The page's own Add button is out of view: the bar shows. */
  shown: boolean;
  name: string;
  price: number;
  size: string | undefined;
  busy: boolean;
  onAdd: () => void;
}

/**
 * 'Add to bag' kept at the bottom of the screen while the page's own button is out of view (on a phone
 * it starts some 1,000 px down). Rendered into <body>, outside <main>, and hidden (out of the
 * accessibility tree too) while the page's button shows, so there is one such button where one is seen.
 */
export function StickyAddBar({ shown, name, price, size, busy, onAdd }: Props) {
  // <body> is there only in the browser: the server's HTML has no bar.
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => setMounted(true), []);
  // The chat button floats at the bottom right too: --bottom-bar lifts it above the bar while it shows.
  // Set before the browser paints the bar (a layout effect), so no frame shows the button over the bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar (ref) exists only once mounted
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    if (shown && ref.current) root.setProperty(BOTTOM_BAR_VAR, `${ref.current.offsetHeight}px`);
    else root.removeProperty(BOTTOM_BAR_VAR);
    return () => {
      root.removeProperty(BOTTOM_BAR_VAR);
    };
  }, [shown, mounted]);
  if (!mounted) return null;
  return createPortal(
    <section
      ref={ref}
      aria-label={t.label}
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4">
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-muted">
            {formatRs(price)} · {size ? p.chosenSize(size) : t.sizeNone}
          </p>
        </div>
        <button type="button" className={`${primaryButton} shrink-0 px-6 py-3`} disabled={busy} onClick={onAdd}>
          {busy ? p.adding : p.addToCart}
        </button>
      </div>
    </section>,
    document.body,
  );
}
