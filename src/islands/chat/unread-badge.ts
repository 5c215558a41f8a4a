/**
 * The chat button's count of replies the signed-in shopper has not yet seen (GET /support/unread), put
 * on the server's button (ChatButton.astro) without React: asked once a shopper's session is there, and
 * kept in step with $unreadReplies (the open chat sets it when the replies are seen).
 */
import { apiFetch, baseURL } from '../../client/http';
import { UNREAD_BADGE_MAX } from '../../lib/constants';
import { $hasCart } from '../../stores/cart-count';
import { $token } from '../../stores/session';
import { $unreadReplies } from '../../stores/support-unread';
import { chat } from './messages';

const BADGE_CLASS =
  'absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold leading-none text-white ring-2 ring-white';

async function ask(): Promise<void> {
  try {
    // The page's one HTTP client (time limit, token); the token is passed here because the API's auth
    // store, which plugs it in for the islands, is not loaded on a page nobody has touched.
    const res = await apiFetch(`${baseURL}/support/unread`, { headers: { token: $token.get() } });
    if (!res.ok) return;
    const body = (await res.json()) as { data: { unread: number } };
    $unreadReplies.set(body.data.unread);
  } catch {
    // Offline or the API down: no badge, nothing to tell the shopper.
  }
}

function show(button: HTMLButtonElement, unread: number | undefined): void {
  for (const old of button.querySelectorAll('[data-unread]')) old.remove();
  if (!unread || !$hasCart.get()) return;
  const badge = document.createElement('span');
  badge.dataset.unread = '';
  badge.dataset.testid = 'chat-unread';
  badge.setAttribute('aria-hidden', 'true');
  badge.className = BADGE_CLASS;
  badge.textContent = unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unread);
  // The button's name says it: 'Chat with us (9AM-6PM) 1 new reply'.
  const words = document.createElement('span');
  words.dataset.unread = '';
  words.className = 'sr-only';
  words.textContent = chat.unread(unread);
  button.append(badge, words);
}

export function startUnreadBadge(button: HTMLButtonElement): void {
  $unreadReplies.subscribe((n) => show(button, n));
  // Only shoppers have concerns of their own (an admin or a guest is answered by e-mail).
  $hasCart.subscribe((shopper) => {
    if (shopper) void ask();
    else $unreadReplies.set(undefined);
  });
}
