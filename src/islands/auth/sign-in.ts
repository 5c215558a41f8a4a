/**
 * What a sign-in or sign-up does once the form is valid: the API call, the session, and the guest's cart
 * and wishlist joining the account. Loaded by LoginForm and SignupForm when they are submitted (with the
 * schemas), so the pages' first view carries neither the API client nor the query cache.
 */
import { mergeGuestCart } from '../../stores/cart';
import { mergeGuestWishlist } from '../../stores/wishlist';

export { login, signup } from '../../stores/auth';

/** What a guest chose before signing in joins the account before the next page shows it. */
export async function mergeGuestChoices(): Promise<void> {
  await Promise.all([mergeGuestCart(), mergeGuestWishlist()]);
}
