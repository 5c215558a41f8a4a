/**
 * Reading persistent stores in a server-rendered island without React error #418 (STACK.md):
 * the first render uses the server's default, the stored value only after mount.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

/** false during the server render and hydration, true once the island has mounted. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** `useStore(store)`, but `serverValue` until mounted (e.g. `useHydratedStore($cartCount, 0)`). */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useMounted() ? value : serverValue;
}
