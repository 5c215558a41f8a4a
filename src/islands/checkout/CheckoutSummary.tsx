import type { CartLine } from '../../client/api';
import { cart as c } from '../cart/messages';
import { checkout as t } from './messages';
import { cartSubtotal, formatRs, lineTotal } from '../../lib/money';
import { isShort } from '../../lib/stock';
import { Spinner } from '../../ui/Spinner';

interface Props {
  lines: CartLine[];
  loading: boolean;
  lineErrors: Record<string, string>;
}

/** What the order will hold: the cart's lines with their sizes, shipping and subtotal; a short line says so. */
export function CheckoutSummary({ lines, loading, lineErrors }: Props) {
  return (
    <aside aria-labelledby="checkout-summary" className="rounded-lg bg-soft p-6 lg:sticky lg:top-28">
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {t.orderSummary}
      </h2>
      {loading ? (
        <Spinner className="py-8" />
      ) : lines.length === 0 ? (
        <p className="mt-4 text-sm">
          {c.empty}{' '}
          <a href="/products" className="font-medium underline underline-offset-4">
            {c.continueShopping}
          </a>
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {lines.map((l) => (
            <li key={l._id} className="flex flex-wrap items-center gap-3">
              <span className="relative shrink-0">
                <img src={l.image} alt="" width={56} height={70} className="h-[70px] w-14 rounded object-cover" />
                <span
                  className="absolute -right-2 -top-2 flex size-5 items-center justify-center rounded-full bg-ink text-xs font-bold text-white"
                  aria-hidden="true"
                >
                  {l.quantity}
                </span>
              </span>
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium">{l.name}</span>
                <span className="block text-muted">
                  {c.size}: {l.size} · {c.quantity}: {l.quantity}
                </span>
              </span>
              <span className="text-sm font-semibold">{formatRs(lineTotal(l.price, l.quantity))}</span>
              {(lineErrors[String(l._id)] || isShort(l)) && (
                <span className="basis-full text-sm font-semibold text-brand-dark">{lineErrors[String(l._id)] ?? c.short(l.stock ?? 0, l.size)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-6 space-y-3 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt>{c.shipping}</dt>
          <dd className="font-semibold text-green-800">{c.free}</dd>
        </div>
        <div className="flex justify-between text-base">
          <dt className="font-semibold">{c.subtotal}</dt>
          <dd className="font-bold">{formatRs(cartSubtotal(lines))}</dd>
        </div>
      </dl>
    </aside>
  );
}
