/** The home page's cards, shared by its carousels and tabs (and rendered statically where no island is needed). */
import { HOME_ART, PICTURE_SIZES } from '../../lib/constants';
import { Picture } from '../../ui/Picture';
import type { HomeTile } from './home-data';
import type { HomeItem } from './sections';
import { formatRs } from '../../lib/money';

/** A product of the home page: picture, brand, name and its price (formatRs). */
export function ItemCard({ item }: { item: HomeItem }) {
  return (
    <a href={item.href} className="group block rounded-lg">
      <span className="block overflow-hidden rounded-lg bg-soft">
        <Picture
          picture={item.picture}
          fallback={item.image}
          alt={item.name}
          sizes={PICTURE_SIZES.tile}
          width={HOME_ART.tile.width}
          height={HOME_ART.tile.height}
          className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </span>
      <span className="mt-2 block text-xs font-semibold uppercase tracking-wide text-muted">{item.brand}</span>
      <span className="mt-0.5 block text-sm font-medium leading-snug group-hover:underline">{item.name}</span>
      <span className="mt-1 block text-sm font-bold">{formatRs(item.price)}</span>
    </a>
  );
}

/** A category tile: the picture with its name on a button-like label; it opens the product list. */
export function TileCard({ tile }: { tile: HomeTile }) {
  return (
    <a href={tile.href} className="group relative block overflow-hidden rounded-xl bg-soft">
      <img
        src={tile.image}
        alt=""
        width={HOME_ART.tile.width}
        height={HOME_ART.tile.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <span className="absolute inset-x-3 bottom-3 flex justify-center">
        <span className="rounded-full bg-white px-4 py-2 text-sm font-bold text-ink shadow-md group-hover:bg-ink group-hover:text-white">{tile.label}</span>
      </span>
    </a>
  );
}
