import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a `<dialog>` in step with an `open` prop: `showModal()` after mount (the server renders it
 * closed), `close()` when `open` turns false. Optionally focuses an element on opening. A layout effect,
 * so the dialog is open (or closed) as soon as the render that asked for it is done: a plain effect may
 * run only after the next paint, and an Escape pressed in between would find no dialog open yet (the
 * console's drawer on a phone, admin-frame.spec).
 */
export function useModalDialog(open: boolean, initialFocus?: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);
  return ref;
}
