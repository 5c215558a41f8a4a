import type { Order } from '../../client/api';
import { formatOrderDate, isoDate } from '../../lib/dates';
import { orders as t } from './messages';
import { formatRs, lineTotal } from '../../lib/money';

const statusColour: Record<string, string> = {
  Passed: 'bg-green-100 text-green-900',
  Delayed: 'bg-amber-100 text-amber-900',
  Rejected: 'bg-red-100 text-red-900',
};

/** One order: image, Order ID, name, quantity, purchase time and status (docs/product.md §2). */
export function OrderCard({ order: o }: { order: Order }) {
  const media = o.prodId ? `/products/${o.prodId}` : undefined;
  const img = <img src={o.image} alt={o.name} width={96} height={120} loading="lazy" className="h-30 w-24 rounded-md bg-soft object-cover" />;
  return (
    <li className="flex gap-4 rounded-lg border border-line p-4">
      {media ? (
        <a href={media} className="shrink-0">
          {img}
        </a>
      ) : (
        <span className="shrink-0">{img}</span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <h2 className="truncate text-base font-semibold">{o.name}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted">{t.orderId}</dt>
          <dd className="font-mono">{o._id}</dd>
          <dt className="text-muted">{t.size}</dt>
          <dd>{o.size}</dd>
          <dt className="text-muted">{t.quantity}</dt>
          <dd>{o.quantity}</dd>
          <dt className="text-muted">{t.total}</dt>
          <dd>{formatRs(lineTotal(o.price, o.quantity))}</dd>
          <dt className="text-muted">{t.placedAt}</dt>
          <dd>
            <time dateTime={isoDate(o.createdAt)}>{formatOrderDate(o.createdAt)}</time>
          </dd>
          <dt className="text-muted">{t.status}</dt>
          <dd>
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusColour[o.status] ?? 'bg-soft text-ink'}`}>
              {o.status}
            </span>
          </dd>
        </dl>
      </div>
    </li>
  );
}
