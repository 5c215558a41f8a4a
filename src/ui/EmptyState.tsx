import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto my-10 max-w-md rounded-lg border border-dashed border-line bg-soft p-8 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="mt-3 text-muted">{children}</div>}
    </div>
  );
}
