import { COLOUR_FAMILIES, type ColourFamily, MULTI_SWATCH } from '../../lib/constants';

const HEX = new Map<string, string>(COLOUR_FAMILIES.map((c) => [c.id, c.hex]));

/** A swatch's fill: the family's hex, or the multi-colour wheel for 'multi'. */
export const swatchBackground = (family: ColourFamily) => HEX.get(family) ?? MULTI_SWATCH;
