import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Product } from '../../client/api';
import type { ApiError } from '../../client/http';
import { wishlist as t } from '../../lib/messages';
import { $wishlist, loadWishlist } from '../../stores/wishlist';
import { useGuard } from '../auth/useGuard';
import { ProductCard } from '../products/ProductCard';
import { useAddToCart } from '../products/useAddToCart';
import { useWishlistToggle } from '../products/useWishlistToggle';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { WishlistActions } from './WishlistActions';

type Load = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'error'; error: ApiError };

/** /wishlist (docs/product.md §2, docs/product.md §10): the saved products with remove and add to cart. */
export default function WishlistApp() {
  const allowed = useGuard();
  const ids = useStore($wishlist);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const cart = useAddToCart();
  const heart = useWishlistToggle();

  useEffect(() => {
    if (!allowed) return;
    setLoad({ status: 'loading' });
    loadWishlist().then(
      (products) => setLoad({ status: 'ready', products }),
      (error: ApiError) => setLoad({ status: 'error', error }),
    );
  }, [allowed, attempt]);

  if (!allowed || load.status === 'loading') return <Spinner className="py-16" />;
  if (load.status === 'error') return <ErrorState title={t.error} detail={load.error.msg} onRetry={() => setAttempt((n) => n + 1)} />;
  // A heart removed here (or in another tab) drops the product from the list at once.
  const products = load.products.filter((p) => ids.includes(p._id));
  if (products.length === 0) {
    return (
      <EmptyState title={t.empty}>
        <a href="/" className="font-medium text-ink underline underline-offset-4">
          {t.continueShopping}
        </a>
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      {products.map((p) => (
        <ProductCard key={p._id} product={p}>
          <WishlistActions
            product={p}
            cartBusy={cart.busyId === p._id}
            removeBusy={heart.busyId === p._id}
            onCart={(size) => void cart.add(p, 1, undefined, size)}
            onRemove={() => void heart.toggle(p)}
          />
        </ProductCard>
      ))}
    </ul>
  );
}
