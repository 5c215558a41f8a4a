import type { ProductListItem } from '../../client/api';
import { PRODUCTS_EAGER_IMAGES } from '../../lib/constants';
import { LiveCardActions } from './CardActionsIsland';
import { ProductCard } from './ProductCard';

/** docs/product.md §2: 2 columns on phones, up to 4 by width (the list's and the wishlist's). */
export const productGridClass = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-6 sm:gap-y-10 md:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({ products }: { products: ProductListItem[] }) {
  return (
    <ul className={productGridClass}>
      {products.map((p, i) => (
        <ProductCard key={p._id} product={p} eager={i < PRODUCTS_EAGER_IMAGES}>
          <LiveCardActions product={p} />
        </ProductCard>
      ))}
    </ul>
  );
}
