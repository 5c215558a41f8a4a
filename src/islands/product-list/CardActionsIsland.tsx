import type { ProductListItem } from '../../client/api';
import { withQueryClient } from '../../client/query';
import { $wishlist } from '../../stores/wishlist-ids';
import { useHydratedStore } from '../../ui/useHydratedStore';
import { CardActions } from './CardActions';
import { useAddToCart } from './useAddToCart';
import { useWishlistToggle } from './useWishlistToggle';

/** One card's heart and quick add, wired to the wishlist and the cart (the list island's cards and this island's). */
export function LiveCardActions({ product }: { product: ProductListItem }) {
  const wishlist = useHydratedStore($wishlist, []);
  const cart = useAddToCart();
  const heart = useWishlistToggle();
  return (
    <CardActions
      product={product}
      inWishlist={wishlist.includes(product._id)}
      cartBusy={cart.pendingId === product._id}
      heartBusy={heart.pendingId === product._id}
      onCart={(size) => cart.add(product, { size })}
      onHeart={() => heart.toggle(product)}
    />
  );
}

/**
 * One card's heart and quick add as an island of its own, for the cards /products renders on the
 * server (src/components/product-list/ServerProductGrid.astro): the card is plain HTML, and only these
 * two buttons hydrate, each when the browser is idle, so the page's first seconds are not one long
 * hydration of every card.
 */
export default withQueryClient(LiveCardActions);
