import { products as t } from './messages';
import { outlineButton } from '../../ui/buttons';

/** Prev and Next with the page counter (docs/product.md §2; docs/product.md §10 pages on the server). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label={t.pagination} className="mt-10 flex items-center justify-center gap-4">
      <button type="button" className={outlineButton} disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {t.prev}
      </button>
      <span className="min-w-28 text-center text-sm font-medium" aria-current="page">
        {t.page(page, pages)}
      </span>
      <button type="button" className={outlineButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
