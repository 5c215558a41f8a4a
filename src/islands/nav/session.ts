/**
 * What a signed-in visitor's page starts (./account-links.ts loads this module only then): the expiry
 * timer, the user's name, the cart (for the nav bar's count) and the guest cart's and wishlist's merge;
 * again at every sign-in. The cart's and wishlist's own modules load only when a guest's choices wait
 * to be merged.
 */
import { $signedIn, loadUserName, startExpiryTimer } from '../../stores/auth';
import { $guestCart, $hasCart } from '../../stores/cart-count';
import { fetchCart } from '../../stores/cart-query';
import { $guestWishlist } from '../../stores/wishlist-ids';

async function refresh(): Promise<void> {
  if ($guestCart.get().length) await (await import('../../stores/cart')).refreshCart();
  else if ($hasCart.get()) await fetchCart();
}

async function mergeWishlist(): Promise<void> {
  if ($guestWishlist.get().length) await (await import('../../stores/wishlist')).mergeGuestWishlist();
}

export function startSession(): () => void {
  const stopTimer = startExpiryTimer();
  void loadUserName();
  void refresh();
  void mergeWishlist();
  // A login or logout in another island or tab: fetch the name and the cart again (or clear it).
  const off = $signedIn.listen((signedIn) => {
    void refresh();
    if (signedIn) {
      void loadUserName();
      void mergeWishlist();
    }
  });
  return () => {
    stopTimer();
    off();
  };
}
