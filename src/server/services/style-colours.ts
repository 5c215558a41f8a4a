/** A style's colours: the product page's 'More colours' swatches and the cards' in the list. */
import { sql } from 'drizzle-orm';
import type { ColourFamily } from '../../lib/constants';

/**
 * A product's style's colours as JSON (null without a style), for a select list over `products` like the
 * sizes: read with the rows, a page of cards or the product page takes one statement, not two.
 */
export const styleColoursJson = sql<StyleColour[] | null>`(select json_agg(json_build_object('_id', sc.id, 'colour', sc.colour,
  'colourFamily', sc.colour_family, 'image', coalesce(sc.images->>0, '')) order by sc.id)
  from products sc where sc.style_code = "products"."style_code")`;

export type StyleColour = { _id: number; colour: string; colourFamily: ColourFamily; image: string };
