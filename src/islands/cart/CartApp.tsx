import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { cart as t } from '../../lib/messages';
import { $cart, $cartError, $cartState, loadCart } from '../../stores/cart';
import { useGuard } from '../auth/useGuard';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { CartLineItem } from './CartLineItem';
import { OrderSummary } from './OrderSummary';
import { useCartLineActions } from './useCartLineActions';

/** /cart, 'Shopping Cart' (docs/product.md §2): lines with quantity and remove, and the order summary. */
export default function CartApp() {
  const allowed = useGuard();
  const lines = useStore($cart);
  const state = useStore($cartState);
  const error = useStore($cartError);
  const [loaded, setLoaded] = useState(false);
  const actions = useCartLineActions();

  useEffect(() => {
    if (allowed) void loadCart().finally(() => setLoaded(true));
  }, [allowed]);

  if (!allowed || (!loaded && state !== 'error')) return <Spinner className="py-16" />;
  if (state === 'error' && !lines.length) {
    return <ErrorState title={t.error} detail={error?.msg} onRetry={() => void loadCart()} />;
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-label={t.items}>
        {lines.length === 0 ? (
          <EmptyState title={t.empty}>
            <a href="/products" className="font-medium text-ink underline underline-offset-4">
              {t.continueShopping}
            </a>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line border-y border-line">
            {lines.map((line) => (
              <CartLineItem
                key={line._id}
                line={line}
                busy={actions.busyId === line._id}
                onQuantity={(q) => void actions.changeQuantity(line, q)}
                onRemove={() => void actions.remove(line)}
              />
            ))}
          </ul>
        )}
      </section>
      <OrderSummary lines={lines} />
    </div>
  );
}
