import { common } from '../lib/messages';

export interface ErrorStateProps {
  /** What failed, e.g. messages.cart.error. */
  title: string;
  /** The server's reason (ApiError.msg), when there is one. */
  detail?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A failed load: an alert with what failed, why, and a retry. */
export function ErrorState({ title, detail, onRetry, retryLabel = common.retry, className = '' }: ErrorStateProps) {
  return (
    <div role="alert" className={`mx-auto my-10 max-w-md rounded-lg border border-red-200 bg-red-50 p-5 text-center text-red-900 ${className}`}>
      <p className="font-semibold">{title}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-4 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium hover:bg-red-100">
          {retryLabel}
        </button>
      )}
    </div>
  );
}
