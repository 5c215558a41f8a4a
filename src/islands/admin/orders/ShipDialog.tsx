import { type FormEvent, useState, useId } from 'react';
import type { OrderRow } from '../../../client/api';
import { SHIPMENT_LIMITS } from '../../../lib/fulfilment';
import { STORE_TIME_ZONE } from '../../../lib/constants';
import { buttonClass } from '../../../ui/Button';
import { outlineButton } from '../../../ui/buttons';
import { TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { admin } from '../messages';

const t = admin.orders.step;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());

/**
 * Shipping one order or the selected ones: one courier and expected day, a tracking number each.
 * The server checks every field (400 by field); its errors show under the fields.
 */
export function ShipDialog({
  orders,
  errors,
  pending,
  onSubmit,
  onClose,
}: {
  orders: OrderRow[];
  errors: Record<string, string>;
  pending: boolean;
  onSubmit: (body: { courier: string; expectedDelivery: string; items: { id: number; trackingNumber: string }[] }) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [courier, setCourier] = useState('');
  const [day, setDay] = useState('');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ courier, expectedDelivery: day, items: orders.map((o) => ({ id: o._id, trackingNumber: tracking[o._id] ?? '' })) });
  };
  return (
    <Modal
      open={orders.length > 0}
      onClose={() => !pending && onClose()}
      title={t.shipTitle(orders.length)}
      closeButton={false}
      footer={
        <>
          <button type="button" className={outlineButton} onClick={onClose} disabled={pending}>
            {t.keep}
          </button>
          <button type="submit" form={`${id}-ship`} className={buttonClass('primary')} disabled={pending}>
            {pending ? t.saving : t.shipSubmit}
          </button>
        </>
      }
    >
      <form id={`${id}-ship`} onSubmit={submit} noValidate className="grid gap-3">
        <TextField
          label={t.courier}
          value={courier}
          onChange={(e) => setCourier(e.target.value)}
          maxLength={SHIPMENT_LIMITS.courier}
          error={errors.courier}
          required
        />
        <TextField label={t.expected} type="date" min={today()} value={day} onChange={(e) => setDay(e.target.value)} error={errors.expectedDelivery} required />
        {orders.map((o, i) => (
          <TextField
            key={o._id}
            label={t.tracking(o._id, o.name)}
            value={tracking[o._id] ?? ''}
            onChange={(e) => setTracking({ ...tracking, [o._id]: e.target.value })}
            maxLength={SHIPMENT_LIMITS.tracking}
            error={errors[`items.${i}.trackingNumber`] ?? errors[`items.${i}`]}
            required
          />
        ))}
      </form>
    </Modal>
  );
}
