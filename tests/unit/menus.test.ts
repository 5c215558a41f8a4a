import { describe, expect, it } from 'vitest';
import { categoryPlace, type DepartmentNode, departmentHref, departmentMenu, navMenus } from '../../src/islands/nav/menus';

const tree: DepartmentNode[] = [
  { id: 'men', label: 'Men', categories: [{ name: "Men's T-shirts", label: 'T-shirts', slug: 'mens-t-shirts' }] },
  { id: 'women', label: 'Women', categories: [{ name: "Women's Tops", label: 'Tops', slug: 'womens-tops' }] },
  {
    id: 'unisex',
    label: 'Unisex',
    categories: [
      { name: 'Sneakers', label: 'Sneakers', slug: 'sneakers' },
      { name: 'Y2K', label: 'Y2K', slug: 'y2k' },
    ],
  },
];

describe('menus from the categories table', () => {
  it("a department's menu opens its page, its whole list, then its categories in the table's order", () => {
    expect(departmentMenu(tree[0]).entries).toEqual([
      { label: 'Products', href: '/men' },
      { label: 'View all', href: '/products?department=men' },
      { label: 'T-shirts', href: `/products?${new URLSearchParams({ category: "Men's T-shirts" })}` },
    ]);
  });

  it('the Unisex menu leaves the collections to their own menu', () => {
    const unisex = navMenus(tree).find((m) => m.id === 'unisex');
    expect(unisex?.entries.map((e) => e.label)).toEqual(['Products', 'View all', 'Sneakers']);
    expect(
      navMenus(tree)
        .find((m) => m.id === 'collections')
        ?.entries.map((e) => e.label),
    ).toContain('Y2K');
  });

  it('the bar has the departments in order, then the artist collaborations and the collections', () => {
    expect(navMenus(tree).map((m) => m.label)).toEqual(['Men', 'Women', 'Unisex', 'Artist Collab', 'Collections']);
  });

  it('a department without its tree still links its page and its list', () => {
    expect(departmentMenu({ id: 'women', label: 'Women' }).entries.map((e) => e.href)).toEqual(['/women', departmentHref('women')]);
  });

  it('finds where the table files a category, and nothing for one it does not hold', () => {
    expect(categoryPlace(tree, "Women's Tops")).toEqual({ department: 'women', label: 'Tops' });
    expect(categoryPlace(tree, 'Kurtis')).toBeUndefined();
    expect(categoryPlace(undefined, "Men's T-shirts")).toBeUndefined();
  });
});
