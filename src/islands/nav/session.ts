/**
 * What a signed-in visitor's nav bar starts (src/islands/nav/NavBar.tsx loads this module only then):
 * the expiry timer, the user's name, the cart and the guest wishlist's merge; again at every sign-in.
 */
import { $signedIn, loadUserName, startExpiryTimer } from '../../stores/auth';
import { refreshCart } from '../../stores/cart';
import { mergeGuestWishlist } from '../../stores/wishlist';

export function startSession(): () => void {
  const stopTimer = startExpiryTimer();
  void loadUserName();
  void refreshCart();
  void mergeGuestWishlist();
  // A login or logout in another island or tab: fetch the name and the cart again (or clear it).
  const off = $signedIn.listen((signedIn) => {
    void refreshCart();
    if (signedIn) {
      void loadUserName();
      void mergeGuestWishlist();
    }
  });
  return () => {
    stopTimer();
    off();
  };
}
