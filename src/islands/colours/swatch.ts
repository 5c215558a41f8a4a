import { COLOUR_FAMILIES, type ColourFamily, MULTI_SWATCH } from '../../lib/constants';

const HEX = new Map<string, string>(COLOUR_FAMILIES.map((c) => [c.id, c.hex]));

/** A swatch's fill: the family's hex, or the multi-colour wheel for 'multi'. */
export const swatchBackground = (family: ColourFamily) => HEX.get(family) ?? MULTI_SWATCH;

/**
 * The swatches a card has room for: the first `max` colours in the style's order, the card's own always
 * among them (in the last place if it came later), and how many are left for '+N'.
 */
export function cardSwatches<T extends { _id: number }>(colours: T[], currentId: number, max: number): { shown: T[]; more: number } {
  const first = colours.slice(0, max);
  const own = colours.find((c) => c._id === currentId);
  const shown = own && !first.includes(own) ? [...first.slice(0, max - 1), own] : first;
  return { shown, more: colours.length - shown.length };
}
