import type { ReactNode } from 'react';
import type { Quote } from '../../client/api';
import { checkout as t } from './messages';
import { formatRs } from '../../lib/money';
import { isShort } from '../../lib/stock';
import { LinePicture } from '../../ui/LinePicture';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { SummaryFigures } from './SummaryFigures';

interface Props {
  quote: Quote | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  /** A refused checkout's reasons, by the item's key (cart line id or index). */
  lineErrors: Record<string, string>;
  /** Buy it now: one product on its own, the cart left alone. */
  buyNow: boolean;
  className?: string;
  /** The coupon field (CouponField), shown once there is something to buy. */
  coupon?: ReactNode;
}

/** What the order will hold and cost, as the server computed it: items, subtotal, shipping, discount, total. */
export function CheckoutSummary({ quote, loading, error, onRetry, lineErrors, buyNow, className = '', coupon }: Props) {
  return (
    <aside aria-labelledby="checkout-summary" className={`min-w-0 rounded-lg bg-soft p-4 sm:p-6 lg:sticky lg:top-28 ${className}`}>
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {t.orderSummary}
      </h2>
      {buyNow && <p className="mt-1 text-sm text-muted">{t.buyNowNote}</p>}
      {error !== undefined ? (
        <ErrorState title={t.quoteError} detail={error} onRetry={onRetry} />
      ) : loading || !quote ? (
        <Spinner className="py-8" />
      ) : quote.items.length === 0 ? (
        <p className="mt-4 text-sm">
          <span className="block font-semibold">{t.emptyCart}</span>
          <a href="/products" className="font-medium underline underline-offset-4">
            {t.backToProducts}
          </a>
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-4">
            {quote.items.map((l) => (
              <li key={l.key} className="flex flex-wrap items-center gap-3">
                <span className="relative shrink-0">
                  <LinePicture picture={l.picture} image={l.image} box="summary" className="rounded" />
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
                    {t.size}: {l.size} · {t.quantity}: {l.quantity}
                  </span>
                </span>
                <span className="text-sm font-semibold">{formatRs(l.total)}</span>
                {(lineErrors[l.key] || isShort(l)) && (
                  <span className="basis-full text-sm font-semibold text-brand-dark">{lineErrors[l.key] ?? t.short(l.stock ?? 0, l.size)}</span>
                )}
              </li>
            ))}
          </ul>
          {coupon && <div className="mt-6 border-t border-line pt-4">{coupon}</div>}
          <SummaryFigures summary={quote} paymentLabel={quote.paymentLabel} className={`border-t border-line pt-4 ${coupon ? 'mt-2' : 'mt-6'}`} />
        </>
      )}
    </aside>
  );
}
