import type { Product } from '../../client/api';
import { $wishlist } from '../../stores/wishlist-ids';
import { HeartIcon } from '../../ui/icons';
import { useHydratedStore } from '../../ui/useHydratedStore';
import { useWishlistToggle } from '../product-list/useWishlistToggle';
import { product as t } from './messages';

/** The product page's heart: the same toggle as the cards' (a guest's kept in this browser until sign-in). */
export function WishlistHeart({ product }: { product: Product }) {
  const saved = useHydratedStore($wishlist, []).includes(product._id);
  const { toggle, pendingId } = useWishlistToggle();
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={pendingId === product._id}
      onClick={() => toggle(product)}
      className={`inline-flex w-fit items-center gap-2 text-sm font-medium underline-offset-4 hover:underline disabled:opacity-50 ${saved ? 'text-brand' : ''}`}
    >
      <HeartIcon filled={saved} />
      {saved ? t.inWishlist : t.addToWishlist}
    </button>
  );
}
