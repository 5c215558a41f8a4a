/** Open/close with docs/product.md §9's 200 ms popover delay, so a pointer passing over a menu opens nothing. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { POPOVER_DELAY_MS } from '../../lib/constants';

export type OpenedBy = 'pointer' | 'keyboard' | 'click';

export function useDelayedOpen(delay = POPOVER_DELAY_MS) {
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedBy = useRef<OpenedBy>('pointer');

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const setNow = useCallback(
    (value: boolean, by: OpenedBy = 'click') => {
      cancel();
      if (value) openedBy.current = by;
      setOpenState(value);
    },
    [cancel],
  );
  const later = useCallback(
    (value: boolean, by: OpenedBy) => {
      cancel();
      timer.current = setTimeout(() => setNow(value, by), delay);
    },
    [cancel, delay, setNow],
  );

  useEffect(() => cancel, [cancel]);
  return { open, openedBy, setNow, later, cancel };
}
