import { formatRs, untilFreeShipping } from '../../lib/money';
import { checkout as t } from './messages';

interface Props {
  /** `discount` is everything off the items; `coupon.off` is the coupon's part of it. */
  summary: { subtotal: number; shipping: number; discount: number; total: number; coupon?: { code: string; off: number } | null; youSave?: number };
  paymentLabel: string;
  className?: string;
  /** Say how much more ships free (before placing; not on a placed order). */
  freeShippingHint?: boolean;
}

/** Subtotal, shipping, the payment method's discount, the coupon and the total, as the server computed them; what the shopper saves when known. */
export function SummaryFigures({ summary: s, paymentLabel, className = '', freeShippingHint = true }: Props) {
  const missing = s.shipping > 0 ? untilFreeShipping(s.subtotal) : 0;
  const couponOff = s.coupon?.off ?? 0;
  const methodOff = s.discount - couponOff;
  return (
    <div className={className}>
      <dl className="space-y-3 text-sm" data-testid="summary-figures">
        <div className="flex justify-between gap-4">
          <dt>{t.subtotal}</dt>
          <dd data-testid="summary-subtotal">{formatRs(s.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t.shipping}</dt>
          <dd data-testid="summary-shipping" className={s.shipping === 0 ? 'font-semibold text-green-800' : undefined}>
            {s.shipping === 0 ? t.free : formatRs(s.shipping)}
          </dd>
        </div>
        {methodOff > 0 && (
          <div className="flex justify-between gap-4 text-green-800">
            <dt>{t.discount(paymentLabel)}</dt>
            <dd data-testid="summary-discount">−{formatRs(methodOff)}</dd>
          </div>
        )}
        {s.coupon && (
          <div className="flex justify-between gap-4 text-green-800">
            <dt>{t.couponLine(s.coupon.code)}</dt>
            <dd data-testid="summary-coupon">−{formatRs(s.coupon.off)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold">{t.total}</dt>
          <dd className="font-bold" data-testid="summary-total">
            {formatRs(s.total)}
          </dd>
        </div>
      </dl>
      {s.youSave !== undefined && s.youSave > 0 && (
        <p className="mt-3 rounded bg-green-50 px-3 py-2 text-sm font-semibold text-green-800" data-testid="you-save" title={t.youSaveNote}>
          {t.youSave(formatRs(s.youSave))}
        </p>
      )}
      {freeShippingHint && missing > 0 && <p className="mt-3 text-xs text-muted">{t.freeShippingIn(missing)}</p>}
    </div>
  );
}
