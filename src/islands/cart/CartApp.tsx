import { withQueryClient } from '../../client/query';
import { cart as t } from './messages';
import { useCart } from '../../stores/cart';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useMounted } from '../../ui/useHydratedStore';
import { CartLineItem } from './CartLineItem';
import { OrderSummary } from './OrderSummary';
import { useCartLineActions } from './useCartLineActions';

/**
 * /cart, 'Shopping Cart' (docs/product.md §2): lines with quantity and remove, and the order summary.
 * Open to guests: their cart is kept in this browser until they sign in at checkout.
 */
function CartApp() {
  // The stored session and guest cart are read after mount, so the first render matches the server's.
  const mounted = useMounted();
  const cart = useCart();
  const actions = useCartLineActions();

  if (cart.error && !cart.lines) return <ErrorState title={t.error} detail={cart.error.msg} onRetry={cart.retry} />;
  if (!mounted || !cart.lines) return <Spinner className="py-16" />;
  const lines = cart.lines;
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-label={t.items}>
        {lines.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>{t.emptyText}</p>
            <a href="/products" className="mt-3 inline-block font-medium text-ink underline underline-offset-4">
              {t.continueShopping}
            </a>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line border-y border-line">
            {lines.map((line) => (
              <CartLineItem
                key={line._id}
                line={line}
                busy={actions.pendingId === line._id}
                onQuantity={(q) => actions.changeQuantity(line, q)}
                onRemove={() => actions.remove(line)}
              />
            ))}
          </ul>
        )}
      </section>
      <OrderSummary lines={lines} />
    </div>
  );
}

export default withQueryClient(CartApp);
