import type { Purchase } from '../../client/api';
import { formatRs, lineTotal } from '../../lib/money';
import { orders as t } from './messages';
import { StatusBadge } from './StatusBadge';

/** A purchase's items: picture, name, size, quantity and line total; each item's own status when they differ. */
export function PurchaseItems({ purchase: p }: { purchase: Purchase }) {
  return (
    <ul className="divide-y divide-line">
      {p.items.map((o) => {
        return (
          <li key={o._id} className="flex gap-3 py-3 text-sm">
            <img src={o.image} alt="" width={64} height={80} loading="lazy" className="h-20 w-16 shrink-0 rounded-md bg-soft object-cover" />
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold break-words">{o.prodId ? <a href={`/products/${o.prodId}`}>{o.name}</a> : o.name}</h3>
              <p className="text-muted">
                {t.size}: {o.size} · {t.quantity}: {o.quantity}
              </p>
              {p.status === 'mixed' && (
                <p className="mt-1">
                  <span className="sr-only">{t.itemStatus}</span>
                  <StatusBadge status={o.status} />
                </p>
              )}
            </div>
            <p className="shrink-0 font-semibold">{formatRs(lineTotal(o.price, o.quantity))}</p>
          </li>
        );
      })}
    </ul>
  );
}
