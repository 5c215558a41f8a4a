import { common } from '../lib/messages';

export interface SpinnerProps {
  /** Announced to screen readers and shown beside the wheel; docs/product.md §9 default 'Loading...'. */
  label?: string;
  /** Hide the text visually (it is still announced). */
  quiet?: boolean;
  className?: string;
}

/** A busy indicator with role="status". */
export function Spinner({ label = common.loading, quiet = false, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-muted ${className}`}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-line border-t-brand motion-reduce:animate-none" />
      <span className={quiet ? 'sr-only' : ''}>{label}</span>
    </div>
  );
}
