import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element is off the screen (scrolled past or not yet reached), watched with an
 * IntersectionObserver: no scroll listener runs on the phone's main thread. `rootMargin` trims the
 * screen (a sticky bar over its top). False while there is no element (nothing to stand in for).
 */
export function useOutOfView(ref: RefObject<Element | null>, watching: boolean, rootMargin?: string): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!watching || !el) {
      setOut(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOut(!entry.isIntersecting), { rootMargin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, watching, rootMargin]);
  return out;
}
