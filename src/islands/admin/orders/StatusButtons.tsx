import type { Order } from '../../../client/api';
import { admin } from '../messages';
import type { OrderStatus } from '../../../lib/types';
import { STATUS_BUTTONS } from './statusRules';

/** The three status buttons of one order; a 'pending' order has none pressed. */
export function StatusButtons({ order, busy, onSet }: { order: Order; busy: boolean; onSet: (o: Order, s: OrderStatus) => void }) {
  return (
    <div role="group" aria-label={admin.orders.statusOf(order.name)} className="flex flex-wrap gap-2">
      {STATUS_BUTTONS.map((b) => {
        const on = order.status === b.status;
        return (
          <button
            key={b.status}
            type="button"
            aria-pressed={on}
            disabled={busy}
            onClick={() => onSet(order, b.status)}
            className={`rounded-md border px-3 py-1.5 text-sm font-medium disabled:cursor-wait ${on ? b.active : 'border-line bg-white text-ink hover:bg-soft'}`}
          >
            {b.label}
          </button>
        );
      })}
    </div>
  );
}
