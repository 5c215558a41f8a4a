import { categoryHref } from '../nav/menus';
import { product as t } from './messages';

/** Home > All products > the product's category > its name (docs/product.md §2, with each level a real list). */
export function Breadcrumb({ name, category }: { name: string; category: string }) {
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
            {t.allProducts}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href={categoryHref(category)} className="hover:text-ink hover:underline">
            {category}
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
