import { useStore } from '@nanostores/react';
import { withQueryClient } from '../../client/query';
import { wishlist as t } from './messages';
import { $wishlist, useWishlist } from '../../stores/wishlist';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useMounted } from '../../ui/useHydratedStore';
import { ProductCard } from '../product-list/ProductCard';
import { productGridClass } from '../product-list/ProductGrid';
import { useAddToCart } from '../product-list/useAddToCart';
import { useWishlistToggle } from '../product-list/useWishlistToggle';
import { WishlistActions } from './WishlistActions';

/** /wishlist (docs/product.md §2, §10): the saved products with remove and add to cart; a guest's are kept in this browser. */
function WishlistApp() {
  // The stored session and guest list are read after mount, so the first render matches the server's.
  const mounted = useMounted();
  const wishlist = useWishlist();
  const ids = useStore($wishlist);
  const cart = useAddToCart();
  const heart = useWishlistToggle();

  if (wishlist.error) return <ErrorState title={t.error} detail={wishlist.error.msg} onRetry={wishlist.retry} />;
  if (!mounted || !wishlist.products) return <Spinner className="py-16" />;
  // A heart removed here (or in another tab) drops the product from the list at once.
  const products = wishlist.products.filter((p) => ids.includes(p._id));
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
    <ul className={productGridClass}>
      {products.map((p) => (
        <ProductCard key={p._id} product={p}>
          <WishlistActions
            product={p}
            cartBusy={cart.pendingId === p._id}
            removeBusy={heart.pendingId === p._id}
            onCart={(size) => cart.add(p, { size })}
            onRemove={() => heart.toggle(p)}
          />
        </ProductCard>
      ))}
    </ul>
  );
}

export default withQueryClient(WishlistApp);
