/**
 * 'Chat with us' (docs/product.md §2): the chat on every page. Its button is server HTML
 * (ChatButton.astro, this island's `button` slot, with the unread badge kept by a plain script); this
 * island starts on the first touch of it (client:touch), and the dialog and what it needs (the form, the
 * API, the shopper's earlier messages) load when it is first opened, or when the pointer or focus comes
 * to the button.
 */
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';

const load = () => import('./ChatPanel');
const ChatPanel = lazy(load);

/** Whether an event came from the chat button (not from the open dialog, which is inside this island too). */
const onButton = (e: { target: EventTarget }) => e.target instanceof Element && !!e.target.closest('[data-chat-open]');

export default function ChatWidget({ button }: { button?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = (e: { target: EventTarget }) => {
    if (onButton(e)) void load();
  };
  return (
    <>
      {/* The button is the slot's HTML, never redrawn here: its clicks reach this wrapper. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it hears the slot's own <button>, which is what the shopper uses */}
      <span
        className="contents"
        onClick={(e: MouseEvent) => {
          if (!onButton(e)) return;
          setWanted(true);
          setOpen(true);
        }}
        onPointerOver={preload}
        onFocus={preload}
      >
        {button}
      </span>
      {wanted && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
