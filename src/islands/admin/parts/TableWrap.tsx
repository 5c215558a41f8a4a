import type { ReactNode } from 'react';
import { admin } from '../messages';

/**
 * Wide tables scroll sideways on a phone; the scroller is focusable so keyboards can scroll it too. It is
 * positioned, so a visually hidden (absolute) text inside is clipped with the table instead of widening the page.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={admin.tableRegion(label)} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-line bg-white">
      {children}
    </div>
  );
}
