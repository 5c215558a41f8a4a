import { common } from '../../../lib/messages';
import { buttonClass } from '../../../ui/Button';
import { errorText } from './format';

/** The error text of docs/product.md §2 for a list, the server's reason under it, and a retry. */
export function ListError({ text, error, onRetry }: { text: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{text}</p>
      <p className="mt-1 text-sm">{errorText(error)}</p>
      <button type="button" onClick={onRetry} className={`mt-3 ${buttonClass('outline', 'sm')}`}>
        {common.retry}
      </button>
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-line p-8 text-center text-muted">{text}</p>;
}
