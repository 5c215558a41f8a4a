import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a `<dialog>` in step with an `open` prop: `showModal()` after mount (the server renders it
 * closed), `close()` when `open` turns false. Optionally focuses an element on opening.
 */
export function useModalDialog(open: boolean, initialFocus?: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
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
