import type { ReactNode } from 'react';
import { products as t } from './messages';
import { formatRs, isDiscounted } from '../../lib/money';
import { CARD_ART, PICTURE_SIZES } from '../../lib/constants';
import { mainPicture, type PictureView } from '../../lib/picture';
import { Picture } from '../../ui/Picture';
import { CardSwatches } from '../colours/CardSwatches';
import type { StyleColour } from '../colours/ColourSwatches';

interface CardProduct {
  _id: number;
  name: string;
  brand: string;
  image: string;
  price: number;
  oprice: number;
  discount: string;
  inStock?: boolean;
  /** Ready photographs (list items carry the first); without them the card shows `image`. */
  pictures?: PictureView[];
  /** The style's colours (list items); the wishlist's cards have none. */
  colours?: StyleColour[];
}

/** A product card: image linking to the product page, name, brand, the price, and the original price struck through with the discount when there is one; 'Sold out' when nothing is left. */
export function ProductCard({ product: p, children, eager = false }: { product: CardProduct; children?: ReactNode; eager?: boolean }) {
  return (
    <li className="group flex flex-col" data-card={p._id}>
      <a href={`/products/${p._id}`} className="relative block overflow-hidden rounded-lg bg-soft">
        {p.inStock === false && (
          <span className="absolute left-2 top-2 z-10 rounded bg-ink px-2 py-1 text-xs font-bold uppercase tracking-wide text-white">{t.soldOut}</span>
        )}
        <Picture
          picture={mainPicture(p)}
          fallback={p.image}
          alt={p.name}
          sizes={PICTURE_SIZES.card}
          // The first row holds the page's largest paint: fetched at once, ahead of the rest.
          priority={eager}
          width={CARD_ART.width}
          height={CARD_ART.height}
          className="aspect-[4/5] w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </a>
      <h2 className="mt-3 line-clamp-2 text-sm font-semibold leading-snug">{p.name}</h2>
      <p className="truncate text-sm text-muted">{p.brand}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="text-base font-semibold">{formatRs(p.price)}</span>
        {isDiscounted(p) && (
          <>
            <s className="text-xs text-muted">
              <span className="sr-only">{t.originalPrice} </span>
              {formatRs(p.oprice)}
            </s>
            <span className="text-xs font-bold text-brand-dark">{t.off(p.discount)}</span>
          </>
        )}
      </p>
      {p.colours && <CardSwatches name={p.name} currentId={p._id} colours={p.colours} />}
      {children && <div className="mt-2 flex gap-2">{children}</div>}
    </li>
  );
}
