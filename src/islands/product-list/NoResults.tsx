import { EmptyState } from '../../ui/EmptyState';
import { categoryHref, searchHref } from '../nav/menus';
import { products as t } from './messages';

/** Nothing found: 'Did you mean …?' with a search that finds something, and the categories to browse so products.ts stays the catalogue's reads and edits. */
export function NoResults({ didYouMean, categories }: { didYouMean?: string; categories: string[] }) {
  return (
    <EmptyState title={t.empty}>
      {didYouMean && (
        <p className="text-base">
          {t.didYouMean}{' '}
          <a href={searchHref(didYouMean)} className="font-semibold text-ink underline underline-offset-4">
            {didYouMean}
          </a>
          ?
        </p>
      )}
      <p>{t.emptyHint}</p>
      {categories.length > 0 && (
        <nav aria-label={t.browseCategories} className="mt-3">
          <p className="text-sm">{t.browseCategories}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <a key={c} href={categoryHref(c)} className="rounded-full border border-line px-3 py-1 text-sm hover:border-ink">
                {c}
              </a>
            ))}
          </div>
        </nav>
      )}
    </EmptyState>
  );
}
