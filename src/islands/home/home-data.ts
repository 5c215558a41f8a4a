/**
 * The home page's promotional art and links (docs/product.md §2 "Home page sections"): hero slides, category
 * tiles, trending pictures and brand marks. Its products are not here: they come from the catalogue by
 * the rules of ./sections.ts.
 */
import { HOME_ART } from '../../lib/constants';
import { ARTISTS, CATEGORIES as C, categoryHref, departmentSearchHref, PRODUCTS_PATH } from '../nav/menus';

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
export interface Brand {
  name: string;
  image: string;
}

const IMG = '/images/home';
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

/**
 * Category tiles are 400×500. Two pages of four (docs/product.md §2). A tile without a category of its
 * own searches within its department, so the men's Shorts are men's (and unisex) shorts only and the
 * women's Tops are women's tops ('top' reads as tee, tank: src/lib/synonyms.ts).
 */
export const TILE_SIZE = HOME_ART.tile;
const women = (words: string) => departmentSearchHref('women', words);
const men = (words: string) => departmentSearchHref('men', words);
export const WOMEN_TILES: HomeTile[] = [
  tile('Tops', 'women-1', women('top')),
  tile('T-Shirts', 'women-2', categoryHref(C.womenTees)),
  tile('Shorts', 'women-3', women('shorts')),
  tile('Sports Bra', 'women-4', women('sports bra')),
  tile('Leggings', 'women-5', women('leggings')),
  tile('Sweatshirts', 'women-6', categoryHref(C.womenHoodies)),
  tile('Bodysuits', 'women-7', categoryHref(C.womenBodysuits)),
  tile('Joggers', 'women-8', categoryHref(C.womenSweatpants)),
];
export const MEN_TILES: HomeTile[] = [
  tile('T-Shirts', 'men-1', categoryHref(C.menTees)),
  tile('Jackets', 'men-2', categoryHref(C.menJackets)),
  tile('Pants', 'men-3', categoryHref(C.menSweatpants)),
  tile('Shorts', 'men-4', men('shorts')),
  tile('Sweatshirts', 'men-5', categoryHref(C.menHoodies)),
  tile('Accessories', 'men-6', categoryHref(C.accessories)),
  tile('Hoodies', 'men-7', categoryHref(C.menHoodies)),
  tile('Caps', 'men-8', men('cap')),
];

/** Trending art is 800×600. */
export const TRENDING_SIZE = HOME_ART.trending;
export const TRENDING: HomeTile[] = [
  { label: 'Retrograde', image: '/images/home/trending-1.svg', href: categoryHref(C.retrograde) },
  { label: `Artist Collab: ${ARTISTS[0].name}`, image: '/images/home/trending-2.svg', href: categoryHref(ARTISTS[0].category) },
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
