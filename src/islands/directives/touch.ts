/**
 * `client:touch`, the store's own client directive (astro.config.mjs): the island's server HTML stands
 * until the shopper first reaches for it (a pointer over or down on it, focus coming into it, a key in
 * it); only then are React and the island's code fetched and the island hydrated. So a page whose
 * islands nobody touches runs no React at all (docs/adr/0001-react-where-touched.md).
 *
 * The touch that started it is not lost:
 * - a click on a button while the island loads is held back and clicked again once it has hydrated
 *   (a link, a checkbox or a select does what the browser does anyway, and the island's useEarlyInput
 *   takes up a control's new value); a form sent while it loads is held and sent again through the
 *   island (which trims the words, picks a suggestion, keeps the list's filters);
 * - focus that came in before it hydrated is announced again (`focusin`), so a search box opens its
 *   suggestions; the pointer resting on it is announced again (`mouseover`), so a hover menu opens;
 * - a key that moves (arrows, Home, End, Page Up/Down, Escape) pressed while it loads is pressed again
 *   (a tab list's arrows); what other keys do, the browser has done already (a letter typed, Enter's
 *   submit, Space's click, which is held above).
 */
import type { ClientDirective } from 'astro';

/** What counts as reaching for an island (a value changed in it too: a select chosen from the keyboard or by assistive technology). */
const STARTERS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', 'input', 'change'] as const;
/**
 * Marks server HTML inside an island's slot that works by a script of its own (the nav bar's account
 * links and their logout): touching it neither starts the island nor has its clicks held.
 */
const OWN_SCRIPT = '[data-own-script]';
/**
 * Said by an island started inside another that has not started yet (a card's buttons inside the list):
 * Astro hydrates an island only after the one around it, so the one around it starts too.
 */
const INNER_TOUCH_EVENT = 'fashion-store:inner-touch';

/** The nearest island around a node: events inside a nested island start that one, not its parent. */
const ownIsland = (target: EventTarget | null): Element | null =>
  target instanceof Element && !target.closest(OWN_SCRIPT) ? target.closest('astro-island') : null;

/** Keys whose work is the island's alone, replayed once it has started. */
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape']);

/** Whether React has hydrated a node (it keeps the node's props on it under a key of its own). */
const reactOwns = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps'));
/** How many frames a held form waits for React to draw it before it is sent anyway. */
const FORM_WAIT_FRAMES = 600;

/** A click the island must hear: on a button that is not a form's submit (the held submit covers that). */
function heldButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.disabled) return null;
  return button.type === 'submit' && button.form ? null : button;
}

const touch: ClientDirective = (load, _options, el) => {
  let started = false;
  const held: HTMLButtonElement[] = [];
  const keys: { target: EventTarget; init: KeyboardEventInit }[] = [];
  let heldForm: HTMLFormElement | undefined;
  let ready = false;

  // Held until React has drawn the form (its handlers are on it): a submit in between would otherwise
  // reach neither this hold nor the island's own handler, and the browser would send the form itself.
  const holdSubmit = (e: Event) => {
    if (ownIsland(e.target) !== el || !(e.target instanceof HTMLFormElement) || reactOwns(e.target)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    heldForm = e.target;
    if (ready) void sendHeldForm();
  };

  const hold = (e: Event) => {
    if (ownIsland(e.target) !== el) return;
    const button = heldButton(e.target);
    if (!button) return;
    e.preventDefault();
    e.stopPropagation();
    held.push(button);
  };

  const holdKey = (e: KeyboardEvent) => {
    if (ownIsland(e.target) !== el || !MOVING_KEYS.has(e.key) || !e.target) return;
    keys.push({ target: e.target, init: { key: e.key, code: e.code, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, altKey: e.altKey, metaKey: e.metaKey } });
  };

  const start = async (e?: Event) => {
    if (e && ownIsland(e.target) !== el) return;
    // A link needs no island: pointing at a card's link starts nothing.
    if (e && e.type !== 'focusin' && e.target instanceof Element && e.target.closest('a[href]')) return;
    if (started) return;
    started = true;
    for (const type of STARTERS) el.removeEventListener(type, start, true);
    el.addEventListener('click', hold, true);
    el.addEventListener('keydown', holdKey, true);
    el.addEventListener('submit', holdSubmit, true);
    if (e instanceof KeyboardEvent) holdKey(e);
    try {
      const hydrate = await load();
      const outer = el.parentElement?.closest('astro-island[ssr]');
      outer?.dispatchEvent(new Event(INNER_TOUCH_EVENT));
      await hydrate();
      // Inside an island that has not hydrated yet, this one hydrates after it (Astro says astro:hydrate).
      if (el.hasAttribute('ssr')) await new Promise((resolve) => el.addEventListener('astro:hydrate', resolve, { once: true }));
    } catch (err) {
      // The island's code could not be fetched (offline): a held form goes the browser's way after all.
      heldForm?.submit();
      throw err;
    } finally {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('keydown', holdKey, true);
    }
    replay();
    ready = true;
    await sendHeldForm();
  };

  /** Sends the held form through the island once React has drawn it (or, past the wait, the browser's way). */
  const sendHeldForm = async () => {
    const form = heldForm;
    if (!form) return;
    for (let frame = 0; frame < FORM_WAIT_FRAMES && !reactOwns(form); frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    if (heldForm !== form) return;
    heldForm = undefined;
    if (!form.isConnected) return;
    if (reactOwns(form)) form.requestSubmit();
    else form.submit();
  };

  const replay = () => {
    const focused = document.activeElement;
    if (focused && ownIsland(focused) === el) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    const hovered = [...document.querySelectorAll(':hover')].filter((n) => ownIsland(n) === el).pop();
    hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    for (const button of held.splice(0)) if (button.isConnected) button.click();
    for (const { target, init } of keys.splice(0)) target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
  };

  for (const type of STARTERS) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener(INNER_TOUCH_EVENT, () => void start(), { once: true });
};

export default touch;
