/**
 * 'Chat with us' (docs/product.md §2): the floating button on every page. The dialog and what it needs
 * (the form, the API, the shopper's earlier messages) load when it is first opened, or when the pointer
 * or focus comes to the button, so no page's first view ships them. A signed-in shopper's button
 * carries the count of replies not yet seen (UnreadBadge, loaded only then).
 */
import { lazy, Suspense, useState } from 'react';
import { $hasCart } from '../../stores/cart-count';
import { ChatIcon } from '../../ui/icons';
import { useHydratedStore } from '../../ui/useHydratedStore';
import { chat } from './messages';

const load = () => import('./ChatPanel');
const ChatPanel = lazy(load);
const UnreadBadge = lazy(() => import('./UnreadBadge'));

export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Only shoppers have concerns of their own (an admin or a guest is answered by e-mail).
  const shopper = useHydratedStore($hasCart, false);
  const preload = () => void load();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        title={chat.open}
        // A round icon until the screen is wide enough for the words to sit beside the page's content (up
        // to 1280 px wide), never over it; the footer keeps room below itself (Footer.astro). A sticky bar at
        // the bottom (the product page's Add to bag) lifts it by --bottom-bar: moved by a transform, which
        // is not a layout shift, where moving `bottom` was one (CLS) each time the bar appeared.
        className="fixed bottom-4 -translate-y-[var(--bottom-bar,0px)] right-4 z-40 flex items-center gap-2 rounded-full bg-ink p-3.5 ring-2 ring-white text-sm font-semibold text-white shadow-lg hover:bg-black 2xl:px-5 2xl:py-3"
      >
        <ChatIcon size={20} />
        <span className="sr-only 2xl:not-sr-only">{chat.open}</span>
        {shopper && (
          <Suspense fallback={null}>
            <UnreadBadge />
          </Suspense>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
