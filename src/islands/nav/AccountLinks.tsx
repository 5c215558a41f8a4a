import { nav } from './messages';
import { $signedIn, $userName, logout } from '../../stores/session';
import { $cartCount } from '../../stores/cart-count';
import { BagIcon, LogoutIcon, OrdersIcon, UserIcon, UserPlusIcon } from '../../ui/icons';
import { useHydratedStore } from '../../ui/useHydratedStore';

const iconLink = 'relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-soft';

/** Orders, cart with its live count, and login/sign-up (signed out) or name/logout (signed in). */
export function AccountLinks() {
  // The server renders the signed-out bar; the stored session shows after mount (no #418).
  const signedIn = useHydratedStore($signedIn, false);
  const name = useHydratedStore($userName, '');
  const count = useHydratedStore($cartCount, 0);

  return (
    <ul className="flex items-center gap-0.5 sm:gap-1">
      <li>
        <a href="/orders" aria-label={nav.orders} title={nav.orders} className={iconLink}>
          <OrdersIcon size={22} />
        </a>
      </li>
      <li>
        <a href="/cart" aria-label={nav.cartCount(count)} title={nav.cart} className={iconLink} data-testid="nav-cart">
          <BagIcon size={22} />
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold leading-none text-white"
            >
              {count}
            </span>
          )}
        </a>
      </li>
      {signedIn ? (
        <>
          <li className="flex items-center">
            <span className="ml-1 max-w-[6.5rem] truncate text-sm font-semibold sm:max-w-[10rem]" title={name || undefined}>
              <span className="sr-only">{nav.signedInAs('')}</span>
              {name || nav.account}
            </span>
          </li>
          <li>
            <button type="button" onClick={logout} aria-label={nav.logout} title={nav.logout} className={iconLink}>
              <LogoutIcon size={22} />
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <a href="/login" aria-label={nav.login} title={nav.login} className={iconLink}>
              <UserIcon size={22} />
            </a>
          </li>
          <li>
            <a href="/signup" aria-label={nav.signup} title={nav.signup} className={iconLink}>
              <UserPlusIcon size={22} />
            </a>
          </li>
        </>
      )}
    </ul>
  );
}
