/** The picture editor's rules, kept pure for unit tests: moving a picture, and how many more fit. */
import { PICTURES_PER_PRODUCT } from '../../../lib/constants';

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Of the files just chosen, those that still fit beside the pictures already there and those waiting. */
export function filesThatFit<T>(chosen: readonly T[], alreadyThere: number): { kept: T[]; left: number } {
  const room = Math.max(0, PICTURES_PER_PRODUCT - alreadyThere);
  return { kept: chosen.slice(0, room), left: Math.max(0, chosen.length - room) };
}
