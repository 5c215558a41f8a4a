import { type FormEvent, useState, useId } from 'react';
import type { OrderRow } from '../../../client/api';
import { SHIPMENT_LIMITS } from '../../../lib/fulfilment';
import { buttonClass } from '../../../ui/Button';
import { outlineButton } from '../../../ui/buttons';
import { TextArea } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { admin } from '../messages';

const t = admin.orders.step;

/** Asks before an admin cancels an order: says its units go back in stock, and takes the reason the shopper reads. */
export function CancelOrderDialog({
  order,
  error,
  pending,
  onConfirm,
  onClose,
}: {
  order?: OrderRow;
  error?: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(reason);
  };
  return (
    <Modal
      open={order !== undefined}
      onClose={() => !pending && onClose()}
      title={order ? t.cancelTitle(order._id) : ''}
      closeButton={false}
      footer={
        <>
          <button type="button" className={outlineButton} onClick={onClose} disabled={pending}>
            {t.keep}
          </button>
          <button type="submit" form={`${id}-cancel`} className={buttonClass('danger')} disabled={pending}>
            {pending ? t.saving : t.cancelSubmit}
          </button>
        </>
      }
    >
      {order && (
        <form id={`${id}-cancel`} onSubmit={submit} noValidate className="grid gap-3">
          <p className="text-sm text-muted">{t.cancelText(order.quantity, order.size)}</p>
          <TextArea
            label={t.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={SHIPMENT_LIMITS.reason}
            error={error}
            rows={3}
            required
          />
        </form>
      )}
    </Modal>
  );
}
