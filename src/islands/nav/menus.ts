/**
 * The nav bar's four menus (docs/product.md §2 "Banner and navigation bar"). Entries docs/product.md leaves without
 * a page open the product list filtered by the seeded category (docs/product.md §10).
 */
import { nav } from './messages';

export interface MenuEntry {
  label: string;
  href: string;
}
export interface Menu {
  id: 'men' | 'women' | 'artist' | 'collections';
  label: string;
  entries: MenuEntry[];
}

export const PRODUCTS_PATH = '/products';

/** `/products?category=…` for one of the seeded category names. */
export const categoryHref = (category: string) => `${PRODUCTS_PATH}?${new URLSearchParams({ category })}`;
/** `/products?search=…`. */
export const searchHref = (search: string) => `${PRODUCTS_PATH}?${new URLSearchParams({ search })}`;

/** The seeded categories, named exactly as the catalogue names them. */
export const CATEGORIES = {
  menTees: "Men's T-shirts",
  menJackets: "Men's Jackets & Coats",
  menHoodies: "Men's Hoodies & Sweatshirts",
  menSweatpants: "Men's Sweatpants",
  womenNew: "Women's New in",
  womenBodysuits: "Women's Bodysuits",
  womenTees: "Women's T-shirts",
  womenOuterwear: "Women's Outerwear",
  womenHoodies: "Women's Hoodies & Sweatshirts",
  womenSweatpants: "Women's Sweatpants",
  sneakers: 'Sneakers',
  accessories: 'Accessories',
  artistMira: 'Artist Collab: Mira Kapoor',
  artistDev: 'Artist Collab: Dev Anand Studio',
  y2k: 'Y2K',
  goofFest: 'Goof fest',
  summerTees: 'Summer Tees',
  varsity: 'Varsity',
  retrograde: 'Retrograde',
  fieldDay: 'Field day',
  supernova: 'Supernova',
} as const;

const C = CATEGORIES;
const entry = (label: string, category: string): MenuEntry => ({ label, href: categoryHref(category) });

/** The two artist collaborations, as the menu and the home page name them. */
export const ARTISTS = [
  { name: 'Mira Kapoor', category: C.artistMira },
  { name: 'Dev Anand Studio', category: C.artistDev },
] as const;

export const MENUS: readonly Menu[] = [
  {
    id: 'men',
    label: nav.menus.men,
    entries: [
      // docs/product.md: 'Products' goes to /products, the list titled 'Welcome To Mens Page'. A search for
      // "men's" would also match every "women's" category, so View all is the same full list.
      { label: 'Products', href: PRODUCTS_PATH },
      { label: 'View all', href: PRODUCTS_PATH },
      entry('T-shirts', C.menTees),
      entry('Jackets & Coats', C.menJackets),
      entry('Hoodies & Sweatshirts', C.menHoodies),
      entry('Sweatpants', C.menSweatpants),
    ],
  },
  {
    id: 'women',
    label: nav.menus.women,
    entries: [
      entry('New in', C.womenNew),
      entry('Bodysuits', C.womenBodysuits),
      entry('T-shirts', C.womenTees),
      entry('Outerwear', C.womenOuterwear),
      entry('Hoodies & Sweatshirts', C.womenHoodies),
      entry('Sweatpants', C.womenSweatpants),
    ],
  },
  {
    id: 'artist',
    label: nav.menus.artist,
    entries: ARTISTS.map((a) => entry(a.name, a.category)),
  },
  {
    id: 'collections',
    label: nav.menus.collections,
    entries: [C.y2k, C.goofFest, C.summerTees, C.varsity, C.retrograde, C.fieldDay, C.supernova].map((c) => entry(c, c)),
  },
];
