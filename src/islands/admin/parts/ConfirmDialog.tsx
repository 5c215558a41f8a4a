import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../ui/Button';
import { outlineButton } from '../../../ui/buttons';
import { admin } from '../messages';

/**
 * Asks before a delete: a native modal <dialog> (focus kept inside, Esc cancels). Rendered while
 * `name` is set; onConfirm runs the delete.
 */
export function ConfirmDialog({ name, onConfirm, onClose }: { name?: string; onConfirm: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (name && !d.open) d.showModal();
    if (!name && d.open) d.close();
  }, [name]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="admin-confirm-title"
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <h2 id="admin-confirm-title" className="text-lg font-semibold">
          {admin.confirm.title(name ?? '')}
        </h2>
        <p className="mt-2 text-sm text-muted">{admin.confirm.text}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" autoFocus onClick={() => ref.current?.close()} className={outlineButton}>
            {admin.confirm.cancel}
          </button>
          <button
            type="button"
            onClick={() => {
              onConfirm();
              ref.current?.close();
            }}
            className={buttonClass('danger')}
          >
            {admin.confirm.ok}
          </button>
        </div>
      </div>
    </dialog>
  );
}
