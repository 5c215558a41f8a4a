import { common } from '../lib/messages';

/** docs/product.md §2: a loading bar shows while a list loads; it keeps its height so nothing jumps. */
export function LoadingBar({ active }: { active: boolean }) {
  return (
    <div className="h-1 w-full overflow-hidden rounded bg-transparent">
      {active && <div role="progressbar" aria-label={common.loading} className="admin-loading-bar h-full w-1/3 rounded bg-accent" />}
    </div>
  );
}
