/**
 * `client:touch`, the store's own client directive (astro.config.mjs): the island's server HTML stands
 * until the shopper first reaches for it (a pointer over or down on it, focus coming into it, a key in
 * it); only then are React and the island's code fetched and the island hydrated. So a page whose
 * islands nobody touches runs no React at all (docs/adr/0001-react-where-touched.md).
 *
 * The touch that started it is not lost:
 * - a click on a button while the island loads is held back and clicked again once it has hydrated
 *   (a link, a checkbox, a select or a submit button does what the browser does anyway, and the
 *   island's useEarlyInput takes up a control's new value);
 * - focus that came in before it hydrated is announced again (`focusin`), so a search box opens its
 *   suggestions; the pointer resting on it is announced again (`mouseover`), so a hover menu opens.
 *
 * `client:touch={{ session: true }}` also starts the island after the page has loaded when a session is
 * stored (the chat button's unread count is a shopper's, not a guest's).
 */
import type { ClientDirective } from 'astro';

/** What counts as reaching for an island. */
const STARTERS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
/**
 * Said by an island started inside another that has not started yet (a card's buttons inside the list):
 * Astro hydrates an island only after the one around it, so the one around it starts too.
 */
const INNER_TOUCH_EVENT = 'fashion-store:inner-touch';
/** The localStorage key that holds a session's token (src/stores/session.ts `$token`). */
const TOKEN_KEY = 'token';

/** The nearest island around a node: events inside a nested island start that one, not its parent. */
const ownIsland = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest('astro-island') : null);

/** A click the island must hear: on a button that is not a form's submit (which the browser carries out itself). */
function heldButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.disabled) return null;
  return button.type === 'submit' && button.form ? null : button;
}

function hasSession(): boolean {
  try {
    const stored = localStorage.getItem(TOKEN_KEY);
    return !!stored && stored !== '""';
  } catch {
    return false;
  }
}

const touch: ClientDirective = (load, options, el) => {
  let started = false;
  const held: HTMLButtonElement[] = [];

  const hold = (e: Event) => {
    if (ownIsland(e.target) !== el) return;
    const button = heldButton(e.target);
    if (!button) return;
    e.preventDefault();
    e.stopPropagation();
    held.push(button);
  };

  const start = async (e?: Event) => {
    if (e && ownIsland(e.target) !== el) return;
    // A link needs no island: pointing at a card's link starts nothing.
    if (e && e.type !== 'focusin' && e.target instanceof Element && e.target.closest('a[href]')) return;
    if (started) return;
    started = true;
    for (const type of STARTERS) el.removeEventListener(type, start, true);
    el.addEventListener('click', hold, true);
    try {
      const hydrate = await load();
      const outer = el.parentElement?.closest('astro-island[ssr]');
      outer?.dispatchEvent(new Event(INNER_TOUCH_EVENT));
      await hydrate();
      // Inside an island that has not hydrated yet, this one hydrates after it (Astro says astro:hydrate).
      if (el.hasAttribute('ssr')) await new Promise((resolve) => el.addEventListener('astro:hydrate', resolve, { once: true }));
    } finally {
      el.removeEventListener('click', hold, true);
    }
    replay();
  };

  const replay = () => {
    const focused = document.activeElement;
    if (focused && ownIsland(focused) === el) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    const hovered = [...document.querySelectorAll(':hover')].filter((n) => ownIsland(n) === el).pop();
    hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };

  for (const type of STARTERS) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener(INNER_TOUCH_EVENT, () => void start(), { once: true });

  const value = typeof options.value === 'object' && options.value ? (options.value as { session?: boolean }) : {};
  if (value.session && hasSession()) {
    const later = () => ('requestIdleCallback' in window ? requestIdleCallback(() => void start()) : setTimeout(() => void start()));
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  }
};

export default touch;
