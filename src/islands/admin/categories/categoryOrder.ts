/** The console's category list: grouped by department in the menus' order. */
import { DEPARTMENTS, type Department } from '../../../lib/constants';

export interface CategoryRowLike {
  department: Department;
  position: number;
  name: string;
}

/** Each department with its categories, first to last. */
export function byDepartment<T extends CategoryRowLike>(rows: T[]): { id: Department; rows: T[] }[] {
  return DEPARTMENTS.map((id) => ({
    id,
    rows: rows.filter((r) => r.department === id).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)),
  }));
}

/** The position a move up (-1) or down (+1) asks for, or undefined at either end. */
export function movedPosition(index: number, count: number, by: -1 | 1): number | undefined {
  const to = index + by;
  return to < 0 || to >= count ? undefined : to + 1;
}
