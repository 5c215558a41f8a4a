import { useId } from 'react';
import type { ReactNode } from 'react';

/** One part of the account page: a card with its heading, named for screen readers by that heading. */
export function Section({ title, intro, children, tone = 'plain' }: { title: string; intro?: string; children: ReactNode; tone?: 'plain' | 'danger' }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl border bg-white p-5 sm:p-6 ${tone === 'danger' ? 'border-red-200' : 'border-line'}`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
