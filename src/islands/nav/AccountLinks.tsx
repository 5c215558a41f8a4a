import { nav } from './messages';
import { ACCOUNT_PATH } from '../../lib/guard';
import { $isAdmin, $signedIn, $userName, logout } from '../../stores/session';
import { $cartCount } from '../../stores/cart-count';
import { $wishlist } from '../../stores/wishlist-ids';
import { BagIcon, LogoutIcon, OrdersIcon, UserIcon, UserPlusIcon, WishlistIcon } from '../../ui/icons';
import { useHydratedStore } from '../../ui/useHydratedStore';

const iconLink = 'relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-soft';

/** A count on an icon (the link's name says it too). */
function Count({ n }: { n: number }) {
  if (n <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute right-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold leading-none text-white"
    >
      {n}
    </span>
  );
}

/** Orders, wishlist and cart with their live counts, and login/sign-up (signed out) or name/logout (signed in). */
export function AccountLinks() {
  // The server renders the signed-out bar; the stored session shows after mount (no #418).
  const signedIn = useHydratedStore($signedIn, false);
  const admin = useHydratedStore($isAdmin, false);
  const name = useHydratedStore($userName, '');
  const count = useHydratedStore($cartCount, 0);
  const saved = useHydratedStore($wishlist, []).length;

  return (
    // On a phone (no search box in the bar) the name gives way: shortened (…) down to 4rem, so the icons
    // stay on screen. Where the bar shows the search box (md, and xl up) the box narrows and this list keeps its width.
    <ul className="flex min-w-0 items-center gap-0.5 sm:gap-1 md:shrink-0 lg:shrink xl:shrink-0">
      <li className="shrink-0">
        <a href="/orders" aria-label={nav.orders} title={nav.orders} className={iconLink}>
          <OrdersIcon size={22} />
        </a>
      </li>
      <li className="shrink-0">
        <a href="/wishlist" aria-label={nav.wishlistCount(saved)} title={nav.wishlist} className={iconLink} data-testid="nav-wishlist">
          <WishlistIcon size={22} />
          <Count n={saved} />
        </a>
      </li>
      <li className="shrink-0">
        <a href="/cart" aria-label={nav.cartCount(count)} title={nav.cart} className={iconLink} data-testid="nav-cart">
          <BagIcon size={22} />
          <Count n={count} />
        </a>
      </li>
      {signedIn ? (
        <>
          <li className="flex min-w-16 items-center">
            {admin ? (
              <span className="ml-1 block max-w-[10rem] truncate text-sm font-semibold" title={name || undefined}>
                <span className="sr-only">{nav.signedInAs('')}</span>
                {name || nav.account}
              </span>
            ) : (
              // The shopper's name opens the account page; its accessible name starts with "Account".
              <a
                href={ACCOUNT_PATH}
                title={nav.accountLink}
                className="ml-1 flex min-w-0 items-center gap-1 rounded-full px-1.5 py-2 text-sm font-semibold hover:bg-soft"
                data-testid="nav-account"
              >
                <UserIcon size={20} className="shrink-0" />
                <span className="sr-only">{nav.accountLinkLabel}</span>
                <span className="block max-w-[10rem] truncate">{name || nav.account}</span>
              </a>
            )}
          </li>
          <li className="shrink-0">
            <button type="button" onClick={logout} aria-label={nav.logout} title={nav.logout} className={iconLink}>
              <LogoutIcon size={22} />
            </button>
          </li>
        </>
      ) : (
        <>
          <li className="shrink-0">
            <a href="/login" aria-label={nav.login} title={nav.login} className={iconLink}>
              <UserIcon size={22} />
            </a>
          </li>
          <li className="shrink-0">
            <a href="/signup" aria-label={nav.signup} title={nav.signup} className={iconLink}>
              <UserPlusIcon size={22} />
            </a>
          </li>
        </>
      )}
    </ul>
  );
}
