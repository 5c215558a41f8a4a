import { product as t } from './messages';

/** Home > all men products > product name (docs/product.md §2). */
export function Breadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <a href="/" className="hover:text-ink hover:underline">
            {t.home}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href="/products" className="hover:text-ink hover:underline">
            {t.allMen}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-ink">
          {name}
        </li>
      </ol>
    </nav>
  );
}
