import type { CartLine } from '../../client/api';
import { cart as t } from './messages';
import { youSave } from '../../lib/coupons';
import { cartSubtotal, formatRs, shippingFor, untilFreeShipping } from '../../lib/money';
import { isShort } from '../../lib/stock';
import { primaryButton } from '../../ui/buttons';

/**
 * Shipping (free at the line, a fee below: the checkout's summary is the server's), Subtotal, and
 * 'Place Order' to /payment. Place Order waits while the cart is empty or a line wants more than is left.
 */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  const empty = lines.length === 0;
  const blocked = lines.some(isShort);
  const subtotal = cartSubtotal(lines);
  const shipping = shippingFor(subtotal);
  const saved = youSave(lines, 0);
  const hint = empty ? 'cart-empty-hint' : blocked ? 'cart-fix-short' : undefined;
  return (
    <aside aria-labelledby="cart-summary" className="rounded-lg bg-soft p-6 lg:sticky lg:top-28">
      <h2 id="cart-summary" className="text-lg font-semibold">
        {t.summary}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt>{t.shipping}</dt>
          {shipping === 0 ? <dd className="font-semibold text-green-800">{t.free}</dd> : <dd>{formatRs(shipping)}</dd>}
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold">{t.subtotal}</dt>
          <dd className="font-bold" data-testid="cart-subtotal">
            {formatRs(subtotal)}
          </dd>
        </div>
      </dl>
      {saved > 0 && (
        <p className="mt-3 rounded bg-green-50 px-3 py-2 text-sm font-semibold text-green-800" data-testid="you-save">
          {t.youSave(saved)}
        </p>
      )}
      {shipping > 0 && <p className="mt-3 text-xs text-muted">{t.freeShippingIn(untilFreeShipping(subtotal))}</p>}
      <button
        type="button"
        className={`${primaryButton} mt-6 w-full py-3`}
        onClick={() => location.assign('/payment')}
        disabled={empty || blocked}
        aria-describedby={hint}
      >
        {t.placeOrder}
      </button>
      {empty && (
        <p id="cart-empty-hint" className="mt-2 text-sm text-muted">
          {t.emptyHint}
        </p>
      )}
      {blocked && (
        <p id="cart-fix-short" className="mt-2 text-sm font-semibold text-brand-dark">
          {t.fixShort}
        </p>
      )}
      <p className="mt-2 text-center text-sm text-muted">{t.upi}</p>
      {!empty && <p className="mt-1 text-center text-sm text-muted">{t.couponHint}</p>}
    </aside>
  );
}
