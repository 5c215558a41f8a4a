/**
 * Keeps the nav bar's account links (AccountLinks.astro) current without React: the counts, signed in or
 * out, the name, and the logout button, from the persistent stores every island reads. A signed-in
 * visitor's session work (expiry timer, name, cart, the guest wishlist's merge: ./session.ts) starts
 * here too, loaded only when there is a session.
 */
import { $cartCount } from '../../stores/cart-count';
import { $isAdmin, $signedIn, $token, $userName, logout } from '../../stores/session';
import { $wishlist } from '../../stores/wishlist-ids';
import { nav } from './messages';

function showCount(link: HTMLElement | null, n: number, label: (n: number) => string): void {
  if (!link) return;
  link.setAttribute('aria-label', label(n));
  const badge = link.querySelector<HTMLElement>('[data-count]');
  if (!badge) return;
  badge.hidden = n <= 0;
  badge.textContent = n > 0 ? String(n) : '';
}

/** Starts the session's own work once there is a session (at load, or at a sign-in in any island or tab). */
function startSessionWork(): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    void import('./session').then((m) => m.startSession());
  };
  if ($token.get() || $signedIn.get()) begin();
  $signedIn.listen((signedIn) => {
    if (signedIn) begin();
  });
}

let sessionWork = false;

export function startAccountLinks(list: HTMLElement): void {
  const cart = list.querySelector<HTMLElement>('[data-testid="nav-cart"]');
  const wishlist = list.querySelector<HTMLElement>('[data-testid="nav-wishlist"]');
  const show = () => {
    const signedIn = $signedIn.get();
    const admin = $isAdmin.get();
    for (const el of list.querySelectorAll<HTMLElement>('[data-signed-in]')) el.hidden = !signedIn;
    for (const el of list.querySelectorAll<HTMLElement>('[data-signed-out]')) el.hidden = signedIn;
    // An admin's name is plain text, a shopper's opens the account page: one of the two shows the name.
    const name = $userName.get() || nav.account;
    const adminName = list.querySelector<HTMLElement>('[data-admin-name]');
    const account = list.querySelector<HTMLElement>('[data-testid="nav-account"]');
    for (const [el, shown] of [
      [adminName, admin],
      [account, !admin],
    ] as const) {
      if (!el) continue;
      el.hidden = !shown;
      const text = el.querySelector<HTMLElement>('[data-name]');
      if (text) text.textContent = shown ? name : '';
    }
    if (adminName) adminName.title = $userName.get();
    showCount(cart, $cartCount.get(), nav.cartCount);
    showCount(wishlist, $wishlist.get().length, nav.wishlistCount);
  };
  show();
  for (const store of [$signedIn, $isAdmin, $userName, $cartCount, $wishlist]) store.listen(show);
  list.querySelector('[data-logout]')?.addEventListener('click', logout);
  if (!sessionWork) {
    sessionWork = true;
    startSessionWork();
  }
}
