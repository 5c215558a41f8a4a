import { admin } from '../messages';

/** Prev/Next over a server-paged list, with the page counter. Hidden when there is one page. */
export function Pager({ page, pages, onPage, disabled }: { page: number; pages: number; onPage: (p: number) => void; disabled?: boolean }) {
  if (pages <= 1) return null;
  const btn = 'rounded-md border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-soft disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={admin.pages} className="mt-4 flex items-center justify-end gap-3">
      <button type="button" className={btn} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {admin.prev}
      </button>
      <span className="text-sm text-muted" aria-live="polite">
        {admin.page(page, pages)}
      </span>
      <button type="button" className={btn} disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {admin.next}
      </button>
    </nav>
  );
}
