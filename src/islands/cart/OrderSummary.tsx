import type { CartLine } from '../../client/api';
import { TOAST_MS } from '../../lib/constants';
import { cart as t, toasts } from './messages';
import { cartSubtotal, formatRs } from '../../lib/money';
import { isShort } from '../../lib/stock';
import { notify } from '../../stores/toasts';
import { primaryButton } from '../../ui/buttons';

/**
 * Shipping 'FREE', Subtotal, and 'Place Order' to /payment; an empty cart gets docs/product.md §8's toast.
 * Place Order waits while a line wants more than is left.
 */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  const blocked = lines.some(isShort);
  function placeOrder() {
    if (lines.length === 0) {
      notify.error(toasts.cartEmpty, { description: toasts.cartEmptyText, duration: TOAST_MS.short });
      return;
    }
    location.assign('/payment');
  }
  return (
    <aside aria-labelledby="cart-summary" className="rounded-lg bg-soft p-6 lg:sticky lg:top-28">
      <h2 id="cart-summary" className="text-lg font-semibold">
        {t.summary}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt>{t.shipping}</dt>
          <dd className="font-semibold text-green-800">{t.free}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold">{t.subtotal}</dt>
          <dd className="font-bold" data-testid="cart-subtotal">
            {formatRs(cartSubtotal(lines))}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className={`${primaryButton} mt-6 w-full py-3`}
        onClick={placeOrder}
        disabled={blocked}
        aria-describedby={blocked ? 'cart-fix-short' : undefined}
      >
        {t.placeOrder}
      </button>
      {blocked && (
        <p id="cart-fix-short" className="mt-2 text-sm font-semibold text-brand-dark">
          {t.fixShort}
        </p>
      )}
      <p className="mt-2 text-center text-sm text-muted">{t.upi}</p>
    </aside>
  );
}
