import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import { common } from '../lib/messages';
import { CloseIcon } from './icons';
import { useModalDialog } from './useModalDialog';

export interface ModalProps {
  open: boolean;
  /** Called when the dialog asks to close: Escape, the × button, or a click on the backdrop. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons under the body (Close, Submit…). */
  footer?: ReactNode;
  /** Show the × in the corner (leave it off when the footer has its own Close button). */
  closeButton?: boolean;
  /** Focused when the dialog opens (defaults to the browser's choice: the first focusable). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal `<dialog>`: the browser traps focus, makes the page inert, closes on Escape and gives
 * focus back to the opener. Rendered closed on the server; `showModal()` runs after mount.
 */
export function Modal({ open, onClose, title, children, footer, closeButton = true, initialFocus, className = '' }: ModalProps) {
  const ref = useModalDialog(open, initialFocus);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 ${className}`}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {closeButton && (
              <button type="button" onClick={onClose} aria-label={common.close} className="-m-2 rounded-full p-2 text-muted hover:bg-soft hover:text-ink">
                <CloseIcon size={20} />
              </button>
            )}
          </div>
          <div className="mt-4">{children}</div>
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
