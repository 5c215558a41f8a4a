/**
 * What a shopper did in a server-rendered island's form controls before it hydrated (a client:touch
 * island starts with that very touch): React DOM leaves a control's value as it is while it hydrates, so a
 * box ticked, a choice picked or words typed are still in the page, but nothing heard them. Once the
 * island is up, each such control's own event is fired again, one after the other, so its handler takes
 * it up as if it had come now, once.
 *
 * React 19 replays the clicks and keys that reach an island while it hydrates, but not a value changed
 * before: it records the control's value as it finds it, so an `input` event fired again with the same
 * value is not a change to it. Each replay therefore puts React's record back to what the server drew
 * first (through the value's own setter, which React watches) and then the shopper's value (through the
 * element's native setter, which it does not), so the event is one change, heard once.
 */
import { type RefObject, useEffect } from 'react';

const nativeValueSetter = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** The controls under `root` the shopper changed from what the server drew, and how to replay each. */
function changedControls(root: HTMLElement): (() => void)[] {
  const replays: (() => void)[] = [];
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (el instanceof HTMLSelectElement) {
      const drawn = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
      if (drawn && el.value !== drawn.value) replays.push(() => el.dispatchEvent(new Event('change', { bubbles: true })));
    } else if (el.type === 'checkbox' || el.type === 'radio') {
      if (el.checked !== el.defaultChecked) {
        // Back as drawn, then clicked: the click turns it to the shopper's choice and fires its change.
        replays.push(() => {
          el.checked = el.defaultChecked;
          el.click();
        });
      }
    } else if (el.value !== el.defaultValue) {
      replays.push(() => {
        const typed = el.value;
        el.value = el.defaultValue;
        nativeValueSetter?.call(el, typed);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  return replays;
}

/** Replays, once after hydration, the changes made under `root` before it (see above). */
export function useEarlyInput(root: RefObject<HTMLElement | null>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the island's first mount
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const replays = changedControls(el);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One at a time, each after the island has drawn the last one's outcome.
    const next = () => {
      const replay = replays.shift();
      if (!replay) return;
      replay();
      timer = setTimeout(next);
    };
    next();
    return () => clearTimeout(timer);
  }, []);
}
