import type { ReactNode } from 'react';
import { admin } from '../messages';
import { formatRs } from '../../../lib/money';
import type { SizeStock } from '../../../lib/stock';
import type { PictureView } from '../../../lib/picture';
import { ProductImage } from '../parts/ProductImage';
import { StockBadge } from './StockBadge';

export interface CardProduct {
  name: string;
  brand: string;
  image?: string;
  /** Ready photographs: the first is shown in place of `image`. */
  pictures?: PictureView[];
  oprice: number;
  price: number;
  discount: string;
  sizes?: SizeStock[];
}

/**
 * A product as the console shows it (docs/product.md §2): the first image, name, discount price, the
 * original price struck through and the discount text. Also the Add Products preview.
 */
export function ProductCard({ p, children }: { p: CardProduct; children?: ReactNode }) {
  const t = admin.products;
  return (
    <article className="flex h-full flex-col rounded-lg border border-line bg-white p-3 shadow-sm">
      <ProductImage src={p.image} picture={p.pictures?.[0]} alt={p.name} />
      <div className="mt-3 flex-1">
        <p className="text-xs uppercase tracking-wide text-muted">{p.brand}</p>
        <h2 className="mt-0.5 line-clamp-2 text-sm font-semibold">{p.name}</h2>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm">
          {p.price > 0 && <span className="text-base font-semibold">{formatRs(p.price)}</span>}
          {p.oprice > 0 && (
            <s className="text-muted">
              <span className="sr-only">{t.originalPrice} </span>
              {formatRs(p.oprice)}
            </s>
          )}
          {p.discount && <span className="font-semibold text-green-700">{t.off(p.discount)}</span>}
        </p>
        {p.sizes && <StockBadge sizes={p.sizes} />}
      </div>
      {children && <div className="mt-3 grid grid-cols-2 gap-2">{children}</div>}
    </article>
  );
}
