import { useEffect, useState } from 'react';
import { DEPARTMENTS } from '../../lib/constants';
import { departmentLabels } from '../../lib/messages';
import { type DepartmentNode, type Menu, navMenus } from './menus';

/** The departments without their categories: what a page built ahead of time shows until the tree arrives. */
const BARE = DEPARTMENTS.map((id) => ({ id, label: departmentLabels[id] }));

/**
 * The bar's menus. A page rendered on request passes the categories table's tree (in its HTML, menus
 * and all); a page built ahead of time has none and asks GET /categories once it has loaded. A failed
 * request keeps the departments' own links, which still reach every product.
 */
export function useMenus(departments: DepartmentNode[] | undefined): Menu[] {
  const [fetched, setFetched] = useState<DepartmentNode[]>();
  useEffect(() => {
    if (departments) return;
    let cancelled = false;
    import('./fetch-categories')
      .then((m) => m.fetchCategoryTree())
      .then((tree) => {
        if (!cancelled) setFetched(tree.departments);
      })
      .catch(() => {
        // Offline or the API down: the bare department menus stay, nothing to tell the shopper.
      });
    return () => {
      cancelled = true;
    };
  }, [departments]);
  return navMenus(departments ?? fetched ?? BARE);
}
