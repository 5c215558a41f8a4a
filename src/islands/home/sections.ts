/**
 * The rules of the home page's product sections, the one place they are kept: each tab or carousel is a
 * query of the catalogue (the same query GET /products takes), newest first. The page runs them on the
 * server (src/pages/index.astro); no product name or price is written here.
 */
import { ARTIST_EDITS_PER_TAB, HOME_CAROUSEL_PAGES, HOME_TILES_PER_PAGE, NEW_ARRIVALS_PER_TAB } from '../../lib/constants';
import type { Product } from '../../client/api';
import { ARTISTS, CATEGORIES as C, categoryHref, PRODUCTS_PATH } from '../nav/menus';
import { home } from './messages';
import { mainPicture, type PictureView } from '../../lib/picture';

/** A product as the home page shows it: picture, brand, name and price, opening its own page. */
export interface HomeItem {
  brand: string;
  name: string;
  price: number;
  image: string;
  /** The product's first ready photograph, if it has one (else `image`). */
  picture?: PictureView | null;
  href: string;
}
export interface HomeTab {
  id: string;
  label: string;
  items: HomeItem[];
  viewAll: string;
}
/** A section's rule: which products (a GET /products query: category, how many) and where 'View all' goes. */
export interface SectionRule {
  id: string;
  label: string;
  query: { category?: string; limit: number };
  viewAll: string;
}

const inCategory = (id: string, label: string, category: string, limit: number): SectionRule => ({
  id,
  label,
  query: { category, limit },
  viewAll: categoryHref(category),
});

export const HOME_SECTIONS = {
  /** New Arrivals: the newest of the Retrograde collection, and the newest of the whole store. */
  newArrivals: [
    inCategory('retrograde', C.retrograde, C.retrograde, NEW_ARRIVALS_PER_TAB),
    { id: 'general', label: home.generalStore, query: { limit: NEW_ARRIVALS_PER_TAB }, viewAll: PRODUCTS_PATH },
  ],
  /** Artist Edits: each artist collaboration's newest. */
  artistEdits: ARTISTS.map((a, i) => inCategory(`artist-${i + 1}`, a.name, a.category, ARTIST_EDITS_PER_TAB)),
  /** Sneaker Edit: the newest sneakers, two pages of four. */
  sneakerEdit: inCategory('sneakers', C.sneakers, C.sneakers, HOME_CAROUSEL_PAGES * HOME_TILES_PER_PAGE),
} satisfies Record<string, SectionRule | SectionRule[]>;

export const productHref = (id: number) => `${PRODUCTS_PATH}/${id}`;

export const toHomeItem = (p: Pick<Product, '_id' | 'brand' | 'name' | 'price' | 'image'> & { pictures?: PictureView[] }): HomeItem => ({
  brand: p.brand,
  name: p.name,
  price: p.price,
  image: p.image,
  picture: mainPicture(p),
  href: productHref(p._id),
});
