import type { OrderRow } from '../../../client/api';
import { canMove } from '../../../lib/fulfilment';
import { buttonClass } from '../../../ui/Button';
import { outlineButton } from '../../../ui/buttons';
import { admin } from '../messages';

const t = admin.orders.step;
const small = 'px-2.5 py-1 text-xs';

/** The moves an admin can make from an order's step: pack, ship (asks for the shipment), deliver, cancel (asks first). */
export function StepActions({
  order: o,
  busy,
  onPack,
  onShip,
  onDeliver,
  onCancel,
}: {
  order: OrderRow;
  busy: boolean;
  onPack: (o: OrderRow) => void;
  onShip: (o: OrderRow) => void;
  onDeliver: (o: OrderRow) => void;
  onCancel: (o: OrderRow) => void;
}) {
  const can = (to: 'packed' | 'shipped' | 'delivered' | 'cancelled') => canMove(o.step, to, 'admin') && !(o.step === 'cancelled');
  return (
    <div role="group" aria-label={t.actionsOf(o._id)} className="flex flex-wrap gap-2 xl:flex-col xl:items-stretch">
      {can('packed') && (
        <button type="button" className={`${outlineButton} ${small}`} disabled={busy} onClick={() => onPack(o)}>
          {t.pack}
        </button>
      )}
      {can('shipped') && (
        <button type="button" className={`${outlineButton} ${small}`} disabled={busy} onClick={() => onShip(o)}>
          {t.ship}
        </button>
      )}
      {can('delivered') && (
        <button type="button" className={`${outlineButton} ${small}`} disabled={busy} onClick={() => onDeliver(o)}>
          {t.deliver}
        </button>
      )}
      {can('cancelled') && (
        <button type="button" className={`${buttonClass('danger')} ${small}`} disabled={busy} onClick={() => onCancel(o)}>
          {t.cancel}
        </button>
      )}
    </div>
  );
}
