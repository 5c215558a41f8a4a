import { departmentLabels } from '../../lib/messages';
import { type CategoryPlace, categoryHref, departmentPath } from '../nav/menus';
import { product as t } from './messages';

/** The product page's trail: Home › Men › T-shirts › the product, each level a real page (the same trail as its JSON-LD). */
export function productTrail(name: string, category: string, place: CategoryPlace | undefined): { name: string; path?: string }[] {
  const middle = place
    ? [
        { name: departmentLabels[place.department], path: departmentPath(place.department) },
        { name: place.label, path: categoryHref(category) },
      ]
    : [
        { name: t.allProducts, path: '/products' },
        { name: category, path: categoryHref(category) },
      ];
  return [{ name: t.home, path: '/' }, ...middle, { name }];
}

/**
 * Home › the category's department › its label › the product (docs/product.md §2), as the categories
 * table files the category; one the table does not hold sits under All products by its own name.
 */
export function Breadcrumb({ name, category, place }: { name: string; category: string; place?: CategoryPlace }) {
  const trail = productTrail(name, category, place);
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        {trail.map((step, i) => (
          <li key={step.path ?? step.name} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">›</span>}
            {step.path ? (
              <a href={step.path} className="hover:text-ink hover:underline">
                {step.name}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {step.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
