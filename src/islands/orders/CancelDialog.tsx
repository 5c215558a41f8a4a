import { buttonClass } from '../../ui/Button';
import { outlineButton } from '../../ui/buttons';
import { Modal } from '../../ui/Modal';
import { orders as t } from './messages';
import type { CancelAsk } from './useCancel';

/** Asks before cancelling the whole order or one item: it cannot be undone by the shopper. */
export function CancelDialog({ ask, pending, onConfirm, onClose }: { ask?: CancelAsk; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      open={ask !== undefined}
      onClose={() => !pending && onClose()}
      title={ask?.kind === 'item' ? t.cancelItemTitle(ask.item.name) : t.cancelOrderTitle}
      footer={
        <>
          <button type="button" className={outlineButton} onClick={onClose} disabled={pending}>
            {t.keep}
          </button>
          <button type="button" className={buttonClass('danger')} onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? t.cancelling : t.confirmCancel}
          </button>
        </>
      }
    >
      <p className="text-sm text-muted">{t.cancelText}</p>
      {ask?.kind === 'item' && <p className="mt-2 text-sm text-muted">{t.cancelItemText}</p>}
    </Modal>
  );
}
