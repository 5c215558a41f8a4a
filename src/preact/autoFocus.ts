import { options, type Ref, type VNode } from 'preact';

/**
 * React focuses an element rendered with `autoFocus` when it mounts; preact/compat only writes the
 * `autofocus` attribute, which a browser honours on page load and in a dialog opened by showModal(),
 * not on a field that appears later (the phone's search, an inline rename). This puts React's
 * behaviour back for every island: an element with autoFocus is focused once, after it is placed.
 */
const focused = new WeakSet<Element>();

function focusOnce(el: unknown): void {
  if (!(el instanceof HTMLElement) || focused.has(el)) return;
  focused.add(el);
  queueMicrotask(() => {
    if (el.isConnected) el.focus();
  });
}

function assign<T>(ref: Ref<T> | null | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && (vnode.props as { autoFocus?: unknown }).autoFocus) {
    const own = vnode.ref;
    vnode.ref = (el: unknown) => {
      assign(own as Ref<unknown> | null | undefined, el);
      focusOnce(el);
    };
  }
  previous?.(vnode);
};
