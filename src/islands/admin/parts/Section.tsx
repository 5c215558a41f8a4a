import type { ReactNode } from 'react';
import { sectionOf, type SectionId } from '../frame/sections';

/** A console section: its heading (focused when the admin switches to it) and its content. */
export function Section({ id, actions, children }: { id: SectionId; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${id}`} className="mx-auto w-full max-w-7xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id={`section-${id}`} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
          {sectionOf(id).title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
