/**
 * The home page's static display data (docs/product.md §2 "Home page sections": brand, name, price string and
 * image). The items are products of the demo catalogue, so each opens its search on /products.
 */
import { HOME_ART } from '../../lib/constants';
import { ARTISTS, CATEGORIES as C, categoryHref, PRODUCTS_PATH, searchHref } from '../nav/menus';

export interface HomeItem {
  brand: string;
  name: string;
  price: string;
  image: string;
  href: string;
}
export interface HomeTile {
  label: string;
  image: string;
  href: string;
}
export interface HeroSlide {
  image: string;
  alt: string;
  href: string;
}
export interface HomeTab {
  id: string;
  label: string;
  items: HomeItem[];
  viewAll: string;
}
export interface Brand {
  name: string;
  image: string;
}

const IMG = '/images/home';
const item = (brand: string, name: string, price: string, image: string): HomeItem => ({
  brand,
  name,
  price,
  image: `${IMG}/${image}.svg`,
  href: searchHref(name),
});
const tile = (label: string, image: string, href: string): HomeTile => ({ label, image: `${IMG}/${image}.svg`, href });

/** Hero art is 1600×640; its copy is drawn into the picture, so the alt text repeats it. */
export const HERO_SIZE = HOME_ART.hero;
export const HERO_SLIDES: HeroSlide[] = [
  {
    image: '/images/hero/hero-1.svg',
    alt: 'Fresh this week: New Season Drop. Tees, hoodies and caps for the young and the restless. Shop now',
    href: PRODUCTS_PATH,
  },
  {
    image: '/images/hero/hero-2.svg',
    alt: 'The 70s, reworked: Retrograde Collection. Boxy tees, track jackets and sunset stripes. Explore the drop',
    href: categoryHref(C.retrograde),
  },
  {
    image: '/images/hero/hero-3.svg',
    alt: 'Run, court, skate: Sneaker Edit, up to 40% off. Runners, court classics and chunky soles. Shop sneakers',
    href: categoryHref(C.sneakers),
  },
];

/** Category tiles are 400×500. Two pages of four (docs/product.md §2). */
export const TILE_SIZE = HOME_ART.tile;
export const WOMEN_TILES: HomeTile[] = [
  tile('Tops', 'women-1', categoryHref(C.womenNew)),
  tile('T-Shirts', 'women-2', categoryHref(C.womenTees)),
  tile('Shorts', 'women-3', searchHref('shorts')),
  tile('Sports Bra', 'women-4', searchHref('sports bra')),
  tile('Leggings', 'women-5', searchHref('leggings')),
  tile('Sweatshirts', 'women-6', categoryHref(C.womenHoodies)),
  tile('Bodysuits', 'women-7', categoryHref(C.womenBodysuits)),
  tile('Joggers', 'women-8', categoryHref(C.womenSweatpants)),
];
export const MEN_TILES: HomeTile[] = [
  tile('T-Shirts', 'men-1', categoryHref(C.menTees)),
  tile('Jackets', 'men-2', categoryHref(C.menJackets)),
  tile('Pants', 'men-3', categoryHref(C.menSweatpants)),
  tile('Shorts', 'men-4', searchHref('shorts')),
  tile('Sweatshirts', 'men-5', categoryHref(C.menHoodies)),
  tile('Accessories', 'men-6', categoryHref(C.accessories)),
  tile('Hoodies', 'men-7', categoryHref(C.menHoodies)),
  tile('Caps', 'men-8', searchHref('cap')),
];

export const NEW_ARRIVALS: HomeTab[] = [
  {
    id: 'retrograde',
    label: 'Retrograde',
    viewAll: categoryHref(C.retrograde),
    items: [
      item('Ochre Lane', 'Retrograde Sunset Tee', '1199', 'arrivals-1'),
      item('Ochre Lane', 'Retrograde Band Sweatshirt', '1899', 'arrivals-2'),
      item('Ochre Lane', 'Retrograde Corduroy Jacket', '3499', 'arrivals-3'),
      item('Velvet Yard', 'Retrograde Colour-Block Track Jacket', '2799', 'arrivals-4'),
      item('Ochre Lane', 'Retrograde Flared Joggers', '1799', 'arrivals-5'),
      item('Velvet Yard', 'Retrograde Checked Shorts', '1099', 'arrivals-6'),
    ],
  },
  {
    id: 'general',
    label: 'General store',
    viewAll: PRODUCTS_PATH,
    items: [
      item('Northloom', 'Northloom Boxy Heavyweight Tee', '999', 'arrivals-7'),
      item('Urban Monk', 'Urban Monk Essential Hoodie', '2099', 'arrivals-8'),
      item('Forge & Fable', 'Forge & Fable Bomber Jacket', '3849', 'arrivals-9'),
      item('Mossline', 'Mossline Cloud Fleece Joggers', '1749', 'arrivals-10'),
      item('Bluebeam', 'Bluebeam Commuter Backpack', '2499', 'arrivals-11'),
      item('Kite & Co', 'Kite & Co Ribbed Beanie', '599', 'arrivals-12'),
    ],
  },
];

/** Trending art is 800×600. */
export const TRENDING_SIZE = HOME_ART.trending;
export const TRENDING: HomeTile[] = [
  { label: 'Retrograde', image: '/images/home/trending-1.svg', href: categoryHref(C.retrograde) },
  { label: `Artist Collab: ${ARTISTS[0].name}`, image: '/images/home/trending-2.svg', href: categoryHref(ARTISTS[0].category) },
];

export const ARTIST_EDITS: HomeTab[] = [
  {
    id: 'mira',
    label: ARTISTS[0].name,
    viewAll: categoryHref(ARTISTS[0].category),
    items: [
      item('Mira Kapoor', 'Mira Kapoor Ink Bloom Tee', '1499', 'artist-1'),
      item('Mira Kapoor', 'Mira Kapoor Garden Hoodie', '2999', 'artist-2'),
      item('Mira Kapoor', 'Mira Kapoor Brushstroke Tote', '1299', 'artist-3'),
      item('Mira Kapoor', 'Mira Kapoor Petal Sweatshirt', '2499', 'artist-4'),
    ],
  },
  {
    id: 'dev',
    label: ARTISTS[1].name,
    viewAll: categoryHref(ARTISTS[1].category),
    items: [
      item('Dev Anand Studio', 'Dev Anand Studio Film Reel Tee', '1399', 'artist-5'),
      item('Dev Anand Studio', 'Dev Anand Studio Marquee Jacket', '4499', 'artist-6'),
      item('Dev Anand Studio', 'Dev Anand Studio Matinee Sweatshirt', '2299', 'artist-7'),
      item('Dev Anand Studio', 'Dev Anand Studio Poster Cap', '899', 'artist-8'),
    ],
  },
];

export const SNEAKERS: HomeItem[] = [
  item('Stride Lab', 'Stride Lab Aero Runner', '3599', 'sneaker-1'),
  item('Stride Lab', 'Stride Lab Court Classic', '3149', 'sneaker-2'),
  item('Bluebeam', 'Bluebeam Cloud Jogger', '3249', 'sneaker-3'),
  item('Kite & Co', 'Kite & Co Canvas Low', '1999', 'sneaker-4'),
  item('Urban Monk', 'Urban Monk Chunky Trainer', '4549', 'sneaker-5'),
  item('Northloom', 'Northloom Suede Retro', '4399', 'sneaker-6'),
  item('Stride Lab', 'Stride Lab Trail Pacer', '4899', 'sneaker-7'),
  item('Bluebeam', 'Bluebeam Midnight Skate Shoe', '2599', 'sneaker-8'),
];

/** Brand marks are 300×150, drawn as lettering. */
export const BRAND_SIZE = HOME_ART.brand;
export const BRANDS: Brand[] = [
  'Northloom',
  'Kite & Co',
  'Urban Monk',
  'Tidewell',
  'Forge & Fable',
  'Velvet Yard',
  'Hatch Street',
  'Mossline',
  'Ochre Lane',
  'Nightjar',
  'Stride Lab',
  'Bluebeam',
].map((name, i) => ({ name, image: `/images/brands/brand-${i + 1}.svg` }));

/** Splits a list into pages of `size` (the carousels show two pages of four). */
export function pages<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
