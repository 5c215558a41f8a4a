/**
 * The nav bar's menus (docs/product.md §2 "Banner and navigation bar"): one per department, built from the
 * categories table (GET /categories: the console edits it), then the artist collaborations and the
 * collections. Entries without a page of their own open the product list filtered by category.
 */
import type { z } from 'zod';
import type { Department } from '../../lib/constants';
import type { categoryTreeSchema } from '../../server/contract';
import { nav } from './messages';

export interface MenuEntry {
  label: string;
  href: string;
}
export interface Menu {
  id: Department | 'artist' | 'collections';
  label: string;
  entries: MenuEntry[];
}
/** The departments with their categories, as GET /categories answers. */
export type CategoryTree = z.infer<typeof categoryTreeSchema>;
export type DepartmentNode = CategoryTree['departments'][number];

export const PRODUCTS_PATH = '/products';

/** `/products?category=…` for one of the seeded category names. */
export const categoryHref = (category: string) => `${PRODUCTS_PATH}?${new URLSearchParams({ category })}`;
/** `/products?search=…`. */
export const searchHref = (search: string) => `${PRODUCTS_PATH}?${new URLSearchParams({ search })}`;
/** `/products?department=…&search=…`: words searched within one department's products (a home tile's 'Shorts'). */
export const departmentSearchHref = (department: Department, search: string) => `${PRODUCTS_PATH}?${new URLSearchParams({ department, search })}`;

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

/** A department's own page (/men, /women, /unisex): its categories and newest products. */
export const departmentPath = (department: Department) => `/${department}`;
/** The product list of a department: men's and women's include the unisex products. */
export const departmentHref = (department: Department) => `${PRODUCTS_PATH}?${new URLSearchParams({ department })}`;

/** The collections have menus of their own (below), so the Unisex menu does not list them twice. */
const COLLECTIONS: readonly string[] = [C.y2k, C.goofFest, C.summerTees, C.varsity, C.retrograde, C.fieldDay, C.supernova];
const IN_OWN_MENU = new Set<string>([...COLLECTIONS, ...ARTISTS.map((a) => a.category)]);

/**
 * A department's menu: its page ('Products'), its whole list ('View all'), then its categories in the
 * table's order. Before the tree is known (a page built ahead of time, until GET /categories answers)
 * the menu holds the first two.
 */
export function departmentMenu(d: Pick<DepartmentNode, 'id' | 'label'> & { categories?: DepartmentNode['categories'] }): Menu {
  return {
    id: d.id,
    label: d.label,
    entries: [
      { label: nav.departmentPage, href: departmentPath(d.id) },
      { label: nav.viewAll, href: departmentHref(d.id) },
      ...(d.categories ?? []).filter((c) => !IN_OWN_MENU.has(c.name)).map((c) => ({ label: c.label, href: categoryHref(c.name) })),
    ],
  };
}

const COLLECTION_MENUS: readonly Menu[] = [
  {
    id: 'artist',
    label: nav.menus.artist,
    entries: ARTISTS.map((a) => entry(a.name, a.category)),
  },
  {
    id: 'collections',
    label: nav.menus.collections,
    entries: COLLECTIONS.map((c) => entry(c, c)),
  },
];

/** Every menu of the bar: the departments of the tree (or the bare ones, without it), then the collections. */
export function navMenus(departments: readonly Pick<DepartmentNode, 'id' | 'label'>[]): Menu[] {
  return [...departments.map(departmentMenu), ...COLLECTION_MENUS];
}

/** Where the categories table files a category: its department and its label there ('T-shirts' under Men). */
export interface CategoryPlace {
  department: Department;
  label: string;
}
/** The category's place in the tree; undefined for a category the table does not hold (or no tree yet). */
export function categoryPlace(departments: readonly DepartmentNode[] | undefined, category: string): CategoryPlace | undefined {
  for (const d of departments ?? []) {
    const c = d.categories.find((x) => x.name === category);
    if (c) return { department: d.id, label: c.label };
  }
  return undefined;
}
